import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Settings } from '../settings';
import { loggableError } from './log-error';

const SECRET_QUERY_PARAMS = /([?&])(token|access_token|password|code)=[^&#]*/gi;

/** The URL as logged: values of secret-looking query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1$2=[redacted]');
}

const REDACTED = '[redacted]';
/** Keys whose values never reach the logs, at any depth of a logged plain object. */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'body',
  'password',
  'new_password',
  'current_password',
  'token',
  'access_token',
  'apikey',
  'api_key',
]);
/** How deep into nested plain objects a logged value is searched for secrets. */
const REDACT_DEPTH = 4;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A logged object with the values of secret keys replaced, in it and in the plain objects and
 * arrays it holds (the same object when there is nothing to replace). Class instances (Fastify's
 * request and reply, errors) are left to their serialisers, which log no headers and no bodies.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > REDACT_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const next = redactSecrets(item, depth + 1);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const next = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactSecrets(item, depth + 1);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return (copy ?? value) as T;
}

/** The server's logger: one level, secrets and bodies kept out of every line. */
export function loggerOptions(
  settings: Settings,
  stream: Writable | undefined,
): FastifyServerOptions['logger'] {
  return {
    level: settings.logLevel,
    ...(stream ? { stream } : {}),
    // Tokens and passwords must never reach the logs; bodies are not logged at all. pino's own
    // `redact` (wildcard paths) cost a fifth of the signed-in path's throughput, cloning every
    // line; this looks at plain objects only and copies nothing unless it finds a secret.
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
    serializers: {
      // Errors without their fields or a failed query's parameters: the members' words.
      err: loggableError,
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
