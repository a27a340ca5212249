import { expect } from 'vitest';
import { API_PREFIX, createApiClient, type ApiClient } from '../client';
import { ApiError } from '../errors';
import type { UserPublic } from '../schemas/users';

/** What a runner provides: a way to reach the API and the first superuser's credentials. */
export interface ContractTargetOptions {
  /** Reaches the target: the real server (app.inject) or the MSW handlers. */
  fetch: typeof fetch;
  admin: { email: string; password: string };
  /**
   * How many CV files the target still keeps for an owner id. The API shows files to their owner
   * only, so a deleted account's files cannot be seen through it; this looks at the store itself.
   */
  storedCvFiles(ownerId: string): Promise<number>;
}

/** A signed-in account made for one scenario. */
export interface Account {
  user: UserPublic;
  email: string;
  password: string;
  token: string;
  api: ApiClient;
}

export interface ContractTarget extends ContractTargetOptions {
  /** Any origin works: the fetch decides where a request goes. */
  baseUrl: string;
  /** The typed client, sending `token` on endpoints that are not public. */
  client(token?: string | null): ApiClient;
  /** A raw request under the API prefix, for what the typed client never sends. */
  request(path: string, init?: RequestInit): Promise<Response>;
  signIn(email: string, password: string): Promise<string>;
  /** A new account with a unique e-mail built from `prefix`, signed in. */
  signUpAndSignIn(prefix: string, password?: string): Promise<Account>;
  /** The first superuser, signed in. */
  adminSession(): Promise<Account>;
}

let counter = 0;

/** A unique e-mail per call and per run, so scenarios never depend on each other or on seeds. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const CONTRACT_PASSWORD = 'contract-password-1';

export function createContractTarget(options: ContractTargetOptions): ContractTarget {
  const baseUrl = 'http://contract.test';
  const client = (token: string | null = null) =>
    createApiClient({ baseUrl, getToken: () => token, fetch: options.fetch });

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await client().login.accessToken({ body: { username: email, password } });
    return answer.access_token;
  }

  return {
    ...options,
    baseUrl,
    client,
    request: (path, init) => options.fetch(`${baseUrl}${API_PREFIX}${path}`, init),
    signIn,
    async signUpAndSignIn(prefix, password = CONTRACT_PASSWORD) {
      const email = uniqueEmail(prefix);
      const user = await client().users.signup({
        body: { email, password, full_name: `Contract ${prefix}` },
      });
      const token = await signIn(email, password);
      return { user, email, password, token, api: client(token) };
    },
    async adminSession() {
      const { email, password } = options.admin;
      const token = await signIn(email, password);
      const api = client(token);
      return { user: await api.users.me(), email, password, token, api };
    },
  };
}

/** Awaits a call that must fail, and checks its status and `detail` exactly. */
export async function expectFailure(
  call: Promise<unknown>,
  status: number,
  detail: unknown,
): Promise<void> {
  const error = await call.then(
    (value: unknown) => {
      throw new Error(`Expected HTTP ${status}, got a success: ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, body: (error as ApiError).body }).toEqual({
    status,
    body: { detail },
  });
}
