import { Heading, Text } from '@vita/ui';
import { LinkButton } from '../../components/links';
import * as styles from './not-found-page.css';

export interface NotFoundPageProps {
  /**
   * Rendered inside the signed-in frame, whose content area is already the page's `<main>`: the
   * screen is then a block of that content instead of a page of its own.
   */
  inFrame?: boolean;
}

/** Any unknown path, signed in or not. */
export function NotFoundPage({ inFrame = false }: NotFoundPageProps) {
  const content = (
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
  );
  if (inFrame) return <div className={styles.framed}>{content}</div>;
  return <main className={styles.page}>{content}</main>;
}
