import type { HTMLAttributes } from 'react';
import { srOnly } from '../theme/shared.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render as a block element instead of inline. @default 'span' */
  elementType?: 'span' | 'div';
}

/** Content for screen readers only (e.g. a heading that the layout makes obvious to sighted users). */
export function VisuallyHidden({
  elementType: Element = 'span',
  className,
  ...props
}: VisuallyHiddenProps) {
  return <Element {...props} className={className ? `${srOnly} ${className}` : srOnly} />;
}
