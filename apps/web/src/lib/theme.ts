import { darkThemeClass, lightThemeClass } from '@vita/ui';
import { useLayoutEffect } from 'react';
import { storedValue, useStoredValue, type StoredValue } from './local-storage';

export const THEME_KEY = 'theme';
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

const isPreference = (value: string | null): value is ThemePreference =>
  (themePreferences as readonly (string | null)[]).includes(value);

/** The theme of one app: the user's choice, and the theme that shows. */
export interface ThemeStore {
  /**
   * The user's choice, stored raw under `theme` (the script that runs before the bundle reads it
   * as plain text); anything unknown means 'system'.
   */
  preference: StoredValue<ThemePreference>;
  /** The preference, or for 'system' the operating system's, followed live while listened to. */
  resolved: Pick<StoredValue<ResolvedTheme>, 'get' | 'subscribe'>;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

// jsdom and old browsers have no matchMedia: treat them as preferring light.
const darkMedia = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;

/** The theme as stored now. */
export function createThemeStore(): ThemeStore {
  const preference = storedValue<ThemePreference>(THEME_KEY, (raw) =>
    isPreference(raw) ? raw : 'system',
  );
  const resolved: ThemeStore['resolved'] = {
    get() {
      const chosen = preference.get();
      if (chosen !== 'system') return chosen;
      return darkMedia()?.matches ? 'dark' : 'light';
    },
    subscribe(onChange) {
      const media = darkMedia();
      media?.addEventListener('change', onChange);
      const stop = preference.subscribe(onChange);
      return () => {
        stop();
        media?.removeEventListener('change', onChange);
      };
    },
  };
  return { preference, resolved };
}

/** The user's choice and its setter, for the theme controls (the app's store: `useTheme`). */
export function useThemePreference({ preference }: ThemeStore) {
  return [useStoredValue(preference), preference.set] as const;
}

/** The theme that shows. */
export const useResolvedTheme = (theme: ThemeStore) => useStoredValue(theme.resolved);

/**
 * Puts the ui theme class on <html>. index.html sets only `data-theme` before the bundle loads
 * (the classes are hashed, so it cannot know them); this replaces it with the real class.
 */
export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement) {
  root.classList.toggle(lightThemeClass, theme === 'light');
  root.classList.toggle(darkThemeClass, theme === 'dark');
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Keeps <html> in step with the preference and, for 'system', with the OS setting. */
export function useApplyTheme(store: ThemeStore) {
  const theme = useResolvedTheme(store);
  // Layout effect: the class must change in the same frame as the toggle, never one paint late.
  useLayoutEffect(() => applyTheme(theme), [theme]);
}
