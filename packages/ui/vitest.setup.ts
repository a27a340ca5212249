import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error (a React warning, a missing label from RAC, an act() warning) usually
// means a real bug, so it fails the test that produced it instead of scrolling past.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // react-aria's announcer keeps one live region in <body> for the whole run (test files share a
  // document here): empty it, as its own clearAnnouncer does, so one test's announcements are
  // not found by the next one's queries.
  document
    .querySelectorAll('[data-live-announcer] [role="log"]')
    .forEach((log) => log.replaceChildren());
  vi.restoreAllMocks();
  document.cookie.split(';').forEach((entry) => {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

// jsdom has no matchMedia; the sidebar asks it for the mobile breakpoint.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
