import type { ErrorResponse } from './schemas/common';
import { publicMessages } from './schemas/public-messages';

export interface ApiErrorOptions {
  /** The answer's `Retry-After` header, as sent (seconds, or an HTTP date). */
  retryAfter?: string | null;
}

/** A failed API call: the HTTP status and the parsed body (FastAPI-style `{detail}` when present). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /**
   * How long the server asked the caller to wait before trying again, in whole seconds (a 429's
   * or a 503's `Retry-After`); undefined when it did not say.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, message?: string, options: ApiErrorOptions = {}) {
    super(message ?? detailText(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = parseRetryAfter(options.retryAfter);
  }
}

/** A `Retry-After` value in seconds: delay-seconds, or the seconds until an HTTP date. */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT"); Date.parse would
  // also read "-5" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The `detail` of an error body shaped as `ErrorResponse`: a string, or the first entry's `msg`.
 * Checked by hand, not by the schema: every screen shows errors, and zod would then load with the
 * first visit to any of them.
 */
function detailText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail } = body as Partial<ErrorResponse>;
  if (typeof detail === 'string') return detail;
  if (!Array.isArray(detail) || !detail.every(isValidationIssue)) return undefined;
  return detail[0]?.msg;
}

function isValidationIssue(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { loc, msg, type } = value as Record<string, unknown>;
  return (
    typeof msg === 'string' &&
    typeof type === 'string' &&
    Array.isArray(loc) &&
    loc.every((key) => typeof key === 'string' || typeof key === 'number')
  );
}

/**
 * The text an error toast shows: the server's detail string; if detail is a list, the
 * first entry's msg; otherwise 'Something went wrong.'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return detailText(error.body) ?? publicMessages.somethingWentWrong;
  return publicMessages.somethingWentWrong;
}
