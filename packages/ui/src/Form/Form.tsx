import { clsx } from 'clsx';
import type { Ref } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className'> {
  /**
   * How fields report errors. `aria` leaves validation to the app (zod via react-hook-form), so
   * the spec's exact messages show instead of the browser's native bubbles. @default 'aria'
   */
  validationBehavior?: RACFormProps['validationBehavior'];
  /** Extra class names (the form stacks its children with a 16px gap). @default undefined */
  className?: string;
  /** The `<form>` element. @default undefined */
  ref?: Ref<HTMLFormElement>;
}

/** A form (RAC Form: passes `validationErrors` and the validation behaviour down to its fields). */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <RACForm
      {...props}
      validationBehavior={validationBehavior}
      className={clsx(styles.form, className)}
    />
  );
}
