import type { ReactNode, Ref } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, Label } from '../Field/Field';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children: ReactNode;
  /** Stack the options or lay them out in a row. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACRadioGroupProps['className'];
  /** The group's `<div role="radiogroup">`. @default undefined */
  ref?: Ref<HTMLDivElement>;
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
      className={composeClassName(styles.group, className)}
    >
      <Label>{label}</Label>
      <div className={styles.items}>{children}</div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACRadioProps['className'];
  /** The underlying `<label>` element (RAC renders the hidden input inside it). @default undefined */
  ref?: Ref<HTMLLabelElement>;
}

/** One option of a RadioGroup; `value` is what the group reports when it is chosen. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeClassName(styles.radio, className)}>
      <span className={styles.circle} aria-hidden />
      {children}
    </RACRadio>
  );
}
