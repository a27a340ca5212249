import type { Ref } from 'react';
import { TextArea, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { type FieldTextProps, TextFieldFrame } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldTextProps {
  /** Hint shown inside the empty text area. @default undefined */
  placeholder?: string;
  /** Visible text lines before it scrolls (the user can resize vertically). @default 4 */
  rows?: number;
  /** Ref to the underlying `<textarea>`. @default undefined */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Extra class names for the field wrapper: a string, or a function of RAC's render props. @default undefined */
  className?: RACTextFieldProps['className'];
  /** The field's wrapper `<div>` (label, input, messages); use `inputRef` for the `<textarea>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled multi-line text input (RAC TextField + TextArea). */
export function TextAreaField({ placeholder, rows = 4, inputRef, ...props }: TextAreaFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <TextArea ref={inputRef} placeholder={placeholder} rows={rows} className={styles.textArea} />
    </TextFieldFrame>
  );
}
