import { Heading, Text } from '@vita/ui';
import type { ReactNode } from 'react';
import * as styles from './home-page.css';

/** The home screen's frame, around the onboarding wizard or the greeting and dashboard. */
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

/** The onboarding status could not be read: the reason, as the server gave it. */
export function HomeError({ message }: { message: string }) {
  return (
    <Text role="alert" className={styles.error}>
      Error loading onboarding status: {message}
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
