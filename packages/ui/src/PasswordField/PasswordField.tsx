import { useState } from 'react';
import { Button, Input } from 'react-aria-components';
import { TextFieldFrame } from '../Field/Field';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Browser autofill hint: `current-password` on sign-in, `new-password` when choosing one. @default 'current-password' */
  autoComplete?: string;
}

/** A TextField for passwords with a button that shows or hides the characters. */
export function PasswordField({
  placeholder,
  inputRef,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextFieldFrame {...props} type={isVisible ? 'text' : 'password'} autoComplete={autoComplete}>
      <div className={styles.control}>
        <Input ref={inputRef} placeholder={placeholder} className={styles.passwordInput} />
        <Button
          className={styles.toggle}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          isDisabled={props.isDisabled}
          onPress={() => setIsVisible((visible) => !visible)}
        >
          {/* Drawn in place (lucide's eye and eye-off): the sign-in screen shows this field. */}
          {isVisible ? (
            <StrokeIcon>
              <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
              <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
              <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
              <path d="m2 2 20 20" />
            </StrokeIcon>
          ) : (
            <StrokeIcon>
              <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
              <circle cx="12" cy="12" r="3" />
            </StrokeIcon>
          )}
        </Button>
      </div>
    </TextFieldFrame>
  );
}
