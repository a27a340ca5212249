import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon above the title. @default undefined */
  icon?: ReactNode;
  /** E.g. "You don't have any items yet". */
  title: string;
  /** E.g. 'Add a new item to get started'. @default undefined */
  description?: ReactNode;
  /** A call to action, usually a Button or a DialogTrigger. @default undefined */
  action?: ReactNode;
  /** Outline level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** What a list shows when it has nothing in it yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={clsx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
