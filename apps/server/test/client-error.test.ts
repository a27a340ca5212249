import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await build();
  // A real socket: Node's HTTP parser refuses these requests before Fastify (and inject) sees them.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes `raw` and reads until the server closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) => {
      // The server may reset after answering; what arrived is the answer.
      if (chunks.length > 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(error);
    });
    socket.write(raw);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests the HTTP parser refuses', () => {
  it('answers 431 in the {detail} shape to 20 KB of headers', async () => {
    const answer = parse(
      await exchange(
        `GET /api/v1/utils/health-check/ HTTP/1.1\r\nHost: localhost\r\n` +
          `X-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request header fields too large' });
  });

  it('answers 400 in the {detail} shape to a malformed request', async () => {
    const answer = parse(await exchange('NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Bad request' });
  });

  it('still answers an ordinary request on the same server', async () => {
    const answer = parse(
      await exchange(
        'GET /api/v1/utils/health-check/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(answer.status).toBe(200);
  });
});
