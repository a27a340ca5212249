import type { CvFilePublic } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload, pdfBytes } from './fixtures';
import { API, bearer, build, signupAndLogin, superuserToken, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('Cache-Control of API answers', () => {
  it('is no-store on every answer of a signed-in endpoint, errors included', async () => {
    const member = await signupAndLogin(t.app);
    const admin = await superuserToken(t.app);
    const unknownItem = '00000000-0000-4000-8000-00000000dead';
    for (const [method, url, headers] of [
      ['GET', `${API}/users/me`, bearer(member.token)],
      ['GET', `${API}/users/`, bearer(admin)],
      ['POST', `${API}/login/test-token`, bearer(member.token)],
      ['GET', `${API}/users/me`, {}],
      ['GET', `${API}/users/me`, bearer('not-a-token')],
      ['GET', `${API}/users/`, bearer(member.token)],
      ['GET', `${API}/items/${unknownItem}`, bearer(member.token)],
      ['GET', `${API}/items/not-a-uuid`, bearer(member.token)],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect([res.statusCode, res.headers['cache-control']], `${method} ${url}`).toEqual([
        res.statusCode,
        'no-store',
      ]);
    }
  });

  it('keeps the download its own private, no-store', async () => {
    const member = await signupAndLogin(t.app);
    const { payload, contentType } = fileUpload(pdfBytes(), 'cv.pdf', 'application/pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/cv/upload`,
      headers: { ...bearer(member.token), 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const file = upload.json<CvFilePublic>();
    const download = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${file.id}/download`,
      headers: bearer(member.token),
    });
    expect([download.statusCode, download.headers['cache-control']]).toEqual([
      200,
      'private, no-store',
    ]);
  });

  it('leaves public endpoints alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/utils/health-check/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
