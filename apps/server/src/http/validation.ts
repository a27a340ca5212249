import { validationIssues, type RequestPart } from '@vita/api/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/** Fastify's names of the request parts, in FastAPI's `loc` words. */
const PARTS: Record<string, RequestPart> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * Validates a request part with its zod schema. A failure carries the same `{loc, msg, type}`
 * entries the mocks build (`validationIssues` of @vita/api), so the server and the mocks cannot
 * word a 422 differently.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const part = PARTS[httpPart ?? 'body'] ?? 'body';
    return { error: new RequestValidationError(validationIssues(result.error, part, data)) };
  };

/** For a streamed body (uploads): the body is left untouched; other parts are validated. */
export const passThroughBody: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (data) => ({ value: data }) : validatorCompiler(route);
