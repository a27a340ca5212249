import { Heading, Text } from '@vita/ui';
import { LinkButton } from '../../components/links';
import * as styles from './not-found-page.css';

/** Any unknown path, signed in or not. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <div className={styles.content}>
        <Heading level={1} className={styles.code}>
          404
        </Heading>
        <Heading level={2}>Oops!</Heading>
        <Text className={styles.text}>The page you are looking for was not found.</Text>
        <LinkButton to="/" variant="outline">
          Go Back
        </LinkButton>
      </div>
    </main>
  );
}
