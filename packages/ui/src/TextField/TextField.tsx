import type { Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, Label } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { composeClassName } from '../utils/composeClassName';

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
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={errorMessage ? true : isInvalid}
      className={composeClassName(styles.field, className)}
    >
      <Label>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
