import { serverMessages, type ValidationIssue } from '@vita/api/schemas';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

const MAX_DEPTH = 32;

/** The path of the first string (value or key) that `test` finds wrong, or null. */
export function findString(
  value: unknown,
  test: (text: string) => boolean,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return test(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findString(value[i], test, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const found =
      findString(child, test, [...path, key], depth + 1) ?? (test(key) ? [...path, key] : null);
    if (found) return found;
  }
  return null;
}

export const hasNul = (text: string) => text.includes('\u0000');

class NulCharacterError extends HttpError {
  readonly issue: ValidationIssue;

  constructor(issue: ValidationIssue) {
    super(422, issue.msg);
    this.issue = issue;
  }
}

export function isNulCharacterError(error: unknown): error is NulCharacterError {
  return error instanceof NulCharacterError;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such input would fail deep in the driver as a 500.
 * It is refused up front as a validation error, wherever it appears in the request.
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every request, and finds nothing in most.
    app.addHook('preValidation', (request, _reply, done) => {
      const parts = [
        ['path', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const;
      for (const [where, value] of parts) {
        const path = findString(value, hasNul);
        if (path) {
          done(
            new NulCharacterError({
              loc: [where, ...path],
              msg: serverMessages.textNul,
              type: 'string_nul',
            }),
          );
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard' },
);
