import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Heading, type HeadingProps } from '../Heading/Heading';
import * as styles from './Card.css';

/** Props of a `<div>`, with its ref. */
type DivProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

export type CardProps = DivProps;

/** A bordered surface that groups related content. Pass `role="region"` and a label to make it a landmark. */
export function Card({ className, ...props }: CardProps) {
  return <div {...props} className={clsx(styles.card, className)} />;
}

/** Title and description area at the top of a Card. */
export function CardHeader({ className, ...props }: DivProps) {
  return <div {...props} className={clsx(styles.header, className)} />;
}

export interface CardTitleProps extends HeadingProps {
  /** Outline level of the title. @default 3 */
  level?: HeadingProps['level'];
}

/** The Card's heading. */
export function CardTitle({ level = 3, size = 'lg', className, ...props }: CardTitleProps) {
  return <Heading {...props} level={level} size={size} className={className} />;
}

/** Secondary text under the CardTitle. */
export function CardDescription({
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { ref?: Ref<HTMLParagraphElement> }) {
  return <p {...props} className={clsx(styles.description, className)} />;
}

/** The Card's main content. */
export function CardContent({ className, ...props }: DivProps) {
  return <div {...props} className={clsx(styles.content, className)} />;
}

/** A row of actions at the bottom of a Card. */
export function CardFooter({ className, ...props }: DivProps) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}
