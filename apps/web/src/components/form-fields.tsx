import { PasswordField, TextField } from '@vita/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { blurAfterPress } from '../lib/blur-after-press';
import { emailExample, emailFieldProps } from './email-field';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** 'password' renders the ui PasswordField (with its show/hide button). @default 'text' */
  kind?: 'text' | 'password';
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  description?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Binds a react-hook-form field to a ui text field: value, change, blur (for on-blur validation,
 * after any mouse press that caused it), the ref (so the first invalid field gets focus) and the
 * zod message as the field's error.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  kind = 'text',
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          ...props,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: blurAfterPress(field.onBlur),
          inputRef: field.ref,
          isInvalid: fieldState.invalid,
          errorMessage: fieldState.error?.message,
        };
        return kind === 'password' ? <PasswordField {...common} /> : <TextField {...common} />;
      }}
    />
  );
}

export interface FormEmailFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shows an example address; left out where the field already holds one. @default true */
  withExample?: boolean;
}

/** The e-mail field of the sign-in, sign-up, recovery and profile forms. */
export function FormEmailField<T extends FieldValues>({
  withExample = true,
  ...props
}: FormEmailFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      {...emailFieldProps}
      placeholder={withExample ? emailExample : undefined}
    />
  );
}

export interface FormNewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The new password's field and label ('Password', 'New Password'). */
  name: FieldPath<T>;
  label: string;
  /** Its confirmation's field, labelled 'Confirm Password'. */
  confirmName: FieldPath<T>;
}

/** A new password and its confirmation, which password managers may fill in together. */
export function FormNewPasswordFields<T extends FieldValues>({
  control,
  name,
  label,
  confirmName,
}: FormNewPasswordFieldsProps<T>) {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        kind="password"
        label={label}
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name={confirmName}
        kind="password"
        label="Confirm Password"
        autoComplete="new-password"
      />
    </>
  );
}
