import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppProviders, createApp } from '../app';
import { ACCESS_TOKEN_KEY } from '../lib/session';

export interface RenderAppOptions {
  /** A stored access token before the app starts (signed in). @default none */
  token?: string;
}

/** Renders the whole app (real routes, guards, query client, MSW) at `path`. */
export async function renderApp(path: string, { token }: RenderAppOptions = {}) {
  if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    query: { retry: false },
  });
  const user = userEvent.setup();
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<AppProviders app={app} />);
  });
  return { ...result, app, user, screen, pathname: () => app.router.state.location.pathname };
}

/** Waits for a toast with this title and description in the notification region. */
export async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await within(region).findByText(title);
  await within(region).findByText(description);
}
