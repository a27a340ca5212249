import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './fixtures';
import { API, build, signupAndLogin, type TestApp, type TestUser } from './helper';

/**
 * Uploads refused before their body is read, sent the way browsers and Node's fetch (undici) send
 * them, over a real connection: the client must read the answer, not a broken pipe.
 */
let t: TestApp;
let base: string;
let user: TestUser;
beforeAll(async () => {
  t = await build();
  user = await signupAndLogin(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API}`;
});
afterAll(() => t.close());

/** A PDF padded to `megabytes` MB, as one file of a form. */
function form(megabytes: number): FormData {
  const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(megabytes * 1024 * 1024, 0x20)]);
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'application/pdf' }), 'cv.pdf');
  return body;
}

/**
 * A body sent the way a file goes over a network: a piece at a time, so the server can answer
 * while the client still sends (a body handed over at once fits in the loopback's buffers).
 */
async function paced(body: FormData | Buffer, headers: Record<string, string> = {}) {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body, headers });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const PIECE = 256 * 1024;
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + PIECE));
      at += PIECE;
    },
  });
  return {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': request.headers.get('content-type')!,
      'content-length': String(bytes.length),
    },
    body: stream,
    duplex: 'half',
  } as RequestInit;
}

async function answer(res: Response) {
  return [res.status, ((await res.json()) as { detail: unknown }).detail];
}

describe('an upload refused before its body is read', () => {
  it('answers 401 to a multi-MB upload without a token, readable by fetch', async () => {
    for (const path of ['/cv/upload', '/onboarding/upload-resume', '/users/me/profile/import']) {
      const res = await fetch(`${base}${path}`, await paced(form(8)));
      expect(await answer(res), path).toEqual([401, 'Not authenticated']);
    }
  });

  it('answers 415 to a multi-MB body that is no form, readable by fetch', async () => {
    const res = await fetch(
      `${base}/cv/upload`,
      await paced(Buffer.alloc(6 * 1024 * 1024, 0x20), {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/pdf',
      }),
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^Send the file as/);
  });

  it('answers 413 to a file over the limit, readable by fetch', async () => {
    const res = await fetch(
      `${base}/cv/upload`,
      await paced(form(10.5), { authorization: `Bearer ${user.token}` }),
    );
    expect(await answer(res)).toEqual([413, 'File is too large. Maximum size is 10MB.']);
  });

  it('is logged at info, not error', () => {
    const entries = t.logs.map(
      (line) => JSON.parse(line) as { level: number; res?: { statusCode?: number } },
    );
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    const refused = entries.filter((entry) => [401, 413, 415].includes(entry.res?.statusCode ?? 0));
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(new Set(refused.map((entry) => entry.level))).toEqual(new Set([30]));
  });
});
