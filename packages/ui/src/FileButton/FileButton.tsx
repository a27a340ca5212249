import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';

export interface FileButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** File types the chooser offers, as extensions (`.json`) or MIME types. @default undefined (any) */
  acceptedFileTypes?: string[];
  /** Called with the chosen file; a cancelled chooser calls nothing. */
  onSelect: (file: File) => void;
}

/**
 * A button that opens the system's file chooser (RAC FileTrigger) and hands over the one file
 * chosen: for an action that starts from a file, where a drop zone would take too much room.
 */
export function FileButton({ acceptedFileTypes, onSelect, ...button }: FileButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={acceptedFileTypes}
      allowsMultiple={false}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onSelect(file);
      }}
    >
      <Button {...button} />
    </FileTrigger>
  );
}
