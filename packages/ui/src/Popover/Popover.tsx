import { createContext, type Ref } from 'react';
import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Popover.css';

/** Tells a Menu that it already sits in a Popover, so it does not add its own. */
export const InsidePopoverContext = createContext(false);

export interface PopoverProps extends RACPopoverProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACPopoverProps['className'];
  /** The popover's element. @default undefined */
  ref?: Ref<HTMLElement>;
}

/** A floating surface anchored to its trigger (RAC Popover: positioning, dismissal, focus). */
export function Popover({ className, offset = 6, children, ...props }: PopoverProps) {
  return (
    <RACPopover {...props} offset={offset} className={composeClassName(styles.popover, className)}>
      {(renderProps) => (
        <InsidePopoverContext.Provider value={true}>
          {typeof children === 'function' ? children(renderProps) : children}
        </InsidePopoverContext.Provider>
      )}
    </RACPopover>
  );
}
