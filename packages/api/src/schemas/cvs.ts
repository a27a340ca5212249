import { z } from 'zod';
import { PHONE_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { CV_CONTACTS, CvContactSchema, CvLayoutPublicSchema, type CvContact } from './cv-layout';
import { DescriptionSchema, IdSchema, listOf, TitleSchema } from './common';
import { optionalEmail } from './users';
import { optionalUrl, type Profile } from './profile';

/** A CV starts as a draft, is marked ready when it can be sent, and archived when retired. */
export const CV_STATUSES = ['draft', 'ready', 'archived'] as const;
export const CvStatusSchema = z.enum(CV_STATUSES);
export type CvStatus = z.infer<typeof CvStatusSchema>;
export const CV_STATUS_LABELS: Record<CvStatus, string> = {
  draft: 'Draft',
  ready: 'Ready',
  archived: 'Archived',
};

/** The short optional texts of a CV (target job title, company). */
const ShortTextSchema = z.string().max(TITLE_MAX_LENGTH, messages.fieldMax);

/** Optional fields accept '' or null (an emptied form field) and store them as null. */
const emptyToNull = <T extends z.ZodType<string>>(schema: T) =>
  schema.nullish().transform((v) => (v && v.trim() ? v : null));

/**
 * What a CV's header prints: the headline and each way to reach the person, null for none, and
 * the profile's other links (none: empty).
 */
export type CvHeader = Record<'headline' | Exclude<CvContact, 'links'>, string | null> & {
  links: string[];
};

/** The CV's own header values, as stored (null, or absent, for the profile's). */
export interface CvHeaderChoices {
  headline?: string | null;
  contact_email?: string | null;
  contact_phone?: string | null;
  contact_location?: string | null;
  linkedin_profile_url?: string | null;
  hidden_contacts?: readonly string[] | null;
}

const given = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * What a CV's header prints when the CV sets nothing: the profile's professional title, contact
 * e-mail, phone, location and links. Never the job the CV aims at (not a title the person holds),
 * nor the sign-in e-mail (an address to sign in with is not one given to print): a profile
 * without a contact e-mail prints none.
 */
export function cvHeaderDefaults(profile: Pick<Profile, 'basic_info'>): CvHeader {
  const basics = profile.basic_info;
  return {
    headline: given(basics?.professional_title),
    email: given(basics?.email),
    phone: given(basics?.phone),
    location: given(basics?.location),
    linkedin: given(basics?.linkedin_url),
    github: given(basics?.github_url),
    portfolio: given(basics?.portfolio_url),
    links: (basics?.links ?? []).flatMap((link) => given(link) ?? []),
  };
}

/**
 * The header a CV prints: each value the CV's own when it has one, else the default, and nothing
 * for a contact detail the CV leaves off. The server's print, the mock's and the page's hints all
 * read it.
 */
export function cvHeader(
  cv: CvHeaderChoices | null,
  profile: Pick<Profile, 'basic_info'>,
): CvHeader {
  const defaults = cvHeaderDefaults(profile);
  const off = new Set(cv?.hidden_contacts ?? []);
  const own: Omit<CvHeader, 'links'> = {
    headline: given(cv?.headline),
    email: given(cv?.contact_email),
    phone: given(cv?.contact_phone),
    location: given(cv?.contact_location),
    linkedin: given(cv?.linkedin_profile_url),
    github: null,
    portfolio: null,
  };
  const header = { ...defaults };
  for (const key of Object.keys(own) as (keyof typeof own)[]) {
    header[key] = off.has(key) ? null : (own[key] ?? defaults[key]);
  }
  // The other links are the profile's: a CV shows them all or leaves them off.
  if (off.has('links')) header.links = [];
  return header;
}

const PhoneSchema = z.string().max(PHONE_MAX_LENGTH, messages.phoneMax);

/**
 * What a CV's header prints instead of the profile's own: empty means the profile's value (the
 * professional title, the profile's contact e-mail, phone and location).
 */
const cvHeaderFields = {
  headline: emptyToNull(ShortTextSchema),
  contact_email: optionalEmail,
  contact_phone: emptyToNull(PhoneSchema),
  contact_location: emptyToNull(ShortTextSchema),
  /** The contact details this CV leaves off, whatever their value. */
  hidden_contacts: z
    .array(CvContactSchema)
    .max(CV_CONTACTS.length)
    .transform((names) => [...new Set(names)]),
};

const cvFields = {
  description: emptyToNull(DescriptionSchema),
  target_job_title: emptyToNull(ShortTextSchema),
  target_company: emptyToNull(ShortTextSchema),
  target_job_posting_url: optionalUrl,
  linkedin_profile_url: optionalUrl,
  ...cvHeaderFields,
};

export const CvCreateSchema = z.object({
  title: TitleSchema,
  ...cvFields,
  hidden_contacts: cvHeaderFields.hidden_contacts.optional(),
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
  /** The header's own values; null prints the profile's. */
  headline: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_location: z.string().nullable(),
  hidden_contacts: z.array(CvContactSchema),
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
  target_job_posting_url: optionalUrl,
});
export type CvForm = z.input<typeof CvFormSchema>;

/**
 * The Edit CV dialog: the Add CV fields plus what only an existing CV has, so a CV can be
 * corrected without deleting it.
 */
export const EditCvFormSchema = CvFormSchema.extend({
  linkedin_profile_url: optionalUrl,
  status: CvStatusSchema,
});
export type EditCvForm = z.input<typeof EditCvFormSchema>;

/**
 * The Header panel of a CV's page: what the CV prints at its top. Every text is optional (empty
 * prints the profile's value); a switch per contact detail says whether it is printed at all.
 */
export const CvHeaderFormSchema = z.object({
  headline: ShortTextSchema,
  contact_email: optionalEmail,
  contact_phone: PhoneSchema,
  contact_location: ShortTextSchema,
  linkedin_profile_url: optionalUrl,
  shown: z.record(CvContactSchema, z.boolean()),
});
export type CvHeaderForm = z.input<typeof CvHeaderFormSchema>;

/** Which of the three upload refusal messages a client-side check produces, or null when fine. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CV_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return messages.fileInvalidType;
  if (file.size > CV_FILE_MAX_BYTES) return messages.fileTooLarge;
  if (file.size === 0) return messages.fileInvalid;
  return null;
}
