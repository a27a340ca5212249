import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlOption {
  id: string;
  label: string;
}

export interface SegmentedControlProps {
  /** The choices, in order; one is always chosen. */
  options: readonly SegmentedControlOption[];
  /** The chosen option's id. */
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  /** Names the group for assistive technology. */
  'aria-label': string;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A row of buttons of which exactly one is pressed: a switch between views of the same screen
 * (RAC ToggleButtonGroup, single selection that cannot be emptied; arrow keys move between them).
 */
export function SegmentedControl({
  options,
  selectedKey,
  onSelectionChange,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      {...props}
      className={className ? `${styles.group} ${className}` : styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = keys;
        // RAC reports the unchanged choice too when the chosen option is pressed again.
        if (key !== undefined && String(key) !== selectedKey) onSelectionChange(String(key));
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.option}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
