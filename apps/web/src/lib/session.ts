import { storedValue } from './local-storage';

/** The access token lives in localStorage under this key, as the raw string. */
export const ACCESS_TOKEN_KEY = 'access_token';

/** The stored access token of one app (null when signed out), as it is in localStorage now. */
export const storedToken = () =>
  storedValue<string | null>(ACCESS_TOKEN_KEY, (raw) => (raw ? raw : null));

/** The session as routes, the api client and screens see it. */
export interface Session {
  getToken(): string | null;
  signIn(token: string): void;
  /** Removes the token, clears all cached server data and goes to /login. */
  signOut(): void;
  /** Calls `onChange` when the token changes (a sign-in or sign-out, here or in another tab). */
  subscribe(onChange: () => void): () => void;
}
