import type { Decorator } from '@storybook/react-vite';
import { handlers, mockCredentials, resetMockDb } from '@vita/api/mocks';
import { SIDEBAR_COOKIE_NAME, toast } from '@vita/ui';
import { createMemoryHistory } from '@tanstack/react-router';
import type {} from 'msw-storybook-addon/csf3';
import { useEffect, useLayoutEffect, useState } from 'react';
import { AppProviders, createApp } from '../app';
import { ACCESS_TOKEN_KEY } from '../lib/session';
import { THEME_KEY } from '../lib/theme';

export interface StoryAppParameters {
  /** The URL the app starts at. */
  path: string;
  /** Who is signed in: a seed user, or nobody. @default 'nobody' */
  as?: 'admin' | 'member' | 'nobody';
  /** A raw token to store instead (e.g. a bogus one). */
  token?: string;
  /** The sidebar's stored state. @default 'expanded' */
  sidebar?: 'expanded' | 'collapsed';
}

declare module '@storybook/react-vite' {
  interface Parameters {
    app?: StoryAppParameters;
  }
}

interface StoryAppProps extends StoryAppParameters {
  theme: 'light' | 'dark';
}

/**
 * The whole app (real routes, guards, query client) on a memory history. Browser state that the
 * app reads at start (token, theme, sidebar cookie) is written first, so every story starts the
 * same way whatever ran before it. The app stays mounted when Storybook's theme changes: the
 * screen keeps its state (an open dialog, typed values) and only its theme follows.
 */
function StoryApp({ path, as = 'nobody', token, sidebar = 'expanded', theme }: StoryAppProps) {
  const [app] = useState(() => {
    const stored = token ?? (as === 'nobody' ? null : mockCredentials[as].token);
    if (stored) window.localStorage.setItem(ACCESS_TOKEN_KEY, stored);
    else window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    // Storybook's theme toolbar decides; the app then applies the same class the preview does.
    window.localStorage.setItem(THEME_KEY, theme);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${sidebar === 'expanded'}; path=/`;
    toast.clear();
    return createApp({
      history: createMemoryHistory({ initialEntries: [path] }),
      query: { retry: false },
    });
  });
  // Storybook's theme toolbar decides, as the Appearance setting would in the app.
  useLayoutEffect(() => app.services.theme.preference.set(theme), [app, theme]);
  // The next story renders into the same page and shares the toast queue: a request of this
  // story still in flight when it goes (cut off when the next story's mocks start) must end
  // quietly, not as an error toast on the next story's screen.
  useEffect(() => () => void app.services.queryClient.cancelQueries(), [app]);
  return <AppProviders app={app} />;
}

/** Renders the story's `parameters.app` screen; the story's own component is not used. */
export const withApp: Decorator = (_Story, context) => {
  const params = context.parameters.app;
  if (!params) throw new Error('Screen stories need parameters.app');
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <StoryApp key={context.id} {...params} theme={theme} />;
};

/** Fresh seed data and the default handlers before each story; stories prepend overrides. */
export function resetMockApi({ msw }: { msw: { use: (...h: typeof handlers) => void } }) {
  resetMockDb();
  msw.use(...handlers);
}
