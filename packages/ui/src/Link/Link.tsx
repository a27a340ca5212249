import type { Ref } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACLinkProps['className'];
  /** The underlying `<a>` element. @default undefined */
  ref?: Ref<HTMLAnchorElement>;
}

/** An inline text link (RAC Link: client-side navigation through the app's RouterProvider). */
export function Link({ className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeClassName(styles.link, className)} />;
}
