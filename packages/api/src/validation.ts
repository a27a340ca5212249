import type { z } from 'zod';
import type { ValidationIssue } from './schemas/common';
import { serverMessages } from './schemas/messages';

/** Where a request part sits, in FastAPI's `loc` words. */
export type RequestPart = 'body' | 'query' | 'path' | 'header';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * A zod failure as the `detail` list of a 422, shaped like FastAPI's: `{loc, msg, type}`. The
 * server and the mocks both answer with this, so a form shows the same first message either way.
 * An absent field is "missing" whatever message its rule carries, as FastAPI reports it.
 */
export function validationIssues(
  error: z.ZodError,
  part: RequestPart,
  input: unknown,
): ValidationIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const missing =
      issue.code === 'invalid_type' && (valueAt(input, path) ?? undefined) === undefined;
    return {
      loc: [part, ...path],
      msg: missing ? serverMessages.fieldRequired : issue.message || serverMessages.invalidValue,
      type: missing ? 'missing' : issue.code,
    };
  });
}
