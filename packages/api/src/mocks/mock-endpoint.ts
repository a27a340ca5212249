import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  API_PREFIX,
  routePath,
  type Endpoint,
  type HandlerResultOf,
  type HttpMethod,
} from '../endpoints';
import { serverMessages } from '../schemas/messages';
import { validationIssues, type RequestPart } from '../validation';
import type { MockDb, MockUser } from './db';

/**
 * Handlers match any origin: the web app calls its own origin in the browser, and tests call
 * an absolute URL because Node's fetch cannot resolve relative ones.
 */
export const mockApi = (path: string) => `*${API_PREFIX}${path}`;

export interface HandlerOptions {
  /** Latency added to every answer; 'infinite' keeps every call pending (loading states). */
  delay?: number | 'infinite';
}

/** An expected failure: answered as `{detail}` with its status, like the server's HttpError. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly detail: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, detail: unknown, headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`);
    this.name = 'MockHttpError';
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

/** Ends a resolver with the server's `{detail}` answer. */
export function fail(status: number, detail: unknown, headers?: Record<string, string>): never {
  throw new MockHttpError(status, detail, headers);
}

type Parsed<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a resolver gets: the caller (for non-public endpoints) and the parsed inputs. */
export interface MockContext<E extends Endpoint> {
  db: MockDb;
  request: Request;
  /** The signed-in, active caller; null on public endpoints, which never look at the token. */
  user: E['access'] extends 'public' ? null : MockUser;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The bytes of an uploaded file of `body` (a multipart endpoint's file fields). */
  bytesOf(file: Blob): Uint8Array;
}

/**
 * What the endpoint answers with on success: its response's input shape, or, for a download
 * (`binary`), the Response carrying the bytes.
 */
export type MockResolver<E extends Endpoint> = (
  context: MockContext<E>,
) => HandlerResultOf<E> | Promise<HandlerResultOf<E>>;

/** One endpoint's mock, turned into an MSW handler over a db by `toHandler`. */
export interface MockDefinition {
  endpoint: Endpoint;
  toHandler(db: MockDb, options: HandlerOptions): HttpHandler;
}

const methods: Record<HttpMethod, typeof http.get> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

const unauthorized = (text: string) =>
  new MockHttpError(401, text, { 'www-authenticate': 'Bearer' });

/** The token of an Authorization header, read like the server reads it. */
export function tokenFromHeader(header: string | null): string | null {
  const value = header?.trim();
  if (!value) return null;
  const match = /^bearer\s+(\S+)$/i.exec(value);
  if (match?.[1]) return match[1];
  if (/^\S+$/.test(value) && value.toLowerCase() !== 'bearer') return value;
  return null;
}

/** The caller an endpoint's `access` lets through, or the server's 401/400/403. */
function authorize(endpoint: Endpoint, request: Request, db: MockDb): MockUser | null {
  if (endpoint.access === 'public') return null;
  const token = tokenFromHeader(request.headers.get('Authorization'));
  if (!token) throw unauthorized(serverMessages.notAuthenticated);
  const userId = db.tokens.get(token);
  // A token of a deleted user is as invalid as a forged one.
  const user = userId === undefined ? undefined : db.users.find((u) => u.id === userId);
  if (!user) throw unauthorized(serverMessages.invalidCredentials);
  if (!user.is_active) fail(400, serverMessages.inactiveUser);
  if (endpoint.access === 'superuser' && !user.is_superuser) {
    fail(403, serverMessages.notEnoughPrivileges);
  }
  return user;
}

function parse(schema: z.ZodType, part: RequestPart, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) fail(422, validationIssues(result.error, part, input));
  return result.data;
}

/**
 * A file part. Duck-typed, because under jsdom the File that MSW parses a multipart body into
 * comes from another realm than the global File, so `instanceof File` fails.
 */
function isFileLike(value: unknown): value is Blob & { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'size' in value &&
    'name' in value
  );
}

/** The body as the endpoint's encoding carries it, before its schema; file bytes on the side. */
async function readBody(
  endpoint: Endpoint,
  request: Request,
  bytes: WeakMap<Blob, Uint8Array>,
): Promise<unknown> {
  const type = request.headers.get('Content-Type')?.toLowerCase() ?? '';
  switch (endpoint.encoding ?? 'json') {
    case 'form':
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        fail(415, 'Unsupported Media Type: send application/x-www-form-urlencoded');
      }
      return Object.fromEntries(new URLSearchParams(await request.text()));
    case 'multipart': {
      if (!type.startsWith('multipart/form-data')) {
        const shape = (endpoint.body as z.ZodObject | undefined)?.shape ?? {};
        const fields = Object.keys(shape).map((name) => `"${name}"`);
        fail(415, `Send the file as multipart/form-data in the field ${fields.join(', ')}.`);
      }
      const form = await request
        .formData()
        .catch(() =>
          fail(422, [
            { loc: ['body'], msg: 'Malformed multipart body', type: 'multipart_invalid' },
          ]),
        );
      const body: Record<string, File> = {};
      // Like the server, only file parts count: a text field of the same name is no file.
      for (const [name, value] of form.entries()) {
        if (!isFileLike(value)) continue;
        const content = new Uint8Array(await value.arrayBuffer());
        // Rebuilt in this realm so the endpoint's z.file() accepts it.
        const file = new File([content], value.name, { type: value.type });
        bytes.set(file, content);
        body[name] = file;
      }
      return body;
    }
    case 'json': {
      const text = await request.text();
      // The server reads an empty JSON body as no body: the schema then reports it missing.
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return fail(422, [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }]);
      }
    }
  }
}

/**
 * The mock of one endpoint of the table. It registers at the endpoint's method and path, applies
 * its `access` and parses params, body and query with its schemas (in the server's order: the
 * first failing part answers 422), then lets `resolve` answer. What `resolve` returns is checked
 * against the endpoint's response schema, so a mock cannot answer what the client would reject;
 * `fail(status, detail)` answers an error.
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  resolve: MockResolver<E>,
): MockDefinition {
  return {
    endpoint,
    toHandler(db, options) {
      const route = mockApi(routePath(endpoint.path));
      return methods[endpoint.method](route, async ({ request, params: rawParams }) => {
        if (options.delay !== undefined) await delay(options.delay);
        try {
          const user = authorize(endpoint, request, db);
          const params = endpoint.params ? parse(endpoint.params, 'path', rawParams) : undefined;
          const bytes = new WeakMap<Blob, Uint8Array>();
          const body = endpoint.body
            ? parse(endpoint.body, 'body', await readBody(endpoint, request, bytes))
            : undefined;
          const search = Object.fromEntries(new URL(request.url).searchParams);
          const query = endpoint.query ? parse(endpoint.query, 'query', search) : undefined;
          const context = {
            db,
            request,
            user,
            params,
            query,
            body,
            bytesOf(file: Blob) {
              const content = bytes.get(file);
              if (!content) throw new Error('bytesOf: not a file of this request');
              return content;
            },
          } as MockContext<E>;
          const result: unknown = await resolve(context);
          if (endpoint.binary) {
            if (!(result instanceof Response)) {
              throw new Error(`Mock of ${endpoint.method} ${endpoint.path} must answer a Response`);
            }
            return result;
          }
          const checked = endpoint.response.safeParse(result);
          if (!checked.success) {
            throw new Error(
              `Mock of ${endpoint.method} ${endpoint.path} answered a shape the client would reject: ${checked.error.message}`,
            );
          }
          return HttpResponse.json(checked.data as never);
        } catch (error) {
          if (!(error instanceof MockHttpError)) throw error;
          return HttpResponse.json({ detail: error.detail } as never, {
            status: error.status,
            headers: error.headers,
          });
        }
      });
    },
  };
}
