import { Check, ChevronDown } from 'lucide-react';
import type { Key, Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Popover } from '../Popover/Popover';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps
  extends
    Omit<
      RACSelectProps<SelectOption>,
      'children' | 'value' | 'onChange' | 'selectedKey' | 'onSelectionChange'
    >,
    FieldTextProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen option's id; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown while nothing is chosen. @default 'Select…' */
  placeholder?: string;
  /** Extra class names for the wrapper. @default undefined */
  className?: RACSelectProps<SelectOption>['className'];
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled single choice from a short list (RAC Select: a button opening a list box). */
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder = 'Select…',
  className,
  isInvalid,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      isInvalid={errorMessage ? true : isInvalid}
      className={composeClassName(fieldStyles.field, className)}
    >
      <Label>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <Check size={14} aria-hidden /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
