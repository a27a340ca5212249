/**
 * The job posting fetcher against requests aimed at the server's own network. Only loopback
 * listeners of this file ever receive traffic: private, link-local and metadata addresses are
 * checked on the address rules directly, and by showing that no connection to them is even
 * attempted.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { analysisServerTexts as texts } from '@vita/api/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRefusedAddress, parseHostLiteral } from '../src/infra/analysis/address-check';
import {
  fetchPosting,
  PostingFetchError,
  type PostingFetchReason,
  type PostingLookup,
} from '../src/infra/analysis/fetch-posting';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, site: Site) => void;

interface Site {
  port: number;
  /** The paths requested, in order. */
  hits: string[];
  /** Sockets currently open on the server side. */
  sockets: Set<Socket>;
  /** TCP connections accepted, requests or not. */
  connections: number;
  close(): Promise<void>;
}

/** A loopback HTTP listener answering each path with its handler (404 for the rest). */
async function listen(routes: Record<string, Handler>): Promise<Site> {
  const sockets = new Set<Socket>();
  const site: Site = { port: 0, hits: [], sockets, connections: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    site.hits.push(path);
    const route = routes[path] ?? routes[path.replace(/\/\d+$/, '/:n')];
    if (route) route(req, res, site);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
  });
  server.on('connection', (socket) => {
    site.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/** The error a fetch rejects with, which must be a PostingFetchError. */
async function failure(promise: Promise<unknown>): Promise<PostingFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PostingFetchError);
  return error as PostingFetchError;
}

async function reason(promise: Promise<unknown>): Promise<PostingFetchReason> {
  return (await failure(promise)).reason;
}

/** Resolves when `socket` closes (the test's timeout bounds the wait). */
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const html = '<!doctype html><html><body><h1>Backend Engineer – Zürich</h1></body></html>';

// The server side of the too-large cases: each resolves when the client dropped the connection.
const serverSawClose: Promise<void>[] = [];

const routes: Record<string, Handler> = {
  '/html': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  '/xhtml': (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end('<html>ok</html>'),
  '/latin1': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
      .end(Buffer.from('<p>Café in Zürich, naïve señor</p>', 'latin1')),
  '/meta-charset': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        Buffer.concat([
          Buffer.from('<html><head><meta charset="windows-1252"></head><body>Salary 50 000 '),
          Buffer.from([0x80, 0x20, 0x93]),
          Buffer.from('remote'),
          Buffer.from([0x94, 0x20, 0x96, 0x20, 0xe9]),
          Buffer.from('</body></html>'),
        ]),
      ),
  '/json': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ title: 'Ingénieur' })),
  '/ld-json': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/ld+json' })
      .end('{"@type":"JobPosting","title":"Engineer"}'),
  '/text': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Plain posting — 3+ years'),
  '/markdown': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' })
      .end('## Requirements\n- 3+ years of Go'),
  '/sniff-html': (_req, res) => res.end('  \n<html><body>Sniffed</body></html>'),
  '/sniff-json': (_req, res) => res.end('[{"title":"Engineer"}]'),
  '/sniff-text': (_req, res) => res.end('Just words.'),
  '/gzip': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
      .end(gzipSync(html)),
  '/gzip-bomb': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      .end(gzipSync(Buffer.alloc(3 * 1024 * 1024, 'a'))),
  '/png': (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  '/pdf': (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n'),
  '/500': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<p>Oops</p>'),
  '/redirect/:n': (req, res) => {
    const n = Number(req.url?.split('/').pop());
    res.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : '/html' }).end();
  },
  '/to-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://files.example.com/job' }).end(),
  '/to-metadata': (_req, res) =>
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-credentials': (_req, res, site) =>
    res.writeHead(302, { location: `http://user:pass@127.0.0.1:${site.port}/html` }).end(),
  '/endless': (req, res) => {
    serverSawClose.push(closed(req.socket));
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', pump);
    pump();
  },
  '/declared-large': (req, res) => {
    serverSawClose.push(closed(req.socket));
    res.writeHead(200, {
      'content-type': 'text/html',
      'content-length': String(3 * 1024 * 1024),
    });
    res.write('<html>');
    // …and nothing more: only the declared length can end this quickly.
  },
  '/trickle': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html>');
    const timer = setInterval(() => res.write('.'), 50);
    req.socket.on('close', () => clearInterval(timer));
  },
  '/silent': () => {
    // Never answers.
  },
};

let site: Site;
let other: Site;
const allow = () => ({ allowHosts: [`127.0.0.1:${site.port}`] });
const at = (path: string) => `http://127.0.0.1:${site.port}${path}`;

// Connection attempts as undici reports them, to show that refused addresses are never dialled.
const connectAttempts: string[] = [];
const onBeforeConnect = (message: unknown) => {
  const { connectParams } = message as { connectParams: { hostname: string; port: string } };
  connectAttempts.push(`${connectParams.hostname}:${connectParams.port}`);
};

beforeAll(async () => {
  site = await listen(routes);
  other = await listen({ '/': (_req, res) => res.end('<p>other</p>') });
  subscribe('undici:client:beforeConnect', onBeforeConnect);
  routes['/to-other'] = (_req, res) =>
    res.writeHead(302, { location: `http://127.0.0.1:${other.port}/` }).end();
});

afterAll(async () => {
  unsubscribe('undici:client:beforeConnect', onBeforeConnect);
  await Promise.all([site.close(), other.close()]);
});

beforeEach(() => {
  site.hits.length = 0;
  site.connections = 0;
  other.hits.length = 0;
  other.connections = 0;
  connectAttempts.length = 0;
});

describe('isRefusedAddress', () => {
  it.each([
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
    ['private', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1']],
    ['link-local', ['169.254.0.1', 'fe80::1', 'fe80::1%eth0', 'febf::1']],
    ['cloud metadata', ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']],
    ['carrier-grade NAT', ['100.64.0.1', '100.127.255.254']],
    ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3']],
    ['broadcast', ['255.255.255.255']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['reserved', ['240.0.0.1', '192.0.0.8', 'fec0::1', '100::1', '::7f00:1']],
    ['benchmarking', ['198.18.0.1', '198.19.255.255', '2001:2::1']],
    ['documentation', ['192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1', '3fff::1']],
    ['unique-local', ['fc00::1', 'fd12:3456:789a::1']],
    [
      'IPv4-mapped IPv6 of a refused IPv4',
      ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
    ],
    [
      'NAT64 of a refused IPv4, and the local-use NAT64 prefix',
      ['64:ff9b::127.0.0.1', '64:ff9b::a00:1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::808:808'],
    ],
    ['6to4 of a refused IPv4', ['2002:7f00:1::1', '2002:a00:1::', '2002:c0a8:101::1']],
    ['Teredo', ['2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2']],
    ['not an address at all', ['', 'jobs.example.com', '999.1.1.1']],
  ])('refuses %s', (_name, addresses) => {
    for (const address of addresses) expect(isRefusedAddress(address), address).toBe(true);
  });

  it('admits public unicast addresses, also inside IPv6 forms that carry them', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '198.20.0.1',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('reads every spelling of an IPv4 address as the address it means', () => {
    for (const form of [
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '0x7f000001',
      '127.1',
      '0x7F.0.0.1',
    ]) {
      expect(parseHostLiteral(form), form).toBe('127.0.0.1');
      expect(isRefusedAddress(form), form).toBe(true);
    }
    expect(parseHostLiteral('127.0.0.1.')).toBe('127.0.0.1');
    expect(parseHostLiteral('0')).toBe('0.0.0.0');
    expect(parseHostLiteral('167772161')).toBe('10.0.0.1');
    expect(parseHostLiteral('0xa9.0xfe.0xa9.0xfe')).toBe('169.254.169.254');
  });

  it('reads bracketed IPv6 hosts, and leaves names alone', () => {
    expect(parseHostLiteral('[::1]')).toBe('::1');
    expect(parseHostLiteral('[::ffff:127.0.0.1]')).toBe('::ffff:7f00:1');
    expect(parseHostLiteral('[fd00:ec2::254]')).toBe('fd00:ec2::254');
    expect(isRefusedAddress('[::1]')).toBe(true);
    expect(parseHostLiteral('jobs.example.com')).toBeNull();
    expect(parseHostLiteral('localhost')).toBeNull();
    expect(parseHostLiteral('1.2.3.4.5')).toBeNull();
  });
});

describe('fetchPosting refuses the server’s own network', () => {
  it.each([
    (port: number) => `http://127.0.0.1:${port}/html`,
    (port: number) => `http://localhost:${port}/html`,
    (port: number) => `http://[::1]:${port}/html`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/html`,
    (port: number) => `http://2130706433:${port}/html`,
    (port: number) => `http://0x7f.1:${port}/html`,
    (port: number) => `http://0177.0.0.1:${port}/html`,
    (port: number) => `http://127.1:${port}/html`,
    (port: number) => `http://0.0.0.0:${port}/html`,
  ])('refuses loopback when not allowed: %#', async (url) => {
    const error = await failure(fetchPosting(url(site.port)));
    expect(error.reason).toBe('refused');
    expect(error.message).toBe(texts.urlRefused);
    expect(site.hits).toEqual([]);
    expect(site.connections).toBe(0);
    expect(connectAttempts).toEqual([]);
  });

  it('refuses private, link-local and metadata addresses without dialling them', async () => {
    const lookup = vi.fn<PostingLookup>();
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://10.0.0.1/',
      'http://172.16.5.4:8080/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://0xa9fea9fe/',
      'https://192.168.0.1/',
    ]) {
      expect(await reason(fetchPosting(url, { lookup })), url).toBe('refused');
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(connectAttempts).toEqual([]);
  });

  it('refuses a name with any refused address among its answers, before connecting', async () => {
    const lookup = vi.fn<PostingLookup>().mockResolvedValue([
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const url = `http://jobs.example.test:${site.port}/html`;
    expect(await reason(fetchPosting(url, { lookup }))).toBe('refused');
    expect(lookup).toHaveBeenCalledWith('jobs.example.test');
    expect(connectAttempts).toEqual([]);
    expect(site.hits).toEqual([]);
  });

  it('checks the address the connection uses, so a name that changes its answer is refused', async () => {
    // The first look sees a public address; by the time the socket resolves the name it points
    // at loopback.
    const lookup = vi
      .fn<PostingLookup>()
      .mockResolvedValueOnce([{ address: '8.8.8.8', family: 4 }])
      .mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    const url = `http://rebind.example.test:${site.port}/html`;
    const error = await failure(fetchPosting(url, { lookup }));
    expect(error.reason).toBe('refused');
    expect(error.message).toBe(texts.urlRefused);
    expect(lookup).toHaveBeenCalledTimes(2);
    // Refused by the connection's own lookup: not even a TCP connection was made.
    expect(site.connections).toBe(0);
    expect(site.hits).toEqual([]);
  });

  it('refuses when the connection’s own lookup answers a public and a private address at once', async () => {
    const lookup = vi
      .fn<PostingLookup>()
      .mockResolvedValueOnce([{ address: '8.8.8.8', family: 4 }])
      .mockResolvedValue([
        { address: '127.0.0.1', family: 4 },
        { address: '8.8.8.8', family: 4 },
      ]);
    const url = `http://rebind.example.test:${site.port}/html`;
    expect(await reason(fetchPosting(url, { lookup }))).toBe('refused');
    expect(site.connections).toBe(0);
    expect(site.hits).toEqual([]);
  });

  it('refuses a redirect to a host that is not allowed, without reaching it', async () => {
    expect(await reason(fetchPosting(at('/to-other'), allow()))).toBe('refused');
    expect(site.hits).toEqual(['/to-other']);
    expect(other.hits).toEqual([]);
    expect(other.connections).toBe(0);
  });

  it('refuses a redirect to the metadata address without dialling it', async () => {
    const error = await failure(fetchPosting(at('/to-metadata'), allow()));
    expect(error.reason).toBe('refused');
    expect(error.message).toBe(texts.urlRefused);
    expect(connectAttempts.some((target) => target.startsWith('169.254.'))).toBe(false);
  });
});

describe('fetchPosting reads allowed pages', () => {
  it('returns HTML decoded as UTF-8', async () => {
    const page = await fetchPosting(at('/html'), allow());
    expect(page).toEqual({ url: at('/html'), kind: 'html', body: html });
  });

  it('decodes a latin-1 page by its header charset', async () => {
    const page = await fetchPosting(at('/latin1'), allow());
    expect(page.body).toBe('<p>Café in Zürich, naïve señor</p>');
  });

  it('honours a <meta charset> when the header names none', async () => {
    const page = await fetchPosting(at('/meta-charset'), allow());
    expect(page.body).toContain('Salary 50 000 € “remote” – é');
  });

  it('reads JSON, JSON-LD, XHTML, plain text and Markdown', async () => {
    expect(await fetchPosting(at('/json'), allow())).toMatchObject({
      kind: 'json',
      body: '{"title":"Ingénieur"}',
    });
    expect(await fetchPosting(at('/ld-json'), allow())).toMatchObject({ kind: 'json' });
    expect(await fetchPosting(at('/xhtml'), allow())).toMatchObject({ kind: 'html' });
    expect(await fetchPosting(at('/text'), allow())).toMatchObject({
      kind: 'text',
      body: 'Plain posting — 3+ years',
    });
    expect(await fetchPosting(at('/markdown'), allow())).toMatchObject({
      kind: 'text',
      body: '## Requirements\n- 3+ years of Go',
    });
  });

  it('tells what an unlabelled body is from its first character', async () => {
    expect((await fetchPosting(at('/sniff-html'), allow())).kind).toBe('html');
    expect((await fetchPosting(at('/sniff-json'), allow())).kind).toBe('json');
    expect((await fetchPosting(at('/sniff-text'), allow())).kind).toBe('text');
  });

  it('unpacks a body the server compressed anyway', async () => {
    expect((await fetchPosting(at('/gzip'), allow())).body).toBe(html);
  });

  it('matches allowHosts on host and port, in any case, and only there', async () => {
    expect((await fetchPosting(at('/html'), { allowHosts: [`127.0.0.1:${site.port}`] })).kind).toBe(
      'html',
    );
    expect(
      await reason(fetchPosting(at('/html'), { allowHosts: [`127.0.0.1:${other.port}`] })),
    ).toBe('refused');
    // An allowed name still resolves through the lookup.
    const lookup = vi.fn<PostingLookup>().mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    const page = await fetchPosting(`http://Jobs.Intranet.test:${site.port}/html`, {
      allowHosts: [`JOBS.intranet.TEST:${site.port}`],
      lookup,
    });
    expect(page.body).toBe(html);
    expect(lookup).toHaveBeenCalledWith('jobs.intranet.test');
  });

  it('closes its connections when done', async () => {
    await fetchPosting(at('/html'), allow());
    await until(() => site.sockets.size === 0);
  });
});

describe('fetchPosting follows redirects with care', () => {
  it('follows redirects between allowed addresses', async () => {
    const page = await fetchPosting(at('/redirect/2'), allow());
    expect(page.url).toBe(at('/html'));
    expect(page.body).toBe(html);
    expect(site.hits).toEqual(['/redirect/2', '/redirect/1', '/redirect/0', '/html']);
  });

  it('follows at most five redirects', async () => {
    // Five redirects: /redirect/4 … /redirect/0, then /html.
    expect((await fetchPosting(at('/redirect/4'), allow())).kind).toBe('html');
    const error = await failure(fetchPosting(at('/redirect/5'), allow()));
    expect(error.reason).toBe('redirects');
    expect(error.message).toBe(texts.tooManyRedirects);
    expect(await reason(fetchPosting(at('/redirect/1'), { ...allow(), maxRedirects: 1 }))).toBe(
      'redirects',
    );
  });

  it('refuses a redirect to another scheme or to an address with credentials', async () => {
    const error = await failure(fetchPosting(at('/to-ftp'), allow()));
    expect(error.reason).toBe('invalid_url');
    expect(error.message).toBe(texts.redirectInvalid);
    expect(await reason(fetchPosting(at('/to-credentials'), allow()))).toBe('invalid_url');
    expect(site.hits).toEqual(['/to-ftp', '/to-credentials']);
  });
});

describe('fetchPosting refuses what is not a posting page', () => {
  it.each(['/png', '/pdf'])('refuses %s as an unsupported type', async (path) => {
    const error = await failure(fetchPosting(at(path), allow()));
    expect(error.reason).toBe('unsupported_type');
    const type = path === '/png' ? 'image/png' : 'application/pdf';
    expect(error.message).toBe(fill(texts.unsupportedType, { type }));
  });

  it.each([404, 500])('reports HTTP %i with its status', async (status) => {
    const error = await failure(fetchPosting(at(`/${status}`), allow()));
    expect(error.reason).toBe('http_status');
    expect(error.message).toBe(fill(texts.httpStatus, { status }));
  });

  it.each([
    'ftp://files.example.com/job.html',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<p>job</p>',
    'http://user:pass@jobs.example.com/',
    'https://user@jobs.example.com/',
    'jobs.example.com/posting',
    'not a url',
  ])('refuses %s as an invalid URL', async (url) => {
    const lookup = vi.fn<PostingLookup>();
    const error = await failure(fetchPosting(url, { lookup }));
    expect(error.reason).toBe('invalid_url');
    expect(error.message).toBe(texts.urlInvalid);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('fetchPosting bounds size and time', () => {
  it('stops reading past maxBytes and closes the connection', async () => {
    serverSawClose.length = 0;
    const error = await failure(fetchPosting(at('/endless'), { ...allow(), maxBytes: 1000 }));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe(texts.tooLarge);
    expect(serverSawClose).toHaveLength(1);
    await serverSawClose[0];
  });

  it('stops an endless body at the default 2 MB', async () => {
    serverSawClose.length = 0;
    expect(await reason(fetchPosting(at('/endless'), allow()))).toBe('too_large');
    await serverSawClose[0];
  });

  it('refuses a declared Content-Length above the cap before reading the body', async () => {
    serverSawClose.length = 0;
    // The body never completes, so only the declared length can end this before the deadline.
    const started = Date.now();
    expect(
      await reason(fetchPosting(at('/declared-large'), { ...allow(), totalTimeoutMs: 20_000 })),
    ).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(10_000);
    await serverSawClose[0];
  });

  it('caps what a compressed body unpacks to', async () => {
    expect(await reason(fetchPosting(at('/gzip-bomb'), allow()))).toBe('too_large');
  });

  it('gives up on a body that trickles in', async () => {
    const started = Date.now();
    const error = await failure(fetchPosting(at('/trickle'), { ...allow(), totalTimeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe(texts.timedOut);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a site that never answers', async () => {
    const started = Date.now();
    expect(await reason(fetchPosting(at('/silent'), { ...allow(), totalTimeoutMs: 300 }))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops when the caller cancels, with the caller’s reason', async () => {
    const controller = new AbortController();
    const cancelled = new Error('cancelled');
    setTimeout(() => controller.abort(cancelled), 50);
    await expect(
      fetchPosting(at('/silent'), { ...allow(), signal: controller.signal }),
    ).rejects.toBe(cancelled);
  });
});

describe('fetchPosting reports sites it cannot reach', () => {
  it('reports a name that does not resolve', async () => {
    const error = await failure(fetchPosting('http://jobs.example.invalid/posting'));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toMatch(/the site’s name could not be (found|looked up)/);
  });

  it('says the name could not be found, in words', async () => {
    const lookup: PostingLookup = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    const error = await failure(fetchPosting('https://jobs.example.com/1', { lookup }));
    expect(error.message).toBe(
      fill(texts.unreachable, { reason: 'the site’s name could not be found' }),
    );
  });

  it('reports a refused connection on an allowed port nobody listens on', async () => {
    const closedSite = await listen({});
    const port = closedSite.port;
    await closedSite.close();
    const error = await failure(
      fetchPosting(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] }),
    );
    expect(error.reason).toBe('unreachable');
    expect(error.message).toBe(fill(texts.unreachable, { reason: 'the connection was refused' }));
  });

  it('reports a failed secure connection', async () => {
    // A plain HTTP listener spoken to over TLS.
    const error = await failure(fetchPosting(`https://127.0.0.1:${site.port}/html`, allow()));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toBe(fill(texts.unreachable, { reason: 'the secure connection failed' }));
  });
});
