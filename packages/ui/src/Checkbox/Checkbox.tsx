import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'children'> {
  /** The visible label (e.g. 'I currently work here'). */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** A checkbox with its label (RAC Checkbox: `isSelected`/`defaultSelected`, `onChange(isSelected)`). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={clsx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? (
              <Minus size={12} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={12} strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
