import { clsx } from 'clsx';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** An inline text link (RAC Link: client-side navigation through the app's RouterProvider). */
export function Link({ className, ...props }: LinkProps) {
  return <RACLink {...props} className={clsx(styles.link, className)} />;
}
