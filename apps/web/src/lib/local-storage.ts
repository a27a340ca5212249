import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';

/**
 * A jotai storage that keeps the value as a raw string, not JSON (`access_token` and `theme` are
 * read as plain text elsewhere: by the theme script before the bundle, by other tabs and
 * tools), and follows changes made in other tabs.
 */
export function rawStringStorage<T extends string | null>(
  parse: (raw: string | null) => T,
): SyncStorage<T> {
  return {
    getItem: (key) => {
      try {
        return parse(window.localStorage.getItem(key));
      } catch {
        // Storage can throw in private modes or when disabled; behave as if empty.
        return parse(null);
      }
    },
    setItem: (key, value) => {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      } catch {
        // Not persisted; the in-memory atom still holds the value for this tab.
      }
    },
    removeItem: (key) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // See setItem.
      }
    },
    subscribe: (key, callback) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === window.localStorage && event.key === key) {
          callback(parse(event.newValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
