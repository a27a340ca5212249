import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Field.css';

export interface LabelProps extends Omit<RACLabelProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
  /** The `<label>` element. @default undefined */
  ref?: Ref<HTMLLabelElement>;
}

/** A field label (RAC Label: wired to its field by RAC's context). */
export function Label({ className, ...props }: LabelProps) {
  return <RACLabel {...props} className={clsx(styles.label, className)} />;
}

export interface FieldDescriptionProps {
  /** The help text. */
  children: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** Help text below a field (RAC Text slot="description", linked with aria-describedby). */
export function FieldDescription({ children, className }: FieldDescriptionProps) {
  return (
    <Text slot="description" className={clsx(styles.description, className)}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps extends RACFieldErrorProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACFieldErrorProps['className'];
  /** The error's element. @default undefined */
  ref?: Ref<HTMLElement>;
}

/** The field's error (RAC FieldError: shown only while the field is invalid, linked with aria-describedby). */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={composeClassName(styles.error, className)} />;
}

/** Props every text-like field shares. */
export interface FieldTextProps {
  /** Visible label; also the accessible name of the input. */
  label: ReactNode;
  /** Help text under the input. @default undefined */
  description?: ReactNode;
  /** Error shown under the input; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
}

export interface TextFieldFrameProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  /** The control between the label and the messages (an input, a text area, an input with a button). */
  children: ReactNode;
  /** The field's wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The frame every text field shares (RAC TextField): Label, the control, the description and
 * the FieldError; an error message marks the field invalid.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  isInvalid,
  children,
  ...props
}: TextFieldFrameProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={errorMessage ? true : isInvalid}
      className={composeClassName(styles.field, className)}
    >
      <Label>{label}</Label>
      {children}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
