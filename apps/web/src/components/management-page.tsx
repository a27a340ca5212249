import { Heading } from '@vita/ui';
import type { ReactNode } from 'react';
import * as styles from './management-page.css';

export interface ManagementPageProps {
  /** The page's h1, e.g. 'Items Management'. */
  title: string;
  /** The primary action beside the title, e.g. the Add Item button. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of the list screens (items, CVs, users): title and action, then the content. */
export function ManagementPage({ title, action, children }: ManagementPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>{title}</Heading>
        {action}
      </div>
      {children}
    </div>
  );
}

/** The pagination row under a table, aligned to the end. */
export function TableFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
