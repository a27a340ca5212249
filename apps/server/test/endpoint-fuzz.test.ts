import { randomUUID } from 'node:crypto';
import { listEndpoints, type Endpoint } from '@vita/api/endpoints';
import type { ConversationPublic, CvPublic, ItemPublic } from '@vita/api/schemas';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FUZZ_SEED as SEED, fuzzRuns, hostile } from './fuzz-values';
import { API, bearer, build, signupAndLogin, superuserToken, type TestApp } from './helper';

/**
 * Every endpoint of the table, with every parameter, query and body it declares, is sent values
 * generated from its declaration: near-valid ones (so requests reach the handlers), and wrong
 * types, nulls, empty and huge values, unknown keys, NUL characters and lone surrogates. No
 * answer may be a 5xx. The seed is fixed, so a failure is reproduced by running the file again;
 * FUZZ_SEED and FUZZ_RUNS try other seeds or more runs.
 */
const RUNS = fuzzRuns(20);
/**
 * Endpoints whose every request reads a document, renders a CV or hashes a password get fewer
 * runs, so the file stays within a few tens of seconds on two busy cores.
 */
const HEAVY = new Set([
  'onboarding.uploadResume',
  'cvFiles.upload',
  'profile.importJsonResume',
  'cvs.preview',
  'cvs.exportPdf',
  'login.accessToken',
  'users.signup',
  'users.create',
  'users.updatePassword',
]);
const HEAVY_RUNS = Math.max(1, Math.round(RUNS / 4));
/** Endpoints that may end the member or its session get a member of their own. */
const ENDS_MEMBER = new Set([
  'users.deleteMe',
  'users.delete',
  'users.update',
  'users.updateMe',
  'users.updatePassword',
  'users.endOtherSessions',
]);

/** Strings that pass many fields: names, dates, addresses, ids, links nobody answers. */
const plausibleString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.constantFrom(
    'A title',
    '2024-01-31',
    '2024-02-30',
    '2019-06',
    'member@example.com',
    'correct-horse-battery',
    'http://127.0.0.1:1/posting',
    'https://localhost/',
    'work-experience',
    'en',
  ),
  fc.uuid(),
);

/** Shapes of zod's definitions read here (zod 4's `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Near-valid values of a schema, and now and then a hostile one in any place. */
function valueFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedFor(schema, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

function shapedFor(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 4) return hostile;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(valueFor(def.innerType!, depth), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return valueFor(def.in!, depth);
    case 'lazy':
      return hostile;
    case 'object':
      return objectFor(def.shape!, depth);
    case 'array':
      return fc.array(valueFor(def.element!, depth + 1), { maxLength: 3 });
    case 'union':
      return fc.oneof(...def.options!.map((option) => valueFor(option, depth)));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'string':
      return plausibleString;
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), valueFor(def.valueType!, depth + 1), {
        maxKeys: 3,
      });
    default:
      return hostile;
  }
}

/** Any of the declared keys (each maybe left out), and now and then unknown ones. */
function objectFor(shape: Record<string, z.ZodType>, depth: number): fc.Arbitrary<unknown> {
  const known = fc.record(
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, valueFor(value, depth + 1)]),
    ),
    { requiredKeys: [] },
  );
  const unknown = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id')),
    hostile,
    { maxKeys: 2 },
  );
  return fc
    .tuple(known, fc.option(unknown, { freq: 4 }))
    .map(([values, extra]) => (extra ? { ...extra, ...values } : values));
}

/** A value as text in a URL: each UTF-8 byte escaped (a lone surrogate becomes U+FFFD's). */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Broken escapes, dot segments and such, as they arrive in a path or a query. */
const rawUrlText = fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F', '');

function segmentFor(schema: z.ZodType | undefined, ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: (schema ? valueFor(schema) : plausibleString).map(urlText) },
    { weight: 1, arbitrary: rawUrlText },
  );
}

function queryFor(schema: z.ZodObject | undefined): fc.Arbitrary<string> {
  const shape = schema ? (defOf(schema).shape ?? {}) : {};
  const keys = [...Object.keys(shape), 'unknown'];
  const pair = fc
    .constantFrom(...keys)
    .chain((key) =>
      fc
        .oneof((shape[key] ? valueFor(shape[key]) : hostile).map(urlText), rawUrlText)
        .map((value) => `${key}=${value}`),
    );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A multipart body: the declared file field or another, with bytes or hostile text. */
const multipartBody = fc
  .record({
    field: fc.oneof(fc.constant('file'), fc.string({ unit: 'binary', maxLength: 10 })),
    filename: fc.oneof(
      fc.constantFrom('cv.pdf', 'resume.json', ''),
      fc.string({ unit: 'binary', maxLength: 12 }),
    ),
    type: fc.constantFrom('application/pdf', 'application/json', 'text/plain', ''),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      hostile.map((value) => Buffer.from(JSON.stringify(value) ?? '')),
      fc.constant(Buffer.from('%PDF-1.4\n%%EOF\n')),
    ),
  })
  .map(({ field, filename, type, content }) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      (type ? `Content-Type: ${type}\r\n` : '') +
      '\r\n';
    return {
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });

function bodyFor(endpoint: Endpoint): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (!endpoint.body) {
    // Undeclared bodies are sent all the same, now and then: they must be ignored or refused.
    return fc.option(hostile, { freq: 4 }).map((value) =>
      value === null
        ? {}
        : {
            payload: JSON.stringify(value) ?? '',
            headers: { 'content-type': 'application/json' },
          },
    );
  }
  switch (endpoint.encoding ?? 'json') {
    case 'multipart':
      return multipartBody.map(({ payload, contentType }) => ({
        payload,
        headers: { 'content-type': contentType },
      }));
    case 'form':
      return valueFor(endpoint.body).map((value) => {
        const fields: [string, string][] =
          value && typeof value === 'object'
            ? Object.entries(value).map(([key, v]) => [
                key,
                typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
              ])
            : [['username', String(value)]];
        return {
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        };
      });
    default:
      return valueFor(endpoint.body).map((value) =>
        value === undefined
          ? {}
          : { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } },
      );
  }
}

let t: TestApp;
let shared: Member;
let admin: string;
beforeAll(async () => {
  // Each member here writes far more often than a person does.
  t = await build({ WRITES_PER_MINUTE: '1000000' });
  shared = await newMember();
  admin = await superuserToken(t.app);
});
afterAll(() => t.close());

interface Member {
  token: string;
  /** Ids a path may name: the member's item, CV, conversation and own id, and an unknown one. */
  ids: string[];
}

/** A new member with one of each owned thing, so ids in paths find something now and then. */
async function newMember(): Promise<Member> {
  const member = await signupAndLogin(t.app);
  const post = async <T>(url: string, payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: bearer(member.token),
        payload,
      })
    ).json<T>();
  const item = await post<ItemPublic>('/items/', { title: 'An item' });
  const cv = await post<CvPublic>('/cv/', { title: 'A CV' });
  const conversation = await post<ConversationPublic>('/chat/conversations', {});
  return { token: member.token, ids: [item.id, cv.id, conversation.id, member.id, randomUUID()] };
}

describe('every endpoint of the table, fuzzed from its declaration', () => {
  const table = listEndpoints();
  it.each(
    table.map((entry, index) => ({ ...entry, index, label: `${entry.group}.${entry.name}` })),
  )('$label answers no 5xx', async ({ endpoint, index, label }) => {
    const { token: memberToken, ids } = ENDS_MEMBER.has(label) ? await newMember() : shared;
    const token = endpoint.access === 'superuser' ? admin : memberToken;
    const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const paramShape = endpoint.params ? (defOf(endpoint.params).shape ?? {}) : {};
    const request = fc.record({
      segments: fc.tuple(...names.map((name) => segmentFor(paramShape[name], ids))),
      query: queryFor(endpoint.query),
      body: bodyFor(endpoint),
      // Now and then without the token: refused before anything else is read.
      signedIn: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    });
    const seed = SEED + index;
    const answered = new Set<number>();
    try {
      await fc.assert(
        fc.asyncProperty(request, async ({ segments, query, body, signedIn }) => {
          let i = 0;
          const path = endpoint.path.replace(/\{\w+\}/g, () => segments[i++] ?? '');
          const res = await t.app.inject({
            method: endpoint.method,
            url: `${API}${path}${query}`,
            payload: body.payload,
            headers: {
              ...(signedIn && endpoint.access !== 'public' ? bearer(token) : {}),
              ...body.headers,
            },
          });
          answered.add(res.statusCode);
          expect(
            res.statusCode,
            `${endpoint.method} ${path}${query}: ${res.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { seed, numRuns: HEAVY.has(label) ? HEAVY_RUNS : RUNS, endOnFailure: true },
      );
    } catch (error) {
      throw new Error(
        `fuzz seed ${seed} (FUZZ_SEED=${SEED}, endpoint ${index}): ${String(error)}`,
        { cause: error },
      );
    }
    // The requests got past the access guard: the declaration's inputs were what was tried.
    expect(
      [...answered].filter((status) => status !== 401),
      [...answered].join(),
    ).not.toEqual([]);
  });
});
