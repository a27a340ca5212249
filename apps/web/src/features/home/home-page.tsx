import { Heading, Text, ThemeToggle } from '@vita/ui';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { resolvedThemeAtom, themePreferenceAtom } from '../../lib/theme';
import * as styles from './home-page.css';

/**
 * The home screen's frame: the theme toggle at the top right, above whatever the route
 * decides to show (today the greeting; the onboarding wizard when a status query asks for it).
 */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <HomeThemeToggle />
      </div>
      {children}
    </div>
  );
}

function HomeThemeToggle() {
  const theme = useAtomValue(resolvedThemeAtom);
  const [, setPreference] = useAtom(themePreferenceAtom);
  return <ThemeToggle theme={theme} onChange={setPreference} />;
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
