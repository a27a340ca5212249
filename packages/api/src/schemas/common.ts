import { z } from 'zod';
import { MAX_LIST_LIMIT } from './limits';

export const IdSchema = z.uuid();

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** A validation error entry, as FastAPI shapes them: `{loc, msg, type}`. */
export const ValidationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PaginationQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(MAX_LIST_LIMIT),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** Every list answers `{data, count}`: count is the total, not the page length. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int().min(0) });
}
