import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** An on/off switch with its label (RAC Switch: `isSelected`, `onChange(isSelected)`). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={clsx(styles.switchRoot, className)}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
