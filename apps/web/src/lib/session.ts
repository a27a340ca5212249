import { atomWithStorage } from 'jotai/utils';
import { rawStringStorage } from './local-storage';

/** The access token lives in localStorage under this key, as the raw string. */
export const ACCESS_TOKEN_KEY = 'access_token';

const tokenStorage = rawStringStorage((raw) => (raw ? raw : null));

export const accessTokenAtom = atomWithStorage<string | null>(
  ACCESS_TOKEN_KEY,
  null,
  tokenStorage,
  {
    getOnInit: true,
  },
);

/** The token in localStorage now (atomWithStorage reads it only once, when the module loads). */
export const readStoredToken = () => tokenStorage.getItem(ACCESS_TOKEN_KEY, null);

/** The session as routes, the api client and screens see it. */
export interface Session {
  getToken(): string | null;
  signIn(token: string): void;
  /** Removes the token, clears all cached server data and goes to /login. */
  signOut(): void;
}
