import { ONBOARDING_STEPS, type OnboardingStatus } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, build, signupAndLogin, type TestApp, type TestUser } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'PATCH' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}/onboarding/${path}`,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });

const status = async (user: TestUser) =>
  (await call(user, 'GET', 'check-profile')).json<OnboardingStatus>();

describe('the onboarding state', () => {
  it('starts at welcome with no conversation, and onboarding needed', async () => {
    const user = await signupAndLogin(t.app);
    expect(await status(user)).toEqual({
      needs_onboarding: true,
      state: { current_step: 'welcome', conversation_id: null },
    });
    expect((await call(user, 'GET', 'state')).json()).toEqual({
      current_step: 'welcome',
      conversation_id: null,
    });
    expect((await call(user, 'GET', 'state-step')).json()).toEqual({ current_step: 'welcome' });
  });

  it('moves to each of the nine steps; completed ends the need; reset goes back and keeps the profile', async () => {
    const user = await signupAndLogin(t.app);
    await call(user, 'POST', 'profile', { professional_title: 'Chef', location: 'Lyon' });
    for (const step of ONBOARDING_STEPS) {
      const res = await call(user, 'PATCH', 'state-step', { current_step: step });
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { current_step: step, conversation_id: null },
      ]);
      expect((await status(user)).needs_onboarding).toBe(step !== 'completed');
    }
    const reset = await call(user, 'POST', 'reset');
    expect(reset.json()).toEqual({ current_step: 'welcome', conversation_id: null });
    expect((await status(user)).needs_onboarding).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile`,
      headers: bearer(user.token),
    });
    expect(profile.json()).toMatchObject({ basic_info: { professional_title: 'Chef' } });
  });

  it('refuses a step that is not one of the nine, and keeps the step', async () => {
    const user = await signupAndLogin(t.app);
    await call(user, 'PATCH', 'state-step', { current_step: 'skills' });
    for (const body of [{ current_step: 'done' }, { current_step: '' }, {}, { step: 'skills' }]) {
      expect((await call(user, 'PATCH', 'state-step', body)).statusCode).toBe(422);
    }
    expect((await call(user, 'GET', 'state-step')).json()).toEqual({ current_step: 'skills' });
  });

  it('is per user', async () => {
    const a = await signupAndLogin(t.app);
    const b = await signupAndLogin(t.app);
    await call(a, 'PATCH', 'state-step', { current_step: 'completed' });
    expect((await status(a)).needs_onboarding).toBe(false);
    expect((await status(b)).needs_onboarding).toBe(true);
  });
});
