import { request as httpRequest } from 'node:http';
import { serverMessages, type ResumeImport } from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeImporter } from '../src/domains/profile';
import { ClientGoneError } from '../src/http/client-gone';
import { DocumentLimitError } from '../src/infra/documents/extract/lines';
import { checkDecodedSize, PDF_MAX_DECODED_BYTES } from '../src/infra/documents/extract/pdf';
import {
  createResumeReader,
  DocumentReadError,
  READS_WAITING_PER_MEMBER,
} from '../src/infra/documents/resume';
import { ranOutOfRoom } from '../src/infra/workers/protocol';
import { fileUpload, flateBomb, pdfBytes, pdfWithFlateContent } from './fixtures';
import { API, bearer, build, detail, signupAndLogin, type TestApp } from './helper';

const MB = 1024 * 1024;

describe('reading untrusted documents with bounded memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  async function upload(token: string, data: Buffer, name: string) {
    const body = fileUpload(data, name);
    return t.app.inject({
      method: 'POST',
      url: `${API}/onboarding/upload-resume`,
      headers: { ...bearer(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('refuses a 1 MB PDF that inflates to 1 GB, and the server’s memory stays where it was', async () => {
    const user = await signupAndLogin(t.app);
    // The reader started and warm, so what is measured is the bomb alone.
    const warm = await upload(user.token, pdfBytes('Jane Doe, Engineer'), 'warm.pdf');
    expect(warm.statusCode).toBe(200);

    const bomb = pdfWithFlateContent(flateBomb(1024));
    expect(bomb.length).toBeGreaterThan(0.9 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const res = await upload(user.token, bomb, 'bomb.pdf');
    clearInterval(sampler);
    const after = process.memoryUsage().rss;
    console.info(
      `Flate bomb (${(bomb.length / MB).toFixed(2)} MB → 1 GB): server RSS ${Math.round(before / MB)} MB before, ` +
        `${Math.round(peak / MB)} MB at most during, ${Math.round(after / MB)} MB after`,
    );

    expect(res.statusCode).toBe(422);
    expect(detail(res)).toBe(serverMessages.documentTooComplex);
    expect(peak - before).toBeLessThan(100 * MB);
    expect(after - before).toBeLessThan(100 * MB);

    // The reader goes on reading the next member's CV.
    const next = await upload(user.token, pdfBytes('Ada Lovelace, Engineer'), 'next.pdf');
    expect(next.statusCode).toBe(200);
    expect(next.json<ResumeImport>().file.filename).toBe('next.pdf');
  });
});

describe('the CV reader’s limits', () => {
  // One reader for these tests: each fresh reading process takes seconds to start from source.
  const reader = createResumeReader();
  afterAll(() => reader.close());

  it('refuses streams that inflate past the declared limit', async () => {
    {
      const megabytes = PDF_MAX_DECODED_BYTES / MB;
      // The check itself: a megabyte under the limit passes, a megabyte over does not.
      expect(() => checkDecodedSize(pdfWithFlateContent(flateBomb(megabytes - 1)))).not.toThrow();
      expect(() => checkDecodedSize(pdfWithFlateContent(flateBomb(megabytes + 1)))).toThrow(
        DocumentLimitError,
      );
      const error = await reader
        .read(pdfWithFlateContent(flateBomb(megabytes + 1)), 'pdf')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentReadError);
      expect(error).toMatchObject({
        reason: 'too_complex',
        message: serverMessages.documentTooComplex,
      });
      // Within the limit the file reaches pdf.js and is read as any PDF (its text is only
      // operators, so none). Not much more: a page of millions of operators can take pdf.js past
      // the process's memory cap (the next test), which is the cap doing its work.
      const under = await reader.read(pdfWithFlateContent(flateBomb(2)), 'pdf');
      expect(under.problems).toEqual([serverMessages.noTextFound]);
    }
  });

  it('takes an allocation the memory cap refused as too complex, not as a file it cannot read', () => {
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      throw new Error('nothing was thrown');
    };
    const recurse = (depth: number): number => recurse(depth + 1) + 1;
    expect(ranOutOfRoom(thrown(() => new ArrayBuffer(2 ** 50)))).toBe(true);
    expect(ranOutOfRoom(thrown(() => new Uint8Array(-1)))).toBe(true);
    expect(ranOutOfRoom(thrown(() => recurse(0)))).toBe(true);
    // A broken file's own errors stay "cannot be read".
    expect(ranOutOfRoom(thrown(() => new Date(Number.NaN).toISOString()))).toBe(false);
    expect(ranOutOfRoom(new Error('Array buffer allocation failed'))).toBe(false);
  });

  it('stops a read whose process holds more memory than the cap allows', async () => {
    // Node alone holds more than 32 MB, so any read goes past this cap.
    const small = createResumeReader({ maxRssMb: 32 });
    try {
      const error = await small.read(pdfBytes(), 'pdf').catch((e: unknown) => e);
      expect(error).toMatchObject({
        reason: 'too_complex',
        message: serverMessages.documentTooComplex,
      });
    } finally {
      await small.close();
    }
  });

  it('takes members in turns: another member’s read waits behind one read, not the whole queue', async () => {
    {
      const order: string[] = [];
      const read = (owner: string, name: string) =>
        reader.read(pdfBytes(`${name} Doe, Engineer`), 'pdf', { owner }).then((reading) => {
          order.push(name);
          return reading;
        });
      const reads = [
        read('a', 'a1'),
        read('a', 'a2'),
        read('a', 'a3'),
        read('a', 'a4'),
        read('a', 'a5'),
        read('b', 'b1'),
      ];
      await Promise.all(reads);
      expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
    }
  });

  it('refuses a member past their own share of waiting reads, while another gets in', async () => {
    {
      // One running and READS_WAITING_PER_MEMBER waiting.
      const held = Array.from({ length: READS_WAITING_PER_MEMBER + 1 }, () =>
        reader.read(pdfBytes(), 'pdf', { owner: 'a' }),
      );
      await expect(reader.read(pdfBytes(), 'pdf', { owner: 'a' })).rejects.toMatchObject({
        reason: 'busy',
        message: serverMessages.serverBusy,
      });
      const other = await reader.read(pdfBytes('Bea Doe'), 'pdf', { owner: 'b' });
      expect(other.text).toContain('Bea Doe');
      await Promise.all(held);
    }
  });

  it('drops a waiting read whose caller has gone, and stops a running one', async () => {
    {
      await reader.read(pdfBytes(), 'pdf');
      const order: string[] = [];
      const runningCaller = new AbortController();
      const waitingCaller = new AbortController();
      const gone = new Error('the client has gone');
      // A read that takes the reader's whole deadline if nobody stops it.
      const running = reader
        .read(pdfWithFlateContent(flateBomb(48)), 'pdf', {
          owner: 'a',
          signal: runningCaller.signal,
        })
        .catch((error: unknown) => {
          order.push('running stopped');
          return error;
        });
      const waiting = reader
        .read(pdfBytes(), 'pdf', { owner: 'a', signal: waitingCaller.signal })
        .catch((error: unknown) => {
          order.push('waiting dropped');
          return error;
        });
      const other = reader.read(pdfBytes('Bea Doe'), 'pdf', { owner: 'b' }).then((reading) => {
        order.push('other read');
        return reading;
      });
      waitingCaller.abort(gone);
      expect(await waiting).toBe(gone);
      runningCaller.abort(gone);
      expect(await running).toBe(gone);
      expect((await other).text).toContain('Bea Doe');
      expect(order).toEqual(['waiting dropped', 'running stopped', 'other read']);
    }
  });
});

describe('an import whose client has gone', () => {
  const calls: { owner: string | undefined; signal: AbortSignal | undefined }[] = [];
  let called!: () => void;
  const reached = new Promise<void>((resolve) => (called = resolve));
  const importer: ResumeImporter = {
    read(_bytes, _kind, reader) {
      calls.push({ owner: reader?.owner, signal: reader?.signal });
      called();
      // Holds the read until its caller goes.
      return new Promise((_resolve, reject) => {
        reader?.signal?.addEventListener('abort', () => reject(reader.signal!.reason as Error));
      });
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await build({}, { resumeImporter: importer });
  });
  afterAll(() => t.close());

  it('tells the reader, which drops the read', async () => {
    const user = await signupAndLogin(t.app);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const body = fileUpload(pdfBytes(), 'cv.pdf');
    const request = httpRequest({
      host: '127.0.0.1',
      port: address.port,
      method: 'POST',
      path: `${API}/onboarding/upload-resume`,
      headers: { ...bearer(user.token), 'content-type': body.contentType },
    });
    request.on('error', () => undefined);
    request.end(body.payload);
    await reached;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.owner).toBe(user.id);
    expect(calls[0]!.signal?.aborted).toBe(false);
    const aborted = new Promise((resolve) =>
      calls[0]!.signal!.addEventListener('abort', resolve, { once: true }),
    );
    request.destroy();
    await aborted;
    expect(calls[0]!.signal!.reason).toBeInstanceOf(ClientGoneError);
    // Nothing half-done stays: the file of a read that was dropped is not kept.
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: `${API}/cv/files/`,
              headers: bearer(user.token),
            })
          ).json<{ count: number }>().count,
      )
      .toBe(0);
  });
});
