import { Heading, Skeleton } from '@vita/ui';
import { LinkButton } from '../../components/links';
import * as styles from './admin.css';

/** What a member sees at /admin: no users table, and no call to the admin API. */
export function AdminAccessDenied() {
  return (
    <section className={styles.denied} aria-labelledby="admin-denied">
      <Heading level={1} id="admin-denied">
        Access denied
      </Heading>
      <p className={styles.deniedText}>You don&apos;t have permission to view this page.</p>
      <LinkButton to="/" variant="outline">
        Go to Dashboard
      </LinkButton>
    </section>
  );
}

/** While the current user loads, neither the table nor the refusal is known yet. */
export function AdminLoading() {
  return (
    <div className={styles.loading} aria-hidden="true">
      <Skeleton height={36} width={280} />
      <Skeleton height={240} />
    </div>
  );
}
