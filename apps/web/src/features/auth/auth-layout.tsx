import { Card, CardContent, CardDescription, CardFooter, CardHeader, Heading } from '@vita/ui';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import * as styles from './auth-layout.css';

/** The public screens' frame: the brand above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <span className={styles.brand}>
          <Logo />
        </span>
        {children}
      </div>
    </main>
  );
}

export interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** One public screen: its h1, an optional explanation, the form and a link to the other screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card>
      <CardHeader className={styles.header}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? <CardFooter className={styles.footer}>{footer}</CardFooter> : null}
    </Card>
  );
}
