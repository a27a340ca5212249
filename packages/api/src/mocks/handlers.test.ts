import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, listEndpoints, serverMessages } from '../index';
import {
  handlers,
  mockCredentials,
  mockDb,
  mockDefinitions,
  mockHandlers,
  MOCK_MEMBER_ID,
  MOCK_RESET_TOKEN,
  resetMockDb,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

const BASE = 'http://localhost';
function client(token: string | null, onUnauthorized?: () => void) {
  return createApiClient({ baseUrl: BASE, getToken: () => token, onUnauthorized });
}

describe('the mocks of the endpoint table', () => {
  it('answer every endpoint with exactly one handler', () => {
    const counts = listEndpoints().map(({ group, name, endpoint }) => [
      `${group}.${name}`,
      mockDefinitions.filter((definition) => definition.endpoint === endpoint).length,
    ]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
    expect(mockDefinitions).toHaveLength(listEndpoints().length);
  });
});

describe('mock handlers', () => {
  it('signs in the seed superuser and answers /users/me', async () => {
    const { email, password } = mockCredentials.admin;
    const token = await client(null).login.accessToken({ body: { username: email, password } });
    const me = await client(token.access_token).users.me();
    expect(me).toMatchObject({ email, full_name: 'Alice Admin', is_superuser: true });
  });

  it('rejects a wrong password with the server detail', async () => {
    const error = await client(null)
      .login.accessToken({ body: { username: 'admin@example.com', password: 'nope' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe(serverMessages.incorrectLogin);
  });

  it('answers 401 to a bogus token and calls onUnauthorized', async () => {
    let called = 0;
    await expect(client('bogus', () => called++).users.me()).rejects.toMatchObject({ status: 401 });
    expect(called).toBe(1);
  });

  it('updates, re-passwords and deletes the member', async () => {
    const api = client(mockCredentials.member.token);
    await expect(api.users.updateMe({ body: { full_name: 'Bobby' } })).resolves.toMatchObject({
      full_name: 'Bobby',
    });
    await expect(
      api.users.updatePassword({
        body: { current_password: 'wrong', new_password: 'newpassword1' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { detail: serverMessages.incorrectPassword },
    });
    const renewed = await api.users.updatePassword({
      body: { current_password: mockCredentials.member.password, new_password: 'newpassword1' },
    });
    // The change ended the session that made it; the answer's token carries on.
    await expect(api.users.me()).rejects.toMatchObject({ status: 401 });
    const fresh = client(renewed.access_token);
    await fresh.users.deleteMe();
    await expect(fresh.users.me()).rejects.toMatchObject({ status: 401 });
  });

  it('forbids members from the user list and pages it for superusers', async () => {
    await expect(client(mockCredentials.member.token).users.list()).rejects.toMatchObject({
      status: 403,
    });
    const page = await client(mockCredentials.admin.token).users.list({
      query: { skip: 0, limit: 1 },
    });
    expect(page.count).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  it('signs up, recovers and resets', async () => {
    const api = client(null);
    await api.users.signup({
      body: { email: 'new@example.com', password: 'password123', full_name: 'New' },
    });
    await expect(
      api.login.recoverPassword({ params: { email: 'new@example.com' } }),
    ).resolves.toEqual({ message: serverMessages.recoverySent });
    await api.login.resetPassword({
      body: { token: MOCK_RESET_TOKEN, new_password: 'another-pass1' },
    });
    await expect(
      api.login.accessToken({
        body: { username: mockCredentials.member.email, password: 'another-pass1' },
      }),
    ).resolves.toHaveProperty('access_token');
  });

  it('serves items, CVs and CV files of the caller', async () => {
    const api = client(mockCredentials.member.token);
    const items = await api.items.list({ query: { skip: 0, limit: 5 } });
    expect(items.count).toBe(3);
    const created = await api.cvs.create({ body: { title: 'Data CV' } });
    expect((await api.cvs.list()).count).toBe(2);
    await api.cvs.update({ params: { cv_id: created.id }, body: { title: 'Data Engineer CV' } });
    await api.cvs.delete({ params: { cv_id: created.id } });
    const file = await api.cvFiles.upload({
      body: { file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }) },
    });
    expect(file.filename).toBe('cv.pdf');
    expect((await api.cvFiles.list()).count).toBe(2);
    expect(await api.utils.healthCheck()).toBe(true);
  });

  it('offers a login failure override', async () => {
    server.use(mockHandlers.loginFails);
    const { email, password } = mockCredentials.admin;
    await expect(
      client(null).login.accessToken({ body: { username: email, password } }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('lists seeded records in their array order and puts a created one first', async () => {
    const api = client(mockCredentials.member.token);
    const before = await api.items.list();
    expect(before.data.map((item) => item.title)).toEqual([
      'Update LinkedIn headline',
      'Ask for references',
      'Review job postings',
    ]);
    const created = await api.items.create({ body: { title: '  Newest  ' } });
    expect(created.title).toBe('Newest');
    const after = await api.items.list({ query: { skip: 0, limit: 2 } });
    expect(after).toEqual({ data: [created, before.data[0]], count: 4 });
  });

  it("removes a deleted account's items, CVs, CV files and their bytes", async () => {
    const api = client(mockCredentials.member.token);
    const file = await api.cvFiles.upload({
      body: { file: new File(['%PDF-1.4 x'], 'cv.pdf', { type: 'application/pdf' }) },
    });
    expect(mockDb.fileBytes.has(file.id)).toBe(true);
    await client(mockCredentials.admin.token).users.delete({
      params: { user_id: MOCK_MEMBER_ID },
    });
    const owned = (rows: { owner_id: string }[]) =>
      rows.filter((row) => row.owner_id === MOCK_MEMBER_ID);
    expect(owned(mockDb.items)).toEqual([]);
    expect(owned(mockDb.cvs)).toEqual([]);
    expect(owned(mockDb.cvFiles)).toEqual([]);
    expect(mockDb.fileBytes.has(file.id)).toBe(false);
    // The admin's own item is untouched.
    expect(mockDb.items.map((item) => item.title)).toEqual(['Plan user interviews']);
  });

  it('downloads the bytes that were uploaded', async () => {
    const api = client(mockCredentials.member.token);
    const file = await api.cvFiles.upload({
      body: { file: new File(['%PDF-1.4 mine'], 'a/b\\mine.pdf', { type: 'text/plain' }) },
    });
    expect(file).toMatchObject({ filename: 'mine.pdf', content_type: 'application/pdf', size: 13 });
    const blob = await api.cvFiles.download({ params: { file_id: file.id } });
    expect(await blob.text()).toBe('%PDF-1.4 mine');
  });

  it('reads a bare token like a Bearer one', async () => {
    const response = await fetch(`${BASE}/api/v1/users/me`, {
      headers: { Authorization: mockCredentials.member.token },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: MOCK_MEMBER_ID });
  });

  it('answers an invalid path parameter with a 422 at its path', async () => {
    const error = await client(mockCredentials.member.token)
      .items.get({ params: { id: 'not-a-uuid' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['path', 'id'], msg: 'Invalid UUID', type: 'invalid_format' }] },
    });
  });
});
