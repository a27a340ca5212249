import { Checkbox, TextAreaField } from '@vita/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { blurAfterPress } from '../lib/blur-after-press';

export interface FormTextAreaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  placeholder?: string;
  /** Visible lines. @default 3 */
  rows?: number;
  isDisabled?: boolean;
}

/** A react-hook-form field bound to the ui multi-line field (see FormTextField). */
export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  rows = 3,
  ...props
}: FormTextAreaFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextAreaField
          {...props}
          rows={rows}
          name={field.name}
          value={(field.value as string | undefined | null) ?? ''}
          onChange={field.onChange}
          onBlur={blurAfterPress(field.onBlur)}
          inputRef={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isDisabled?: boolean;
}

/** A react-hook-form boolean bound to the ui checkbox. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  isDisabled,
}: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={blurAfterPress(field.onBlur)}
          inputRef={field.ref}
          isDisabled={isDisabled}
        >
          {label}
        </Checkbox>
      )}
    />
  );
}
