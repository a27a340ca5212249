import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { handlers, resetMockDb } from '@vita/api/mocks';
import { toast } from '@vita/ui';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { writesSettled } from './render-app';

// Lazy route chunks and MSW answers take longer in jsdom than in a browser.
configure({ asyncUtilTimeout: 4000 });

export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// A stray console.error (React warnings, act() problems, failed prop types) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  await writesSettled();
  // react-aria's announcer keeps one live region in <body> for the whole run: empty it, as its
  // own clearAnnouncer does, so one test's announcements are not found by the next one's queries.
  document
    .querySelectorAll('[data-live-announcer] [role="log"]')
    .forEach((log) => log.replaceChildren());
  // The toast queue is module state: empty it so one test's toasts never leak into the next.
  act(() => toast.clear());
  server.resetHandlers();
  resetMockDb();
  window.localStorage.clear();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  vi.restoreAllMocks();
});

afterAll(() => server.close());
