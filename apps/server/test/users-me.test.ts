import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  bearer,
  build,
  detail,
  login,
  signupAndLogin,
  superuserToken,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('/users/me', () => {
  it('reads the signed-in user', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Grace Hopper' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: 'Grace Hopper',
      is_active: true,
      is_superuser: false,
    });
  });

  it('updates name and e-mail, and refuses an e-mail in use with 409', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/users/me`,
        headers: bearer(user.token),
        payload,
      });

    const renamed = await patch({ full_name: 'New Name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ full_name: 'New Name', email: user.email });

    // The same e-mail sent back with a new name needs no password.
    const unchanged = await patch({ full_name: 'Newer Name', email: user.email });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ full_name: 'Newer Name', email: user.email });

    const newEmail = `renamed-${user.email}`;
    const moved = await patch({ email: newEmail, current_password: user.password });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: newEmail, full_name: 'Newer Name' });
    expect(await login(t.app, newEmail, user.password)).toBeTruthy();

    const taken = await patch({
      email: other.email.toUpperCase(),
      current_password: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(detail(taken)).toBe('User with this email already exists');

    const invalid = await patch({ email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(detail(invalid)).toEqual([
      { loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'invalid_format' },
    ]);
  });

  it('cannot escalate privileges through PATCH /users/me', async () => {
    const user = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me`,
      headers: bearer(user.token),
      payload: { is_superuser: true, is_active: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_superuser: false });
  });

  it('deletes the own account, but never a superuser', async () => {
    const user = await signupAndLogin(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });

    const admin = await superuserToken(t.app);
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(admin),
    });
    expect(denied.statusCode).toBe(403);
    expect(detail(denied)).toBe('Super users are not allowed to delete themselves');
  });
});

describe('PATCH /users/me/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/password`,
      headers: bearer(token),
      payload,
    });

  it('changes the password', async () => {
    const user = await signupAndLogin(t.app);
    const res = await change(user.token, {
      current_password: user.password,
      new_password: 'a-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password updated successfully',
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    expect(await login(t.app, user.email, 'a-new-password')).toBeTruthy();
    await expect(login(t.app, user.email, user.password)).rejects.toThrow(/400/);
  });

  it('answers 400 "Incorrect password" for a wrong current password', async () => {
    const user = await signupAndLogin(t.app);
    const res = await change(user.token, {
      current_password: 'wrong-password',
      new_password: 'a-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe('Incorrect password');
  });

  it('refuses the same password', async () => {
    const user = await signupAndLogin(t.app);
    const res = await change(user.token, {
      current_password: user.password,
      new_password: user.password,
    });
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toBe('New password cannot be the same as the current one');
  });

  it('validates the new password length', async () => {
    const user = await signupAndLogin(t.app);
    const res = await change(user.token, {
      current_password: user.password,
      new_password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      {
        loc: ['body', 'new_password'],
        msg: 'Password must be at least 8 characters',
        type: 'too_small',
      },
    ]);
  });
});
