import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button, Input, TextField as RACTextField } from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { composeClassName } from '../utils/composeClassName';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Browser autofill hint: `current-password` on sign-in, `new-password` when choosing one. @default 'current-password' */
  autoComplete?: string;
}

/** A TextField for passwords with a button that shows or hides the characters. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  isInvalid,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={errorMessage ? true : isInvalid}
      className={composeClassName(fieldStyles.field, className)}
    >
      <Label>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} placeholder={placeholder} className={styles.passwordInput} />
        <Button
          className={styles.toggle}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          isDisabled={props.isDisabled}
          onPress={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
        </Button>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
