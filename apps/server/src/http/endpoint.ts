import multipart from '@fastify/multipart';
import { routePath, type Endpoint, type HandlerResultOf } from '@vita/api/endpoints';
import { ErrorResponseSchema } from '@vita/api/schemas';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../infra/db/schema';
import { HttpError } from './errors';
import { discardBody, REFUSED_UPLOAD_READ_BYTES } from './uploads';
import { passThroughBody } from './validation';

type Parsed<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler gets: the inputs its declaration names, already validated, and the caller. */
export interface EndpointContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in, active caller; null on public endpoints, which never look at the token. */
  user: E['access'] extends 'public' ? null : UserRow;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  /** A multipart body is not parsed up front: the handler streams it from `request`. */
  body: E extends { encoding: 'multipart' } ? undefined : Parsed<E, 'body'>;
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<HandlerResultOf<E>> | HandlerResultOf<E>;

/** Route options an endpoint may add to what its declaration implies (rarely needed). */
export interface RouteExtra {
  /** Merged into the OpenAPI schema, e.g. `produces` for a download. */
  schema?: Pick<FastifySchema, 'produces' | 'description'>;
}

type Group = Record<string, Endpoint>;

/** A handler, or a handler with route extras. */
type Implementation<E extends Endpoint> =
  EndpointHandler<E> | { handler: EndpointHandler<E>; route: RouteExtra };

export type Handlers<G extends Group> = { [K in keyof G]: Implementation<G[K]> };

/**
 * One group of the endpoint table and how to build its handlers. The factory runs inside the
 * group's own Fastify scope, so whatever it registers (hooks, plugins) stays with these routes.
 */
export interface GroupImplementation {
  group: Group;
  register(scope: FastifyInstance): Promise<void>;
}

/**
 * Implements every endpoint of one group of the table. TypeScript requires a handler per
 * endpoint; the API's plugin checks at start that every endpoint of the table has a route.
 */
export function implement<G extends Group>(
  group: G,
  handlers: (app: FastifyInstance) => Handlers<G> | Promise<Handlers<G>>,
): GroupImplementation {
  return {
    group,
    async register(scope) {
      const built = await handlers(scope);
      for (const [name, endpoint] of Object.entries(group)) {
        const implementation = built[name] as Implementation<Endpoint> | undefined;
        if (!implementation) throw new Error(`No handler for ${endpoint.method} ${endpoint.path}`);
        const { handler, route } =
          typeof implementation === 'function'
            ? { handler: implementation, route: {} }
            : implementation;
        registerEndpoint(scope, endpoint, handler, route);
      }
    },
  };
}

const SECURITY = [{ OAuth2PasswordBearer: [] }];

/** The body of a form-encoded endpoint must say so (the OAuth2 password flow requires it). */
async function requireFormBody(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Unsupported Media Type: send application/x-www-form-urlencoded');
  }
}

/** The 415 text of an upload that is not multipart: it names the fields the upload expects. */
function notMultipartMessage(endpoint: Endpoint): string {
  const shape = (endpoint.body as z.ZodObject | undefined)?.shape ?? {};
  const fields = Object.keys(shape).map((name) => `"${name}"`);
  return `Send the file as multipart/form-data in the field ${fields.join(', ')}.`;
}

/** Every answer an endpoint may give besides 200, with when it happens, for OpenAPI. */
function errorResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const when = new Map<number, string[]>();
  const add = (status: number, text: string) =>
    when.set(status, [...(when.get(status) ?? []), text]);
  if (endpoint.access !== 'public') {
    add(401, 'No token, or an invalid or expired one, or a deleted user');
    add(400, 'The signed-in user is inactive');
  }
  if (endpoint.access === 'superuser') add(403, 'The caller is not a superuser');
  if (endpoint.access !== 'public' && endpoint.method !== 'GET') {
    add(429, 'More changes by this user within a minute than the server allows');
  }
  for (const [status, text] of Object.entries(endpoint.errors ?? {})) add(Number(status), text);
  if (endpoint.params || endpoint.query || endpoint.body) {
    add(422, 'Invalid input: `detail` lists `{loc, msg, type}` for each problem');
  }
  return Object.fromEntries(
    [...when].map(([status, texts]) => [
      status,
      ErrorResponseSchema.meta({ description: texts.join('; ') }),
    ]),
  );
}

function openApiSchema(endpoint: Endpoint, extra: RouteExtra): FastifySchema {
  const encoding = endpoint.body ? (endpoint.encoding ?? 'json') : undefined;
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.access === 'public' ? {} : { security: SECURITY }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(encoding === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    ...(encoding === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    // A download's 200 schema is documentation only: a stream is sent as is, never serialized.
    response: { 200: endpoint.response, ...errorResponses(endpoint) },
    ...extra.schema,
  };
}

/**
 * Every answer of a signed-in endpoint is someone's own data (or says who is signed in): no
 * shared or browser cache may keep it. Set first, before the access guard, so refusals carry it
 * too; a handler that sets its own (a download's `private, no-store`) replaces it. A callback
 * hook rather than an async onSend: it runs on every signed-in request.
 */
function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header('cache-control', 'no-store');
  done();
}

/**
 * Turns one declaration of the table into a Fastify route under the scope's prefix: its path,
 * schemas (validated by the shared zod validator, answered as FastAPI-style 422s), OpenAPI
 * details, the access guard, and what its encoding needs.
 */
function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extra: RouteExtra = {},
): void {
  const guard = endpoint.access === 'public' ? undefined : app.accessGuards[endpoint.access];
  // Reads are not limited per user; every signed-in change is (see writeLimit).
  const guards = guard && (endpoint.method === 'GET' ? [guard] : [guard, app.writeLimit]);
  const options: RouteOptions = {
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema: openApiSchema(endpoint, extra),
    ...(guards ? { onRequest: [noStore, ...guards] } : {}),
    handler: async (request, reply) =>
      handler({
        request,
        reply,
        user: request.currentUser,
        params: request.params,
        query: request.query,
        body: request.body,
      } as EndpointContext<E>),
  };

  switch (endpoint.body ? (endpoint.encoding ?? 'json') : undefined) {
    case 'form':
      options.preValidation = requireFormBody;
      break;
    case 'multipart': {
      const message = notMultipartMessage(endpoint);
      // The body schema documents the upload; the handler streams and checks the parts itself,
      // so no validator may consume or reject the body first.
      options.validatorCompiler = passThroughBody as RouteOptions['validatorCompiler'];
      options.preValidation = async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, message);
      };
      options.errorHandler = async (error: FastifyError, request, reply) => {
        // An upload refused before or part-way through its body (no token, too large, no form)
        // is answered once the client has sent the rest, up to a bound, so it can read the
        // answer; past the bound the connection is closed after it. The app's handler answers.
        if (!(await discardBody(request.raw, REFUSED_UPLOAD_READ_BYTES))) {
          reply.header('connection', 'close');
        }
        // A body type with no parser at all: say what this route wants instead of a bare 415.
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, message);
        throw error;
      };
      break;
    }
    default:
      break;
  }
  app.route(options);
}

/**
 * Registers groups of the endpoint table, each in its own scope. A domain's plugin calls it with
 * its groups; the API's plugin (http/api.ts) checks afterwards that every endpoint has a route.
 */
export async function registerGroups(
  app: FastifyInstance,
  implementations: readonly GroupImplementation[],
): Promise<void> {
  for (const implementation of implementations) {
    await app.register(async (scope) => {
      // Only scopes with an upload parse multipart bodies; elsewhere such a body is a 415.
      if (Object.values(implementation.group).some((e) => e.encoding === 'multipart')) {
        await scope.register(multipart);
      }
      await implementation.register(scope);
    });
  }
}
