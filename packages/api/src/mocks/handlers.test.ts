import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage } from '../index';
import { handlers, mockCredentials, mockHandlers, MOCK_RESET_TOKEN, resetMockDb } from './index';

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

describe('mock handlers', () => {
  it('signs in the seed superuser and answers /users/me', async () => {
    const { email, password } = mockCredentials.admin;
    const token = await client(null).login.accessToken(email, password);
    const me = await client(token.access_token).users.me();
    expect(me).toMatchObject({ email, full_name: 'Alice Admin', is_superuser: true });
  });

  it('rejects a wrong password with the server detail', async () => {
    const error = await client(null)
      .login.accessToken('admin@example.com', 'nope')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('Incorrect email or password');
  });

  it('answers 401 to a bogus token and calls onUnauthorized', async () => {
    let called = 0;
    await expect(client('bogus', () => called++).users.me()).rejects.toMatchObject({ status: 401 });
    expect(called).toBe(1);
  });

  it('updates, re-passwords and deletes the member', async () => {
    const api = client(mockCredentials.member.token);
    await expect(api.users.updateMe({ full_name: 'Bobby' })).resolves.toMatchObject({
      full_name: 'Bobby',
    });
    await expect(
      api.users.updatePassword({ current_password: 'wrong', new_password: 'newpassword1' }),
    ).rejects.toMatchObject({ status: 400 });
    await api.users.updatePassword({
      current_password: mockCredentials.member.password,
      new_password: 'newpassword1',
    });
    await api.users.deleteMe();
    await expect(api.users.me()).rejects.toMatchObject({ status: 401 });
  });

  it('forbids members from the user list and pages it for superusers', async () => {
    await expect(client(mockCredentials.member.token).users.list()).rejects.toMatchObject({
      status: 403,
    });
    const page = await client(mockCredentials.admin.token).users.list(0, 1);
    expect(page.count).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  it('signs up, recovers and resets', async () => {
    const api = client(null);
    await api.users.signup({ email: 'new@example.com', password: 'password123', full_name: 'New' });
    await expect(api.login.recoverPassword('new@example.com')).resolves.toHaveProperty('message');
    await api.login.resetPassword({ token: MOCK_RESET_TOKEN, new_password: 'another-pass1' });
    await expect(
      api.login.accessToken(mockCredentials.member.email, 'another-pass1'),
    ).resolves.toHaveProperty('access_token');
  });

  it('serves items, CVs and CV files of the caller', async () => {
    const api = client(mockCredentials.member.token);
    const items = await api.items.list(0, 5);
    expect(items.count).toBe(3);
    const created = await api.cvs.create({ title: 'Data CV' });
    expect((await api.cvs.list()).count).toBe(2);
    await api.cvs.update(created.id, { title: 'Data Engineer CV' });
    await api.cvs.delete(created.id);
    const file = await api.cvFiles.upload(
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(file.filename).toBe('cv.pdf');
    expect((await api.cvFiles.list()).count).toBe(2);
    expect(await api.utils.healthCheck()).toBe(true);
  });

  it('offers a login failure override', async () => {
    server.use(mockHandlers.loginFails);
    const { email, password } = mockCredentials.admin;
    await expect(client(null).login.accessToken(email, password)).rejects.toBeInstanceOf(ApiError);
  });
});
