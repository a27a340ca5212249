import type { z } from 'zod';
import type { Endpoint } from './endpoint-kit';
import { applications } from './endpoint-groups/applications';
import { chat, onboardingChat } from './endpoint-groups/chat';
import { cvFiles, cvs } from './endpoint-groups/cvs';
import { items } from './endpoint-groups/items';
import { login } from './endpoint-groups/login';
import { onboarding, profile } from './endpoint-groups/profile';
import { users } from './endpoint-groups/users';
import { utils } from './endpoint-groups/utils';

export {
  API_PREFIX,
  type Access,
  type BodyEncoding,
  type Endpoint,
  type ErrorStatus,
  type HttpMethod,
} from './endpoint-kit';

/**
 * Every endpoint of the API, grouped by resource. Adding an endpoint here makes it a client method
 * (`api.<group>.<name>`), a route the server must implement (it refuses to start otherwise) and
 * a call the mocks must answer (their test fails otherwise).
 */
export const endpoints = {
  login,
  users,
  items,
  cvs,
  cvFiles,
  profile,
  onboarding,
  chat,
  onboardingChat,
  applications,
  utils,
};

export type Endpoints = typeof endpoints;
export type EndpointGroup = keyof Endpoints;

/** Every endpoint with its group and name, for code that walks the table. */
export function listEndpoints(): { group: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, declared]) => ({
      group,
      name,
      endpoint: declared,
    })),
  );
}

/** The path in Fastify and MSW syntax: `{id}` becomes `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// Typed views of a declaration, used by the client, the server and the mocks.

/** The path parameters a call fills in. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : never;
/** The query a call may send: any subset of the parsed query (defaults fill the rest). */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? Partial<z.output<Q>>
  : never;
/** The body a caller sends (before the schema's transforms and defaults). */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
/** What a successful call gives the caller. */
export type ResponseOf<E extends Endpoint> = E extends { binary: true }
  ? Blob
  : z.output<E['response']>;
/** What a handler returns (before the response schema's transforms). */
export type HandlerResultOf<E extends Endpoint> = E extends { binary: true }
  ? unknown
  : z.input<E['response']>;

/** The inputs of one call: params, query and body, each present only if the endpoint has it. */
export type CallInput<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: ParamsOf<E> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query?: QueryOf<E> } : unknown) &
  (E extends { body: z.ZodType } ? { body: BodyOf<E> } : unknown);

/** Whether a call needs an input object at all. */
export type NeedsInput<E extends Endpoint> = E extends { params: z.ZodType }
  ? true
  : E extends { body: z.ZodType }
    ? true
    : false;
