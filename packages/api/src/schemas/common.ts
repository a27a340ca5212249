import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, MAX_LIST_LIMIT, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from './limits';
import { messages } from './messages';

export const IdSchema = z.uuid();

/** Omitted, null, or a text of nothing but spaces (what an emptied form field sends). */
const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '');

/**
 * An optional field with a rule (a date, an e-mail address, a link, an amount): null when it is
 * omitted, null or blank; otherwise the rule's value, or the rule's own message. The blank is
 * turned into null *before* the rule: offered beside it (a union with `''`), an invalid value
 * would be reported by forms as the union's first choice, "Invalid input: expected \"\"".
 */
export function optionalRule<T extends z.ZodType>(rule: T) {
  return z
    .preprocess(
      (value: z.input<T> | null | undefined) => (isBlank(value) ? null : value),
      rule.nullable(),
    )
    .optional()
    .transform((value): z.output<T> | null => (value ?? null) as z.output<T> | null);
}

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
