import { Check, Minus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The visible label (e.g. 'I currently work here'). */
  children?: ReactNode;
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACCheckboxProps['className'];
  /** The underlying `<label>` element (RAC renders the hidden input inside it). @default undefined */
  ref?: Ref<HTMLLabelElement>;
}

/** A checkbox with its label (RAC Checkbox: `isSelected`/`defaultSelected`, `onChange(isSelected)`). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(styles.checkbox, className)}>
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
