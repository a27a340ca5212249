import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, Label } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'className' | 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children: ReactNode;
  /** Stack the options or lay them out in a row. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Extra class names. @default undefined */
  className?: string;
}

/** A labelled group of radio buttons (RAC RadioGroup: arrow keys move the selection). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      isInvalid={errorMessage ? true : isInvalid}
      className={clsx(styles.group, className)}
    >
      <Label>{label}</Label>
      <div className={styles.items}>{children}</div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** One option of a RadioGroup; `value` is what the group reports when it is chosen. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={clsx(styles.radio, className)}>
      <span className={styles.circle} aria-hidden />
      {children}
    </RACRadio>
  );
}
