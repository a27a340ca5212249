import { clsx } from 'clsx';
import { Tooltip as RACTooltip, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

export { TooltipTrigger } from 'react-aria-components';
export type { TooltipTriggerComponentProps as TooltipTriggerProps } from 'react-aria-components';

export interface TooltipProps extends Omit<RACTooltipProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** A short label shown on hover or keyboard focus of its trigger (RAC Tooltip inside a TooltipTrigger). */
export function Tooltip({ className, offset = 8, ...props }: TooltipProps) {
  return <RACTooltip {...props} offset={offset} className={clsx(styles.tooltip, className)} />;
}
