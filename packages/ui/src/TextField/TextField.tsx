import type { Ref } from 'react';
import { Input, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { type FieldTextProps, TextFieldFrame } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  /** Hint shown inside the empty input. @default undefined */
  placeholder?: string;
  /** Ref to the underlying `<input>` (react-hook-form's `field.ref` focuses it on error). @default undefined */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for the field wrapper: a string, or a function of RAC's render props. @default undefined */
  className?: RACTextFieldProps['className'];
  /** The field's wrapper `<div>` (label, input, messages); use `inputRef` for the `<input>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled single-line text input (RAC TextField): Label → Input → description → FieldError. */
export function TextField({ placeholder, inputRef, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
    </TextFieldFrame>
  );
}
