import { clsx } from 'clsx';
import { createContext } from 'react';
import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

/** Tells a Menu that it already sits in a Popover, so it does not add its own. */
export const InsidePopoverContext = createContext(false);

export interface PopoverProps extends Omit<RACPopoverProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** A floating surface anchored to its trigger (RAC Popover: positioning, dismissal, focus). */
export function Popover({ className, offset = 6, children, ...props }: PopoverProps) {
  return (
    <RACPopover {...props} offset={offset} className={clsx(styles.popover, className)}>
      {(renderProps) => (
        <InsidePopoverContext.Provider value={true}>
          {typeof children === 'function' ? children(renderProps) : children}
        </InsidePopoverContext.Provider>
      )}
    </RACPopover>
  );
}
