import { Heading, Text } from '@vita/ui';
import type { ReactNode } from 'react';
import * as styles from './home-page.css';

/**
 * The home screen's frame, around whatever the route decides to show (today the greeting; the
 * onboarding wizard when a status query asks for it).
 */
export function HomeLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>;
}

export function HomeLoading() {
  return (
    <Text role="status" className={styles.loading}>
      Loading...
    </Text>
  );
}

export interface GreetingProps {
  /** The user's full name, or the e-mail when there is none. */
  name: string;
}

export function Greeting({ name }: GreetingProps) {
  return (
    <section className={styles.greeting} aria-labelledby="home-greeting">
      <Heading level={1} id="home-greeting" className={styles.title}>
        Hi, {name} 👋🏼
      </Heading>
      <Text className={styles.subtitle}>Welcome back, nice to see you again!!!</Text>
    </section>
  );
}
