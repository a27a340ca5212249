import { darkThemeClass, lightThemeClass } from '@vita/ui';
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useLayoutEffect } from 'react';
import { rawStringStorage } from './local-storage';

export const THEME_KEY = 'theme';
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

const isPreference = (value: string | null): value is ThemePreference =>
  (themePreferences as readonly (string | null)[]).includes(value);

/**
 * The user's choice, stored raw under `theme` (the script that runs before the bundle reads it
 * as plain text); anything unknown means 'system'.
 */
const themeStorage = rawStringStorage<ThemePreference>((raw) =>
  isPreference(raw) ? raw : 'system',
);

export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  THEME_KEY,
  'system',
  themeStorage,
  { getOnInit: true },
);

/** The preference in localStorage now (atomWithStorage reads it only once, at module load). */
export const readStoredThemePreference = () => themeStorage.getItem(THEME_KEY, 'system');

const DARK_QUERY = '(prefers-color-scheme: dark)';

// jsdom and old browsers have no matchMedia: treat them as preferring light.
const darkMedia = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;

/** Follows the operating system's preference live while anything reads it. */
const systemPrefersDarkAtom = atom(darkMedia()?.matches ?? false);
systemPrefersDarkAtom.onMount = (set) => {
  const media = darkMedia();
  if (!media) return;
  const onChange = () => set(media.matches);
  onChange();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export const resolvedThemeAtom = atom<ResolvedTheme>((get) => {
  const preference = get(themePreferenceAtom);
  if (preference !== 'system') return preference;
  return get(systemPrefersDarkAtom) ? 'dark' : 'light';
});

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
export function useApplyTheme() {
  const theme = useAtomValue(resolvedThemeAtom);
  // Layout effect: the class must change in the same frame as the toggle, never one paint late.
  useLayoutEffect(() => applyTheme(theme), [theme]);
}
