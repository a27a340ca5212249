import type { ValidationIssue } from '@vita/api/schemas';

/** An expected failure with the status and `detail` text the client sees. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/**
 * A 422 found by hand rather than by a route schema (a multipart body is not validated by zod);
 * it answers the same `{detail: [{loc, msg, type}]}` shape as schema validation.
 */
export class RequestValidationError extends HttpError {
  readonly issues: ValidationIssue[];

  constructor(issues: ValidationIssue[], headers: Record<string, string> = {}) {
    super(422, issues[0]?.msg ?? 'Invalid request', headers);
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}
