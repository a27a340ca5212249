import type { ReactNode, Ref } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACSwitchProps['className'];
  /** The underlying `<label>` element (RAC renders the hidden input inside it). @default undefined */
  ref?: Ref<HTMLLabelElement>;
}

/** An on/off switch with its label (RAC Switch: `isSelected`, `onChange(isSelected)`). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName(styles.switchRoot, className)}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
