import { ErrorResponseSchema } from './schemas/common';
import { messages } from './schemas/messages';

/** A failed API call: the HTTP status and the parsed body (FastAPI-style `{detail}` when present). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? detailText(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function detailText(body: unknown): string | undefined {
  const parsed = ErrorResponseSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { detail } = parsed.data;
  if (typeof detail === 'string') return detail;
  return detail[0]?.msg;
}

/**
 * The text an error toast shows: the server's detail string; if detail is a list, the
 * first entry's msg; otherwise 'Something went wrong.'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return detailText(error.body) ?? messages.somethingWentWrong;
  return messages.somethingWentWrong;
}
