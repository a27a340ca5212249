import { Heading, Text } from '@vita/ui';
import { useEffect, useRef, type ReactNode } from 'react';
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
  /**
   * The greeting has just replaced the wizard's last step, which was far down the page: it is
   * brought to the top and its heading takes focus, so the person (and a screen reader) starts at
   * the dashboard's beginning, not at the old scroll position.
   */
  arrived?: boolean;
}

export function Greeting({ name, arrived = false }: GreetingProps) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = section.current;
    if (!arrived || !box) return;
    if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'start' });
    box.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, [arrived]);
  return (
    <section ref={section} className={styles.greeting} aria-labelledby="home-greeting">
      <Heading level={1} id="home-greeting" className={styles.title} tabIndex={-1}>
        Hi, {name} 👋🏼
      </Heading>
      <Text className={styles.subtitle}>Welcome back, nice to see you again!!!</Text>
    </section>
  );
}
