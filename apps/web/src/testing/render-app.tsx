import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppProviders, createApp } from '../app';
import { ACCESS_TOKEN_KEY } from '../lib/session';

export interface RenderAppOptions {
  /** A stored access token before the app starts (signed in). @default none */
  token?: string;
}

/** The apps this test rendered: their writes must end before the next test starts. */
const rendered = new Set<ReturnType<typeof createApp>>();

/**
 * Waits until no app this test rendered has a write under way, then forgets them. Test files
 * share a worker's modules and its mock database, and a write can outlive its screen: a save
 * pressed last first loads its endpoint group, so under load its request could reach the mock
 * database after the next test (perhaps another file's) had set up its own member.
 */
export async function writesSettled() {
  const apps = [...rendered];
  rendered.clear();
  await waitFor(
    () => {
      const busy = apps.reduce((sum, app) => sum + app.services.queryClient.isMutating(), 0);
      if (busy > 0) throw new Error(`${busy} write(s) of the ended test still under way`);
    },
    { timeout: 10_000, interval: 5 },
  );
}

/** Renders the whole app (real routes, guards, query client, MSW) at `path`. */
export async function renderApp(path: string, { token }: RenderAppOptions = {}) {
  if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    query: { retry: false },
  });
  rendered.add(app);
  // No timer between keystrokes: with one (the default) every key waits for the event loop, so
  // on a loaded machine a form of a few fields took most of a test's time, and a test that timed
  // out went on typing into the next test's screen. Each key still fires its events in order.
  const user = userEvent.setup({ delay: null });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<AppProviders app={app} />);
  });
  return { ...result, app, user, screen, pathname: () => app.router.state.location.pathname };
}

/**
 * Puts `text` into `field` at once, as a paste: for a value a test needs but does not test the
 * typing of (a long address), so no test spends its time on keystrokes.
 */
export async function pasteInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

/** Waits for a toast with this title and description in the notification region. */
export async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await within(region).findByText(title);
  await within(region).findByText(description);
}
