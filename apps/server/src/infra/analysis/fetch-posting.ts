/**
 * The job posting fetcher: reads the page behind a URL a user typed, without ever letting that URL
 * reach into the server's own machine or network.
 *
 * Every address is checked where it is used. A host that is an IP literal (in any spelling) is
 * checked before a request is made; a name is resolved, and refused when any of its addresses is
 * refused; and the connection itself resolves the name again through a lookup that applies the
 * same check, so the address a socket connects to is always one that was checked, even when a
 * name changes its answer between the first look and the connection (DNS rebinding). Redirects
 * are followed one at a time, each new address going through the same checks.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import { isIPv6, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  analysisServerTexts as texts,
  fillText as fill,
  POSTING_MAX_BYTES,
} from '@vita/api/schemas';
import type * as Undici from 'undici';
import type { buildConnector, Dispatcher } from 'undici';
import { isRefusedAddress, parseHostLiteral } from './address-check';
import type { FetchedPage } from './types';

export type PostingFetchReason =
  | 'invalid_url'
  | 'refused'
  | 'unreachable'
  | 'http_status'
  | 'redirects'
  | 'too_large'
  | 'unsupported_type'
  | 'timeout';

/** Why a posting could not be fetched; `message` is the text to show the user. */
export class PostingFetchError extends Error {
  constructor(
    readonly reason: PostingFetchReason,
    message: string,
  ) {
    super(message);
    this.name = 'PostingFetchError';
  }
}

/** One answer of a name lookup. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a name to all its addresses; rejects with the resolver's error (e.g. ENOTFOUND). */
export type PostingLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface FetchPostingOptions {
  /** 'host:port' entries admitted even when they resolve to a refused address (tests, intranet job boards). */
  allowHosts?: readonly string[];
  /** How long one connection may take to open. */
  connectTimeoutMs?: number;
  /** How long the whole fetch may take: every redirect, the headers and the body. */
  totalTimeoutMs?: number;
  /** The largest body accepted, after any decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Cancels the fetch; it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * For tests only: replaces the system resolver, so a test can make a name answer whatever it
   * needs (e.g. a different address on the second lookup) without a DNS server.
   */
  lookup?: PostingLookup;
}

const DEFAULTS = {
  connectTimeoutMs: 5000,
  totalTimeoutMs: 15_000,
  maxBytes: POSTING_MAX_BYTES,
  maxRedirects: 5,
};

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Vita/0.1 (job posting reader)';
const ACCEPT = 'text/html,application/json;q=0.9,text/markdown;q=0.8,text/plain;q=0.8';

const KIND_BY_TYPE: Record<string, FetchedPage['kind']> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/json': 'json',
  'application/ld+json': 'json',
  'text/plain': 'text',
  // Postings kept in a site's repository or a docs site are often served as Markdown: its
  // headings and bullets are what the plain-text reader reads.
  'text/markdown': 'text',
  'text/x-markdown': 'text',
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const refused = () => new PostingFetchError('refused', texts.urlRefused);
const timedOut = () => new PostingFetchError('timeout', texts.timedOut);
const tooLarge = () => new PostingFetchError('too_large', texts.tooLarge);
const unreachable = (reason: string) =>
  new PostingFetchError('unreachable', fill(texts.unreachable, { reason }));

/**
 * undici (an HTTP client with its own connector, which the address checks below need), loaded
 * with the first posting fetched rather than with the server, whose start needs none of it.
 */
let undici: Promise<typeof Undici> | null = null;
const loadUndici = () => (undici ??= import('undici'));

const defaultLookup: PostingLookup = (hostname) => systemLookup(hostname, { all: true });

/**
 * Fetches a job posting page and returns its text. Rejects with a `PostingFetchError` whose
 * `reason` says what went wrong and whose message is the user-facing text.
 */
export async function fetchPosting(
  url: string,
  options: FetchPostingOptions = {},
): Promise<FetchedPage> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs;
  const totalTimeoutMs = options.totalTimeoutMs ?? DEFAULTS.totalTimeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const lookup = options.lookup ?? defaultLookup;
  const allowed = allowedHostKeys(options.allowHosts ?? []);
  const callerSignal = options.signal;

  callerSignal?.throwIfAborted();
  let current = checkedUrl(url, texts.urlInvalid);
  const { Agent, buildConnector, request } = await loadUndici();

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(timedOut()), totalTimeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
  const agent = new Agent({
    connect: guardedConnector(buildConnector, allowed, lookup, connectTimeoutMs),
    headersTimeout: totalTimeoutMs,
    bodyTimeout: totalTimeoutMs,
  });

  try {
    for (let redirects = 0; ; redirects += 1) {
      if (!allowed.has(hostKey(current))) await checkHost(current.hostname, lookup, signal);

      const response = await request(current, {
        dispatcher: agent,
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, accept: ACCEPT },
        signal,
      });
      // A stream destroyed early reports an abort error; nothing else may be listening then.
      response.body.on('error', () => {});

      const location = header(response.headers, 'location');
      if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
        response.body.destroy();
        if (redirects >= maxRedirects) {
          throw new PostingFetchError('redirects', texts.tooManyRedirects);
        }
        current = checkedUrl(location, texts.redirectInvalid, current);
        continue;
      }

      return await readPage(current, response, maxBytes);
    }
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (error instanceof PostingFetchError) throw error;
    if (deadline.signal.aborted) throw timedOut();
    throw asFetchError(error);
  } finally {
    clearTimeout(timer);
    await agent.destroy().catch(() => {});
  }
}

/** Parses a URL (relative to `base` for a redirect) and refuses what is not plain http(s). */
function checkedUrl(text: string, invalidText: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new PostingFetchError('invalid_url', invalidText);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PostingFetchError('invalid_url', invalidText);
  }
  // Credentials in a URL are a way to smuggle a different host past a reader's eye, and a job
  // posting never needs them.
  if (url.username !== '' || url.password !== '') {
    throw new PostingFetchError('invalid_url', invalidText);
  }
  url.hash = '';
  return url;
}

/**
 * Refuses a host before any request: a literal that names a refused address, or a name with any
 * refused address among its answers. This gives a clear answer early; the connection checks
 * again on its own (see `guardedConnector`), which is what makes the check hold.
 */
async function checkHost(hostname: string, lookup: PostingLookup, signal: AbortSignal) {
  const literal = parseHostLiteral(hostname);
  if (literal !== null) {
    if (isRefusedAddress(literal)) throw refused();
    return;
  }
  const addresses = await abortable(lookup(hostname), signal);
  if (addresses.length === 0) throw unreachable(describeFailure('ENOTFOUND'));
  if (addresses.some((answer) => isRefusedAddress(answer.address))) throw refused();
}

/**
 * The connector every socket is opened with. Hosts in `allowHosts` connect as they resolve; any
 * other host is refused when it is a refused literal, is resolved through a lookup that refuses
 * a name with any refused answer, and its socket is dropped if the address it actually reached is
 * refused anyway.
 */
function guardedConnector(
  build: typeof buildConnector,
  allowed: ReadonlySet<string>,
  lookup: PostingLookup,
  timeout: number,
): buildConnector.connector {
  const admitted = build({ timeout, lookup: socketLookup(lookup, false) });
  const guarded = build({ timeout, lookup: socketLookup(lookup, true) });

  return (options, callback) => {
    const host = isIPv6(options.hostname) ? `[${options.hostname}]` : options.hostname;
    const key = `${host.toLowerCase()}:${options.port || defaultPort(options.protocol)}`;
    if (allowed.has(key)) {
      admitted(options, callback);
      return;
    }
    // Literals never reach the lookup: sockets connect to them directly.
    const literal = parseHostLiteral(options.hostname);
    if (literal !== null && isRefusedAddress(literal)) {
      queueMicrotask(() => callback(refused(), null));
      return;
    }
    guarded(options, (error, socket) => {
      if (error !== null) {
        callback(error, null);
        return;
      }
      const remote = socket.remoteAddress;
      if (remote === undefined || isRefusedAddress(remote)) {
        socket.destroy();
        callback(refused(), null);
        return;
      }
      callback(null, socket);
    });
  };
}

/** A socket's `lookup` that resolves through `lookup`, refusing any refused answer when `check`. */
function socketLookup(lookup: PostingLookup, check: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (answers) => {
        if (check && answers.some((answer) => isRefusedAddress(answer.address))) {
          callback(refused(), '');
          return;
        }
        const family = familyNumber(options.family);
        const usable = answers
          .filter((answer) => family === 0 || answer.family === family)
          .map(({ address, family }) => ({ address, family }));
        const first = usable[0];
        if (first === undefined) {
          callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            '',
          );
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function familyNumber(family: number | 'IPv4' | 'IPv6' | undefined): number {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family ?? 0;
}

/** Reads the final response into a page, or refuses it. */
async function readPage(
  url: URL,
  response: Dispatcher.ResponseData,
  maxBytes: number,
): Promise<FetchedPage> {
  const { statusCode, headers, body } = response;
  if (statusCode < 200 || statusCode > 299) {
    body.destroy();
    throw new PostingFetchError('http_status', fill(texts.httpStatus, { status: statusCode }));
  }

  const contentType = parseContentType(header(headers, 'content-type'));
  let kind: FetchedPage['kind'] | null = null;
  if (contentType !== null) {
    kind = KIND_BY_TYPE[contentType.type] ?? null;
    if (kind === null) {
      body.destroy();
      throw new PostingFetchError(
        'unsupported_type',
        fill(texts.unsupportedType, { type: contentType.type }),
      );
    }
  }

  // A declared length over the cap is refused before a byte is read.
  const declaredLength = Number(header(headers, 'content-length') ?? '');
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    body.destroy();
    throw tooLarge();
  }

  const encoding = (header(headers, 'content-encoding') ?? 'identity').trim().toLowerCase();
  const bytes = await readCapped(decompressed(body, encoding, contentType?.type), maxBytes);

  kind ??= sniffKind(bytes);
  const charset =
    bomCharset(bytes) ??
    contentType?.charset ??
    (kind === 'html' ? metaCharset(bytes) : undefined) ??
    'utf-8';
  return { url: url.href, kind, body: decode(bytes, charset) };
}

/**
 * The body as sent, or decompressed when the server compressed it (it was not asked to, but some
 * do anyway); the size cap then applies to what the compression unpacks to.
 */
function decompressed(body: Readable, encoding: string, type: string | undefined): Readable {
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (decoder === null) {
    if (encoding === 'identity' || encoding === '') return body;
    body.destroy();
    throw new PostingFetchError(
      'unsupported_type',
      fill(texts.unsupportedType, { type: `${type ?? 'content'} compressed as ${encoding}` }),
    );
  }
  body.on('error', (error) => decoder.destroy(error));
  decoder.on('close', () => body.destroy());
  return body.pipe(decoder);
}

/** Reads a stream to its end, stopping (and closing it) as soon as it passes `maxBytes`. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size);
}

function parseContentType(
  value: string | undefined,
): { type: string; charset: string | undefined } | null {
  if (value === undefined || value.trim() === '') return null;
  const [type = '', ...params] = value.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(param);
    if (match?.[1]) charset = match[1];
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** What an unlabelled body is, from its first character that is not blank. */
function sniffKind(bytes: Buffer): FetchedPage['kind'] {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d, 0x0c].includes(bytes[start] ?? 0)) {
    start += 1;
  }
  const first = bytes[start];
  if (first === 0x3c) return 'html';
  if (first === 0x7b || first === 0x5b) return 'json';
  return 'text';
}

/** A byte order mark decides the encoding, whatever the headers say, as browsers do. */
function bomCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset an HTML page declares in a `<meta>` near its start, when the header gave none. */
function metaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const match = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1];
}

function decode(bytes: Buffer, charset: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.trim().toLowerCase());
  } catch {
    // An unknown or misspelt label: UTF-8 is what nearly every page is.
    decoder = new TextDecoder('utf-8');
  }
  const text = decoder.decode(bytes);
  // Node 20's decoder reads windows-1252 (which every "latin-1" label means on the web) as
  // ISO-8859-1, leaving its 0x80–0x9F punctuation (€, curly quotes, dashes) as control
  // characters; those are put right here.
  return decoder.encoding === 'windows-1252'
    ? text.replace(
        /[\u0080-\u009f]/g,
        (c: string) => WINDOWS_1252_HIGH.charAt(c.charCodeAt(0) - 0x80) || c,
      )
    : text;
}

/** What windows-1252 bytes 0x80–0x9F stand for, in order. */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021' +
  '\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014' +
  '\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function header(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

function hostKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || defaultPort(url.protocol)}`;
}

/**
 * `allowHosts` as keys that match `hostKey`: written the way a URL writes its host (so
 * `LOCALHOST:8080` and `[::1]:8080` match), and a host without a port admits ports 80 and 443.
 */
function allowedHostKeys(entries: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    const text = entry.trim().toLowerCase();
    let hostname: string;
    try {
      hostname = new URL(`http://${text}`).hostname;
    } catch {
      continue;
    }
    const port = /:(\d+)$/.exec(text)?.[1];
    if (port !== undefined) keys.add(`${hostname}:${Number(port)}`);
    else keys.add(`${hostname}:80`).add(`${hostname}:443`);
  }
  return keys;
}

/** Waits for `promise`, unless `signal` aborts first (a lookup cannot be cancelled itself). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Turns whatever a connection or a request threw into a `PostingFetchError`. */
function asFetchError(error: unknown): PostingFetchError {
  // The checks run inside the socket machinery, which may wrap what they throw.
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof PostingFetchError) return cause;
    if (cause instanceof AggregateError) {
      const inner = (cause.errors as unknown[]).find((e) => e instanceof PostingFetchError);
      if (inner instanceof PostingFetchError) return inner;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  const code = errorCode(error);
  if (TIMEOUT_CODES.has(code)) return timedOut();
  return unreachable(describeFailure(code, error));
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (error instanceof AggregateError) return errorCode(error.errors[0]);
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? errorCode(cause) : '';
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'HOSTNAME_MISMATCH',
]);

/** A failure to connect, in words a user can act on. */
function describeFailure(code: string, error?: unknown): string {
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_NONAME':
    case 'EAI_NODATA':
    case 'EAI_FAIL':
    case 'ENODATA':
      return 'the site’s name could not be found';
    case 'EAI_AGAIN':
    case 'ESERVFAIL':
      return 'the site’s name could not be looked up';
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'the connection was closed before the page arrived';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
    case 'EADDRNOTAVAIL':
      return 'the site could not be reached';
  }
  if (
    code.startsWith('ERR_TLS') ||
    code.startsWith('ERR_SSL') ||
    TLS_CODES.has(code) ||
    /\b(ssl|tls|certificate)\b/i.test(error instanceof Error ? error.message : '')
  ) {
    return 'the secure connection failed';
  }
  if (code.startsWith('HPE_') || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') {
    return 'the site’s answer could not be read';
  }
  return 'the connection failed';
}
