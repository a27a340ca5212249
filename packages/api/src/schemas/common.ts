import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, MAX_LIST_LIMIT, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './limits';
import { messages } from './messages';

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

/** The title rule of every titled record (items, CVs): required after trimming, bounded. */
export const TitleSchema = z
  .string()
  .trim()
  .min(1, messages.titleRequired)
  .max(TITLE_MAX_LENGTH, messages.titleMax);

/** The description rule of every described record. */
export const DescriptionSchema = z.string().max(DESCRIPTION_MAX_LENGTH, messages.descriptionMax);

/** An http(s) URL; other schemes (javascript:, file:, data:) are refused. */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, error: messages.urlInvalid })
  .max(URL_MAX_LENGTH, messages.urlMax);
