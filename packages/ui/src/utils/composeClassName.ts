import { clsx } from 'clsx';

/** RAC's `className`: a string, or a function of the component's render props (state). */
export type RenderClassName<T> =
  string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined;

/**
 * The component's own classes first, then the caller's. A caller's function (as RAC allows,
 * e.g. `({ isPressed }) => …`) is kept a function so it still sees the live render props.
 */
export function composeClassName<T>(
  own: string,
  className: RenderClassName<T>,
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  if (typeof className !== 'function') return clsx(own, className);
  return (values) => clsx(own, className(values));
}
