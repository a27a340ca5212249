import { serverMessages, type CvPublic, type ItemPublic } from '@vita/api/schemas';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../src/http/error-handler';
import { DocumentReadError, type DocumentReadReason } from '../src/infra/documents/resume';
import { API, bearer, build, detail, signupAndLogin, type TestApp } from './helper';

let t: TestApp;
let token: string;
let itemId: string;
let cvId: string;
beforeAll(async () => {
  t = await build();
  token = (await signupAndLogin(t.app)).token;
  const item = await t.app.inject({
    method: 'POST',
    url: `${API}/items/`,
    headers: bearer(token),
    payload: { title: 'x' },
  });
  itemId = item.json<ItemPublic>().id;
  const cv = await t.app.inject({
    method: 'POST',
    url: `${API}/cv/`,
    headers: bearer(token),
    payload: { title: 'x' },
  });
  cvId = cv.json<CvPublic>().id;
});
afterAll(() => t.close());

describe('malformed requests never cause a 5xx', () => {
  it('answers 422 json_invalid for broken JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: '{"email": "a@b.io", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' },
    ]);
  });

  it('refuses prototype poisoning', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload:
        '{"__proto__": {"is_superuser": true}, "email": "p@example.com", "password": "password123"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers 422 "Field required" for a missing body', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/users/signup` });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: '<user/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(detail(res)).toBe('Unsupported Media Type');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/items/`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(detail(res)).toBe('Request body is too large');
  });

  it('answers 422 for wrong JSON types at the top level', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/items/`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
    }
  });

  it('answers 422 naming the entry when a section list holds no objects', async () => {
    for (const section of [
      'work-experience',
      'education',
      'skills',
      'certifications',
      'projects',
    ]) {
      for (const [payload, msg, type] of [
        ['[null]', 'Field required', 'missing'],
        ['[1]', 'Invalid input: expected object, received number', 'invalid_type'],
        ['["text"]', 'Invalid input: expected object, received string', 'invalid_type'],
        ['[[]]', 'Invalid input: expected object, received array', 'invalid_type'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${API}/onboarding/${section}`,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        expect([res.statusCode, detail(res)], `${section} ${payload}`).toEqual([
          422,
          [{ loc: ['body', 0], msg, type }],
        ]);
      }
    }
  });

  it('survives a batch of odd inputs on every route without a 5xx', async () => {
    const bodies = [
      '{',
      '[1,2',
      '{"title": {"$gt": ""}}',
      '{"title": "\\u0000"}',
      'null',
      '{"email": []}',
      '\u0000',
    ];
    const routes: { method: 'POST' | 'PUT' | 'PATCH'; url: string }[] = [
      { method: 'POST', url: `${API}/users/signup` },
      { method: 'POST', url: `${API}/items/` },
      { method: 'PUT', url: `${API}/items/${itemId}` },
      { method: 'POST', url: `${API}/cv/` },
      { method: 'PUT', url: `${API}/cv/${cvId}` },
      { method: 'POST', url: `${API}/cv/upload` },
      { method: 'PATCH', url: `${API}/users/me` },
      { method: 'PATCH', url: `${API}/users/me/password` },
      { method: 'POST', url: `${API}/reset-password/` },
      { method: 'POST', url: `${API}/login/access-token` },
    ];
    for (const route of routes) {
      for (const payload of bodies) {
        for (const type of [
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
        ]) {
          const res = await t.app.inject({
            ...route,
            payload,
            headers: { ...bearer(token), 'content-type': type },
          });
          expect(res.statusCode, `${route.method} ${route.url} ${type} ${payload}`).toBeLessThan(
            500,
          );
          // Unknown fields are ignored, so some of these are valid (and 200); errors carry a detail.
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('detail');
        }
      }
    }
    const odd = [
      `${API}/items/%00`,
      `${API}/items/${'a'.repeat(5000)}`,
      `${API}/users/%E0%A4%A`,
      `${API}/items/?skip=-1`,
      `${API}/items/?limit=abc`,
      `${API}/cv/%00`,
      `${API}/cv/files/%2e%2e/download`,
      `${API}/cv/files/?skip=x`,
      `${API}/cv/?limit=1000`,
    ];
    for (const url of odd) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses NUL characters anywhere with a 422 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/items/`,
      headers: bearer(token),
      payload: { title: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      { loc: ['body', 'title'], msg: 'Text must not contain NUL characters', type: 'string_nul' },
    ]);
    const recovery = await t.app.inject({
      method: 'POST',
      url: `${API}/password-recovery/a%00b%40example.com`,
    });
    expect(recovery.statusCode).toBe(422);
    expect(detail(recovery)).toEqual([expect.objectContaining({ loc: ['path', 'email'] })]);
  });

  it('stores a NUL-free title containing unusual but valid text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/items/`,
      headers: bearer(token),
      payload: { title: "'; drop table users; -- 🙂" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "'; drop table users; -- 🙂" });
  });
});

describe('a document the reader refuses, wherever it was read', () => {
  // A printed CV read back for an analysis and a chat attachment meet the same reader as an
  // upload: its refusals answer as the upload's do, never a 500.
  async function answerTo(reason: DocumentReadReason, message: string) {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/read', () => {
      throw new DocumentReadError(reason, message);
    });
    const res = await app.inject({ method: 'GET', url: '/read' });
    await app.close();
    return res;
  }

  it('answers 503 with a retry time when the reader is full', async () => {
    const res = await answerTo('busy', serverMessages.serverBusy);
    expect([res.statusCode, detail(res), res.headers['retry-after']]).toEqual([
      503,
      serverMessages.serverBusy,
      '1',
    ]);
  });

  it('answers 422 saying what to change when the document is too much or cannot be read', async () => {
    const tooMuch = await answerTo('too_complex', serverMessages.documentTooComplex);
    expect([tooMuch.statusCode, detail(tooMuch)]).toEqual([422, serverMessages.documentTooComplex]);
    const unreadable = await answerTo('unreadable', serverMessages.unreadableDocument);
    expect([unreadable.statusCode, detail(unreadable)]).toEqual([
      422,
      serverMessages.unreadableDocument,
    ]);
  });
});
