import type { HTMLAttributes, Ref } from 'react';
import { srOnly } from '../theme/shared.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render as a block element instead of inline. @default 'span' */
  elementType?: 'span' | 'div';
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLElement>;
}

/** Content for screen readers only (e.g. a heading that the layout makes obvious to sighted users). */
export function VisuallyHidden({
  elementType: Element = 'span',
  className,
  ref,
  ...props
}: VisuallyHiddenProps) {
  return (
    <Element
      {...props}
      // Either element is an HTMLElement, which is all the ref promises.
      ref={ref as Ref<HTMLDivElement & HTMLSpanElement>}
      className={className ? `${srOnly} ${className}` : srOnly}
    />
  );
}
