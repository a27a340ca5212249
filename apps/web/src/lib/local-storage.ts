import { useSyncExternalStore } from 'react';

/**
 * A value of the app kept in localStorage as the raw string, not JSON (`access_token` and
 * `theme` are read as plain text elsewhere: by the theme script before the bundle, by other tabs
 * and tools). While anything listens, it follows changes made in other tabs.
 *
 * A few lines instead of a state library's stored atom: the token and the theme are all the
 * public screens keep, and the library would be part of every first visit to /login.
 */
export interface StoredValue<T> {
  get(): T;
  /** Changes the value for this tab and stores it (null removes the key). */
  set(value: T): void;
  /** Calls `onChange` after every change; answers the function that stops it. */
  subscribe(onChange: () => void): () => void;
}

/** The value under `key`, read now (once per app: a second app in the page reads it again). */
export function storedValue<T extends string | null>(
  key: string,
  parse: (raw: string | null) => T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let value = readStored(key, parse);
  const changed = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && event.key === key) {
      value = parse(event.newValue);
      changed();
    }
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      try {
        if (next === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        // Not persisted; this tab still holds the value.
      }
      changed();
    },
    subscribe(onChange) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function readStored<T>(key: string, parse: (raw: string | null) => T): T {
  try {
    return parse(window.localStorage.getItem(key));
  } catch {
    // Storage can throw in private modes or when disabled; behave as if empty.
    return parse(null);
  }
}

/** The value, rendering again when it changes. */
export function useStoredValue<T>(stored: Pick<StoredValue<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(stored.subscribe, stored.get, stored.get);
}
