import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  Form,
  Heading,
  StrokeIcon,
} from '@vita/ui';
import type { FormEvent, ReactNode } from 'react';
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

export interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's label ('Sign In') and its label while the call runs ('Signing in...'). */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  children: ReactNode;
}

/** A public screen's form: its fields, then one full-width submit button. */
export function AuthForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending,
  children,
}: AuthFormProps) {
  return (
    <Form onSubmit={onSubmit}>
      {children}
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}

export interface AuthNoticeProps {
  /**
   * 'success': a step went through (a status); 'warning': the screen cannot do what the visitor
   * came for, and says what to do instead (an alert).
   */
  tone: 'success' | 'warning';
  children: ReactNode;
}

/** A word above a public screen's form: the account was created, the link cannot work. */
export function AuthNotice({ tone, children }: AuthNoticeProps) {
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className={styles.notice[tone]}>
      {/* lucide's circle-check and circle-alert, drawn in place: every first visit shows this. */}
      <StrokeIcon className={styles.noticeIcon}>
        <circle cx="12" cy="12" r="10" />
        {tone === 'success' ? (
          <path d="m16 9-5.5 5.5L8 12" />
        ) : (
          <>
            <line x1="12" x2="12" y1="8" y2="12" />
            <line x1="12" x2="12.01" y1="16" y2="16" />
          </>
        )}
      </StrokeIcon>
      <div className={styles.noticeText}>{children}</div>
    </div>
  );
}
