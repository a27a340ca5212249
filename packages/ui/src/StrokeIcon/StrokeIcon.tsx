import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** The icon's shapes, drawn on a 24 × 24 grid with the current text colour. */
  children: ReactNode;
  /** Width and height in pixels. @default 16 */
  size?: number;
  /** Extra class names for the `<svg>`. @default undefined */
  className?: string;
}

/**
 * A decorative line icon drawn in place, with the frame of the lucide icons the rest of the
 * product uses (24 × 24, 2 px round strokes), so both look alike. For the few icons of the
 * screens every first visit shows: the icon library's shared code would load with them.
 */
export function StrokeIcon({ children, size = 16, className }: StrokeIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      {children}
    </svg>
  );
}
