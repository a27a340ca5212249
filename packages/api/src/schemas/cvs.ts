import { z } from 'zod';
import { TITLE_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { CvLayoutPublicSchema } from './cv-layout';
import { DescriptionSchema, HttpUrlSchema, IdSchema, listOf, TitleSchema } from './common';

/** A CV starts as a draft, is marked ready when it can be sent, and archived when retired. */
export const CV_STATUSES = ['draft', 'ready', 'archived'] as const;
export const CvStatusSchema = z.enum(CV_STATUSES);
export type CvStatus = z.infer<typeof CvStatusSchema>;
export const CV_STATUS_LABELS: Record<CvStatus, string> = {
  draft: 'Draft',
  ready: 'Ready',
  archived: 'Archived',
};

/** A form's optional URL field: empty, or an http(s) URL. */
const urlOrEmpty = z.union([z.literal(''), HttpUrlSchema]);

/** The short optional texts of a CV (target job title, company). */
const ShortTextSchema = z.string().max(TITLE_MAX_LENGTH, messages.fieldMax);

/** Optional fields accept '' or null (an emptied form field) and store them as null. */
const emptyToNull = <T extends z.ZodType<string>>(schema: T) =>
  schema.nullish().transform((v) => (v && v.trim() ? v : null));

const cvFields = {
  description: emptyToNull(DescriptionSchema),
  target_job_title: emptyToNull(ShortTextSchema),
  target_company: emptyToNull(ShortTextSchema),
  target_job_posting_url: urlOrEmpty.nullish().transform((v) => (v ? v : null)),
  linkedin_profile_url: urlOrEmpty.nullish().transform((v) => (v ? v : null)),
};

export const CvCreateSchema = z.object({
  title: TitleSchema,
  ...cvFields,
  status: CvStatusSchema.default('draft'),
});
export type CvCreate = z.input<typeof CvCreateSchema>;

/** PUT /cv/{cv_id} is partial: what is omitted is kept. */
export const CvUpdateSchema = z
  .object({ title: TitleSchema, ...cvFields, status: CvStatusSchema })
  .partial();
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
  /** How the CV prints: template, paper, section order, what it leaves out. */
  layout: CvLayoutPublicSchema,
  owner_id: IdSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CvPublic = z.infer<typeof CvPublicSchema>;

export const CvsPublicSchema = listOf(CvPublicSchema);
export type CvsPublic = z.infer<typeof CvsPublicSchema>;

export const CvIdParamsSchema = z.object({ cv_id: IdSchema });

/** Uploaded CV files: PDF, DOC or DOCX, at most 10 MB. */
export const CV_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CV_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** What a file chooser says it takes: 'Supports PDF, DOC, DOCX (max 10MB)'. */
export const CV_FILE_HINT = `Supports ${CV_FILE_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(', ')} (max ${CV_FILE_MAX_BYTES / (1024 * 1024)}MB)`;
/** The `accept` attribute for file choosers. */
export const CV_FILE_ACCEPT = CV_FILE_EXTENSIONS.join(',');
/** The multipart field that carries an uploaded file. */
export const UPLOAD_FIELD = 'file';

/** POST /cv/upload: one multipart part named `file`; its bytes are checked by the server. */
export const CvFileUploadSchema = z.object({
  [UPLOAD_FIELD]: z.file().meta({ description: 'A PDF, DOC or DOCX file of at most 10 MB' }),
});
export type CvFileUpload = z.input<typeof CvFileUploadSchema>;

export const CvFileIdParamsSchema = z.object({ file_id: IdSchema });

/** The Add CV dialog: title required; the rest optional, with the same rules as the API. */
export const CvFormSchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema.optional(),
  target_job_title: ShortTextSchema.optional(),
  target_company: ShortTextSchema.optional(),
  target_job_posting_url: urlOrEmpty.optional(),
});
export type CvForm = z.input<typeof CvFormSchema>;

/**
 * The Edit CV dialog: the Add CV fields plus what only an existing CV has, so a CV can be
 * corrected without deleting it.
 */
export const EditCvFormSchema = CvFormSchema.extend({
  linkedin_profile_url: urlOrEmpty.optional(),
  status: CvStatusSchema,
});
export type EditCvForm = z.input<typeof EditCvFormSchema>;

/** Which of the three upload refusal messages a client-side check produces, or null when fine. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CV_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return messages.fileInvalidType;
  if (file.size > CV_FILE_MAX_BYTES) return messages.fileTooLarge;
  if (file.size === 0) return messages.fileInvalid;
  return null;
}
