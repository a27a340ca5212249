import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildPath,
  createApiClient,
  listEndpoints,
  pageToSkip,
  type ApiClientOptions,
} from './index';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

const USER = {
  id: '7f0c1a52-8c4e-4c3b-9d67-0b7a2b8f4e11',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  is_active: true,
  is_superuser: false,
};
const OWNER = '0d8a4b8e-3c1f-4d8e-9a43-5b5f0f6c2d10';
const ITEM = {
  id: '2b1e5b0c-9f6d-4d0e-8c8e-4a0f3a7e9b21',
  title: 'Milk',
  description: null,
  owner_id: OWNER,
};

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client over a fake fetch that answers with `respond` and records every call. */
function setup(respond: (call: Call) => Response, options: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    return respond(call);
  });
  const api = createApiClient({
    getToken: () => 'tok-123',
    onUnauthorized,
    fetch: fakeFetch as unknown as typeof fetch,
    ...options,
  });
  return { api, calls, onUnauthorized };
}

describe('buildPath', () => {
  it('fills placeholders and encodes each value so it cannot change the path', () => {
    expect(buildPath('/users/{user_id}', { user_id: 'abc' })).toBe('/users/abc');
    expect(buildPath('/password-recovery/{email}', { email: 'a+b@x.io' })).toBe(
      '/password-recovery/a%2Bb%40x.io',
    );
    expect(buildPath('/items/{id}', { id: '../admin' })).toBe('/items/..%2Fadmin');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/items/{id}', {})).toThrow('Missing path parameter: id');
  });
});

describe('pageToSkip: skip = (page - 1) * 5', () => {
  it('maps pages to offsets and clamps invalid pages to the first', () => {
    expect(pageToSkip(1)).toBe(0);
    expect(pageToSkip(3)).toBe(10);
    expect(pageToSkip(0)).toBe(0);
    expect(pageToSkip(-2)).toBe(0);
  });
});

describe('createApiClient', () => {
  it('prefixes /api/v1, sends the bearer token and parses the answer', async () => {
    const { api, calls } = setup(() => json(200, USER));
    await expect(api.users.me()).resolves.toEqual(USER);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/users/me');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('uses baseUrl when given', async () => {
    const { api, calls } = setup(() => json(200, USER), { baseUrl: 'http://api.test' });
    await api.users.me();
    expect(calls[0]!.url).toBe('http://api.test/api/v1/users/me');
  });

  it('sends no authorization header without a stored token', async () => {
    const { api, calls } = setup(() => json(200, USER), { getToken: () => null });
    await api.users.me();
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('builds list queries with skip and limit', async () => {
    const { api, calls } = setup(() => json(200, { data: [ITEM], count: 6 }));
    const page = await api.items.list({ query: { skip: pageToSkip(2), limit: 5 } });
    expect(calls[0]!.url).toBe('/api/v1/items/?skip=5&limit=5');
    expect(page).toEqual({ data: [ITEM], count: 6 });
  });

  it('leaves out undefined query values', async () => {
    const { api, calls } = setup(() => json(200, { data: [], count: 0 }));
    await api.users.list();
    expect(calls[0]!.url).toBe('/api/v1/users/');
  });

  it('sends JSON bodies with their content type', async () => {
    const { api, calls } = setup(() => json(200, ITEM));
    await api.items.update({
      params: { id: ITEM.id },
      body: { title: 'Milk', description: 'Oat' },
    });
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url).toBe(`/api/v1/items/${ITEM.id}`);
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ title: 'Milk', description: 'Oat' });
  });

  it('form-encodes the login and sends no token with it', async () => {
    const { api, calls } = setup(() =>
      json(200, { access_token: 'new-token', token_type: 'bearer' }),
    );
    const token = await api.login.accessToken({
      body: { username: 'ada+1@example.com', password: 'p&ss=word' },
    });
    expect(token).toEqual({ access_token: 'new-token', token_type: 'bearer' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/api/v1/login/access-token');
    expect(calls[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(String(calls[0]!.body));
    expect(form.get('username')).toBe('ada+1@example.com');
    expect(form.get('password')).toBe('p&ss=word');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('puts the recovery e-mail in the path, encoded, without a token', async () => {
    const { api, calls } = setup(() => json(200, { message: 'sent' }));
    await api.login.recoverPassword({ params: { email: 'a+b@example.com' } });
    expect(calls[0]!.url).toBe('/api/v1/password-recovery/a%2Bb%40example.com');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('sends signup and reset as public JSON calls', async () => {
    const { api, calls } = setup((call) =>
      call.url.endsWith('/users/signup') ? json(200, USER) : json(200, { message: 'ok' }),
    );
    await api.users.signup({ body: { email: USER.email, password: 'abcdefgh', full_name: 'Ada' } });
    await api.login.resetPassword({ body: { token: 't', new_password: 'abcdefgh' } });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/signup', '/api/v1/reset-password/']);
    expect(calls.every((c) => !c.headers.has('authorization'))).toBe(true);
    expect(JSON.parse(String(calls[1]!.body))).toEqual({ token: 't', new_password: 'abcdefgh' });
  });

  it.each([401, 403] as const)(
    'calls onUnauthorized on %i and throws an ApiError',
    async (status) => {
      const { api, onUnauthorized } = setup(() =>
        json(status, { detail: 'Could not validate credentials' }),
      );
      const error = await api.users.me().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect((error as ApiError).message).toBe('Could not validate credentials');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(status);
    },
  );

  it('does not call onUnauthorized for a failed public call (bad login)', async () => {
    const { api, onUnauthorized } = setup(() =>
      json(400, { detail: 'Incorrect email or password' }),
    );
    await expect(
      api.login.accessToken({ body: { username: 'a@b.co', password: 'wrong' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Incorrect email or password',
    });
    const { api: api2, onUnauthorized: onUnauthorized2 } = setup(() =>
      json(401, { detail: 'Incorrect email or password' }),
    );
    await expect(
      api2.login.accessToken({ body: { username: 'a@b.co', password: 'wrong' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onUnauthorized2).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { api, onUnauthorized } = setup(() => json(404, { detail: 'Item not found' }));
    await expect(api.items.get({ params: { id: ITEM.id } })).rejects.toMatchObject({
      status: 404,
      body: { detail: 'Item not found' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the wait a refusal asks for (Retry-After), in seconds', async () => {
    const { api } = setup(
      () =>
        new Response(JSON.stringify({ detail: 'Too many requests, please try again later' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '840' },
        }),
    );
    await expect(
      api.login.accessToken({ body: { username: 'a@b.co', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 840 });
    const { api: api2 } = setup(() => json(400, { detail: 'Incorrect email or password' }));
    await expect(
      api2.login.accessToken({ body: { username: 'a@b.co', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 400, retryAfterSeconds: undefined });
  });

  it('keeps a non-JSON error body as text', async () => {
    const { api } = setup(() => new Response('Bad Gateway', { status: 502 }));
    await expect(api.users.me()).rejects.toMatchObject({ status: 502, body: 'Bad Gateway' });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = setup(() => json(200, { ...USER, id: 42 }));
    await expect(api.users.me()).rejects.not.toBeInstanceOf(ApiError);
    await expect(api.users.me()).rejects.toThrow();
  });

  it('sends DELETE /users/me for account deletion', async () => {
    const { api, calls } = setup(() => json(200, { message: 'User deleted successfully' }));
    await expect(api.users.deleteMe()).resolves.toEqual({ message: 'User deleted successfully' });
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.url).toBe('/api/v1/users/me');
    expect(calls[0]!.body).toBeUndefined();
  });

  it('sends PATCH /users/me/password with current and new password only', async () => {
    const renewed = {
      message: 'Password updated successfully',
      access_token: 'fresh-token',
      token_type: 'bearer',
    };
    const { api, calls } = setup(() => json(200, renewed));
    await expect(
      api.users.updatePassword({
        body: { current_password: 'old-pass', new_password: 'new-pass1' },
      }),
    ).resolves.toEqual(renewed);
    await api.users.updatePassword({
      body: { current_password: 'old-pass', new_password: 'new-pass1' },
    });
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.url).toBe('/api/v1/users/me/password');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      current_password: 'old-pass',
      new_password: 'new-pass1',
    });
  });

  it('uploads a file as the multipart field the endpoint declares, with the token', async () => {
    const FILE = {
      id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
      filename: 'cv.pdf',
      content_type: 'application/pdf',
      size: 8,
      path: 'cv-files/5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
      created_at: '2026-01-15T09:30:00.000Z',
    };
    const { api, calls } = setup(() => json(200, FILE));
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await expect(api.cvFiles.upload({ body: { file } })).resolves.toEqual(FILE);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/api/v1/cv/upload');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    // The multipart boundary is the runtime's to set.
    expect(calls[0]!.headers.has('content-type')).toBe(false);
    const sent = (calls[0]!.body as FormData).get('file') as File;
    expect(sent.name).toBe('cv.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
  });

  it('answers a download as the bytes, unparsed', async () => {
    const { api, calls } = setup(
      () => new Response('%PDF-1.4 bytes', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await api.cvFiles.download({ params: { file_id: ITEM.id } });
    expect(calls[0]!.url).toBe(`/api/v1/cv/files/${ITEM.id}/download`);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.4 bytes');
  });

  it('reports a refused download like any other call', async () => {
    const { api, onUnauthorized } = setup(() => json(401, { detail: 'Not authenticated' }));
    await expect(api.cvFiles.download({ params: { file_id: ITEM.id } })).rejects.toMatchObject({
      status: 401,
      message: 'Not authenticated',
    });
    expect(onUnauthorized).toHaveBeenCalledWith(401);
  });

  it('has a method for every endpoint of the table, which calls that endpoint', async () => {
    const { api, calls } = setup(() => json(200, {}));
    for (const { group, name, endpoint } of listEndpoints()) {
      const method = (api as unknown as Record<string, Record<string, unknown>>)[group]?.[name];
      expect(typeof method, `${group}.${name}`).toBe('function');
      // Every placeholder filled with its own name: the path says which endpoint was called.
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, `x-${key}`]),
      );
      // Most answers do not match `{}`: only the request matters here.
      await (method as (input: object) => Promise<unknown>)({ params }).catch(() => undefined);
      const call = calls.at(-1);
      expect(call?.method, `${group}.${name}`).toBe(endpoint.method);
      expect(call?.url, `${group}.${name}`).toBe(
        `/api/v1${endpoint.path.replace(/\{(\w+)\}/g, 'x-$1')}`,
      );
    }
    expect(calls).toHaveLength(listEndpoints().length);
  });

  it('refuses a name that is not in its group, and a group is no promise', async () => {
    const { api, calls } = setup(() => json(200, {}));
    const items = api.items as unknown as Record<string, unknown>;
    await expect((items.nope as () => Promise<unknown>)()).rejects.toThrow(
      'No endpoint items.nope in the API table',
    );
    expect(items.then).toBeUndefined();
    await expect(Promise.resolve(api.items)).resolves.toBe(api.items);
    expect(calls).toHaveLength(0);
  });
});
