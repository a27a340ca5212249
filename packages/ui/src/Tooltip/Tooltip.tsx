import type { Ref } from 'react';
import { Tooltip as RACTooltip, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Tooltip.css';

export { TooltipTrigger } from 'react-aria-components';
export type { TooltipTriggerComponentProps as TooltipTriggerProps } from 'react-aria-components';

export interface TooltipProps extends RACTooltipProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACTooltipProps['className'];
  /** The tooltip's `<div role="tooltip">`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** A short label shown on hover or keyboard focus of its trigger (RAC Tooltip inside a TooltipTrigger). */
export function Tooltip({ className, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeClassName(styles.tooltip, className)}
    />
  );
}
