import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { IdSchema, listOf } from './common';

/** CV status values (issue 3): a CV starts as a draft. */
export const CV_STATUSES = ['draft', 'ready', 'archived'] as const;
export const CvStatusSchema = z.enum(CV_STATUSES);
export type CvStatus = z.infer<typeof CvStatusSchema>;

export const URL_MAX_LENGTH = 2048;

/** An http(s) URL; other schemes (javascript:, file:, data:) are refused. */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, error: messages.urlInvalid })
  .max(URL_MAX_LENGTH, messages.urlMax);

/** Optional URL fields accept '' (an emptied form field) and store it as null. */
const optionalUrl = z
  .union([z.literal(''), HttpUrlSchema])
  .nullish()
  .transform((v) => (v ? v : null));
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null));

export const CvTitleSchema = z
  .string()
  .trim()
  .min(1, messages.titleRequired)
  .max(TITLE_MAX_LENGTH, messages.titleMax);

const cvFields = {
  description: optionalText(DESCRIPTION_MAX_LENGTH, messages.descriptionMax),
  target_job_title: optionalText(TITLE_MAX_LENGTH, messages.fieldMax),
  target_company: optionalText(TITLE_MAX_LENGTH, messages.fieldMax),
  target_job_posting_url: optionalUrl,
  linkedin_profile_url: optionalUrl,
};

export const CvCreateSchema = z.object({
  title: CvTitleSchema,
  ...cvFields,
  status: CvStatusSchema.default('draft'),
});
export type CvCreate = z.input<typeof CvCreateSchema>;

/** PUT /cv/{cv_id} is partial: what is omitted is kept. */
export const CvUpdateSchema = z.object({
  title: CvTitleSchema.optional(),
  description: cvFields.description.optional(),
  target_job_title: cvFields.target_job_title.optional(),
  target_company: cvFields.target_company.optional(),
  target_job_posting_url: cvFields.target_job_posting_url.optional(),
  linkedin_profile_url: cvFields.linkedin_profile_url.optional(),
  status: CvStatusSchema.optional(),
});
export type CvUpdate = z.input<typeof CvUpdateSchema>;

export const CvPublicSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable(),
  target_job_title: z.string().nullable(),
  target_company: z.string().nullable(),
  target_job_posting_url: z.string().nullable(),
  linkedin_profile_url: z.string().nullable(),
  status: CvStatusSchema,
  owner_id: IdSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CvPublic = z.infer<typeof CvPublicSchema>;

export const CvsPublicSchema = listOf(CvPublicSchema);
export type CvsPublic = z.infer<typeof CvsPublicSchema>;

export const CvIdParamsSchema = z.object({ cv_id: IdSchema });

/** Uploaded CV files (SPEC §5, §9): PDF, DOC or DOCX, at most 10 MB. */
export const CV_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CV_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** The `accept` attribute for file choosers. */
export const CV_FILE_ACCEPT = '.pdf,.doc,.docx';

export const CvFilePublicSchema = z.object({
  id: IdSchema,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int().min(0),
  /** An opaque reference to the file that later features (resume analysis) accept. */
  path: z.string(),
  created_at: z.string(),
});
export type CvFilePublic = z.infer<typeof CvFilePublicSchema>;

export const CvFilesPublicSchema = listOf(CvFilePublicSchema);
export type CvFilesPublic = z.infer<typeof CvFilesPublicSchema>;

export const CvFileIdParamsSchema = z.object({ file_id: IdSchema });

/** The Add CV dialog (SPEC §5): title required; the rest optional. */
export const CvFormSchema = z.object({
  title: z.string().trim().min(1, messages.titleRequired).max(TITLE_MAX_LENGTH, messages.titleMax),
  description: z.string().max(DESCRIPTION_MAX_LENGTH, messages.descriptionMax).optional(),
  target_job_title: z.string().max(TITLE_MAX_LENGTH, messages.fieldMax).optional(),
  target_company: z.string().max(TITLE_MAX_LENGTH, messages.fieldMax).optional(),
  target_job_posting_url: z.union([z.literal(''), HttpUrlSchema]).optional(),
});
export type CvForm = z.input<typeof CvFormSchema>;

/** Which of SPEC §5's three upload messages a client-side check produces, or null when fine. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CV_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return messages.fileInvalidType;
  if (file.size > CV_FILE_MAX_BYTES) return messages.fileTooLarge;
  if (file.size === 0) return messages.fileInvalid;
  return null;
}
