import type { z } from 'zod';
import { MessageSchema, PaginationQuerySchema } from './schemas/common';

export { API_PREFIX } from './api-prefix';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; any signed-in, active user; or superusers only. The server
 * applies it before the handler runs, the mocks apply the same rule, and the client sends the
 * token (and reports 401/403 as the end of the session) only when it is not `public`.
 */
export type Access = 'public' | 'user' | 'superuser';

/** How a body travels: JSON, an HTML form (the OAuth2 password flow), or multipart (uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Error statuses an endpoint can answer beyond the ones its access and inputs imply. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One HTTP endpoint: the single declaration from which the server registers its route, the client
 * builds its call, the mocks parse their inputs and OpenAPI documents it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The path under API_PREFIX with `{name}` placeholders for path parameters. */
  path: `/${string}`;
  access: Access;
  /** The OpenAPI tag and one-line summary. */
  tag: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Defaults to 'json' when there is a body. */
  encoding?: BodyEncoding;
  /** The 200 answer; ignored for validation when `binary` is set (the bytes are a file). */
  response: z.ZodType;
  /** The answer is a file download, not JSON. */
  binary?: true;
  /** Answers beyond 401/403 (access) and 422 (inputs), with when they happen. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** Keeps the literal types of a declaration while checking it against `Endpoint`. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/**
 * The five calls of a resource that each user owns (list newest first, create, get, update,
 * delete): another user's record answers 404 as if it did not exist, superusers included.
 */
/** A record's path: the collection's, then the id (one slash between them either way). */
type RecordPath<Base extends string, Id extends string> = Base extends `${string}/`
  ? `${Base}{${Id}}`
  : `${Base}/{${Id}}`;

export function ownedResource<
  const Base extends `/${string}`,
  const Id extends string,
  P extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  L extends z.ZodType,
>(resource: {
  /** The collection's path, e.g. '/items/' (one record is '/items/{id}') or '/chat/conversations'. */
  base: Base;
  id: Id;
  tag: string;
  /** The record's name with its article ('an item') and the collection's plural ('items'). */
  one: string;
  many: string;
  params: P;
  create: C;
  update: U;
  record: R;
  list: L;
}) {
  const { base, tag, params } = resource;
  const path = (
    base.endsWith('/') ? `${base}{${resource.id}}` : `${base}/{${resource.id}}`
  ) as RecordPath<Base, Id> & `/${string}`;
  const noun = resource.one.replace(/^an? /, '');
  const notFound = { 404: `No such ${noun} of the caller` };
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: 'user',
      tag,
      summary: `Own ${resource.many}, newest first`,
      query: PaginationQuerySchema,
      response: resource.list,
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: 'user',
      tag,
      summary: `Create ${resource.one}`,
      body: resource.create,
      response: resource.record,
    }),
    get: endpoint({
      method: 'GET',
      path,
      access: 'user',
      tag,
      summary: `One own ${noun}`,
      params,
      response: resource.record,
      errors: notFound,
    }),
    update: endpoint({
      method: 'PUT',
      path,
      access: 'user',
      tag,
      summary: `Update an own ${noun} (omitted fields are kept)`,
      params,
      body: resource.update,
      response: resource.record,
      errors: notFound,
    }),
    delete: endpoint({
      method: 'DELETE',
      path,
      access: 'user',
      tag,
      summary: `Delete an own ${noun}`,
      params,
      response: MessageSchema,
      errors: notFound,
    }),
  };
}
