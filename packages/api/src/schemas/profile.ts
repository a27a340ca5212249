import { z } from 'zod';
import { HttpUrlSchema, IdSchema, optionalRule } from './common';
import { CvFilePublicSchema } from './cv-files';
import {
  LONG_TEXT_MAX_LENGTH,
  OTHER_LINKS_MAX,
  PHONE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './limits';
import { messages } from './messages';
import { optionalEmail } from './users';

/**
 * The professional profile: basic information and five lists (work experience, education, skills,
 * certifications, projects). One schema per entry serves the server's validation, the section
 * forms and the onboarding wizard; the import draft has the same fields, all optional.
 */

// ---------------------------------------------------------------------------------------------
// Options with their labels

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'internship',
  'freelance',
] as const;
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const PROFICIENCY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const ProficiencyLevelSchema = z.enum(PROFICIENCY_LEVELS);
export type ProficiencyLevel = z.infer<typeof ProficiencyLevelSchema>;
export const PROFICIENCY_LEVEL_LABELS: Record<ProficiencyLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

/** The degree options, stored as their labels. */
export const DEGREES = [
  'High School Diploma',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctoral Degree',
  'Professional Degree',
  'Certificate',
  'Other',
] as const;
export const DegreeSchema = z.enum(DEGREES, { error: messages.choiceInvalid });
export type Degree = z.infer<typeof DegreeSchema>;

// ---------------------------------------------------------------------------------------------
// Field rules

/**
 * A date as precise as the person gave it: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (JSON Resume's
 * form). A full date may carry a midnight time (`YYYY-MM-DDT00:00:00`, as older clients and
 * date-time pickers send it), which is dropped.
 */
const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T00:00:00(?:\.0+)?Z?)?)?)?$/;

/** A calendar date that exists (no 2021-02-30); a missing month or day is any. */
function isRealDate(year: number, month: number | null, day: number | null): boolean {
  if (month === null) return year > 0;
  if (month < 1 || month > 12) return false;
  if (day === null) return true;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The parts of a partial date, or null when the text is not one. */
export function partialDateParts(
  value: string,
): { year: number; month: number | null; day: number | null } | null {
  const match = PARTIAL_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** A partial date without a time part (`2019-03-14T00:00:00` → `2019-03-14`); null if none. */
export function toPartialDate(value: string | null | undefined): string | null {
  if (!value || !partialDateParts(value)) return null;
  return value.trim().slice(0, 10);
}

/**
 * Whether `end` is not before `start`, compared at the precision both have: "2019" ends no
 * earlier than "2019-06" starts, "2019-03" is before "2019-04-02". Partial ISO dates sort as text.
 */
export function datesInOrder(start: string, end: string): boolean {
  const shared = Math.min(start.length, end.length);
  return end.slice(0, shared) >= start.slice(0, shared);
}

/**
 * A partial date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`), as precise as given: nothing is filled in.
 * `required` is the message for an empty value.
 */
export function dateSchema(required: string) {
  return (
    z
      .string({ error: required })
      .trim()
      // An empty date is only "required", not also "not a valid date".
      .min(1, { error: required, abort: true })
      .superRefine((value, ctx) => {
        if (!partialDateParts(value)) {
          ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
        }
      })
      .transform((value) => value.slice(0, 10))
  );
}

/** An optional date. */
const optionalDate = optionalRule(dateSchema(messages.dateInvalid));

/**
 * A choice the person may leave unmade: empty or null is null, never a default. A level or an
 * employment type nobody gave would otherwise be printed and quoted as a fact.
 */
const optionalChoice = <T extends z.ZodType>(choice: T) =>
  z
    .union([z.literal(''), z.null(), choice], { error: messages.choiceInvalid })
    .optional()
    .transform((value): z.output<T> | null => (value ? (value as z.output<T>) : null));

/** A required one-line text with its own message. */
export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(TITLE_MAX_LENGTH, messages.fieldMax);

/** Optional text: empty or blank is null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null));

const optionalLine = optionalText(TITLE_MAX_LENGTH, messages.fieldMax);
const optionalLong = optionalText(LONG_TEXT_MAX_LENGTH, messages.longTextMax);

/** An optional http(s) link. */
export const optionalUrl = optionalRule(HttpUrlSchema);

/**
 * A list typed word by word (or given as one comma-separated string): blanks and repeats (in any
 * letter case) are dropped, the first spelling kept.
 */
function distinctTexts(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      kept.push(text);
    }
  }
  return kept;
}

/** The id of an entry already saved (absent for a new one). */
const entryId = IdSchema.optional();

/**
 * Checks across fields run as soon as the fields they read are valid, even while others are not,
 * so a form shows every message at once ("End date is required…" beside "Job title is required").
 * Never when the entry itself is no object (an issue without a field): there are no fields to read.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** The end of a period: required unless it still runs, and not before its start. */
function endOfPeriod<T extends z.ZodType<{ start_date: string | null; end_date: string | null }>>(
  schema: T,
  runsFlag: string,
  required: string | null,
) {
  const when = whenValid('start_date', 'end_date', runsFlag);
  const runs = (value: object) => (value as Record<string, unknown>)[runsFlag] === true;
  const checked = required
    ? schema.refine((value) => runs(value) || Boolean(value.end_date), {
        message: required,
        path: ['end_date'],
        when,
      })
    : schema;
  return checked
    .refine(
      (value) =>
        runs(value) ||
        !value.end_date ||
        !value.start_date ||
        datesInOrder(value.start_date, value.end_date),
      {
        message: messages.endBeforeStart,
        path: ['end_date'],
        when,
      },
    )
    .transform((value) => (runs(value) ? { ...value, end_date: null } : value));
}

// ---------------------------------------------------------------------------------------------
// Form declarations: each section lists its fields once, beside its rules; the forms render them
// in this order, a new entry starts from their empty values, and the export cleans them by kind.

/** How a form shows one field (the web app hands these to the ui forms as they are). */
export type ProfileField<K extends string = string> = {
  name: K;
  label: string;
  /** Marked required in the form; the schema's rule says so too, with its own message. */
  required?: boolean;
} & (
  | { kind: 'text'; type?: 'tel' | 'url' | 'email' }
  | { kind: 'area'; rows?: number }
  | { kind: 'date'; disabledBy?: K }
  | { kind: 'select'; options: readonly { id: string; label: string }[] }
  | { kind: 'check'; clears?: K }
  /**
   * `maxLength`: the longest item taken (a link is longer than a word); `item`: the rule each item
   * meets, checked as it is added, so a wrong one is refused with its message at once.
   */
  | { kind: 'tags'; maxLength?: number; item?: z.ZodType<string> }
);

/** A section's fields, each name checked against the section's schema. */
const declare = <Input>(fields: readonly ProfileField<keyof Input & string>[]) => fields;

/** A form's value of a field before anything is typed: never a default choice or date. */
export type ProfileFormValue = string | boolean | string[];
export function blankFormValues(fields: readonly ProfileField[]): Record<string, ProfileFormValue> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'check' ? false : field.kind === 'tags' ? [] : '',
    ]),
  );
}

const options = <T extends string>(ids: readonly T[], labels?: Record<T, string>) =>
  ids.map((id) => ({ id, label: labels ? labels[id] : id }));

// ---------------------------------------------------------------------------------------------
// Further links

/**
 * The person's further links (a GitLab or Stack Overflow profile, a blog, an ORCID record): http(s)
 * addresses with the same rule as the named links, blanks and repeats dropped. Empty is none.
 * Reported on the list itself, so the form shows the message under the field.
 */
export const OtherLinksSchema = z
  .array(z.string())
  .nullish()
  .transform(distinctTexts)
  .superRefine((links, ctx) => {
    if (links.length > OTHER_LINKS_MAX) {
      ctx.addIssue({ code: 'custom', message: messages.otherLinksMax });
      return;
    }
    const wrong = links.map((link) => HttpUrlSchema.safeParse(link)).find((r) => !r.success);
    if (wrong?.error) ctx.addIssue({ code: 'custom', message: wrong.error.issues[0]!.message });
  });

// ---------------------------------------------------------------------------------------------
// Basic information

export const BasicInfoSchema = z.object({
  professional_title: requiredText(messages.professionalTitleRequired),
  location: requiredText(messages.locationRequired),
  professional_summary: optionalLong,
  /** The address to print and be reached at, apart from the one the account signs in with. */
  email: optionalEmail,
  phone: optionalText(PHONE_MAX_LENGTH, messages.phoneMax),
  linkedin_url: optionalUrl,
  github_url: optionalUrl,
  portfolio_url: optionalUrl,
  links: OtherLinksSchema,
});
export type BasicInfoInput = z.input<typeof BasicInfoSchema>;

export const BASIC_INFO_FIELDS = declare<BasicInfoInput>([
  { name: 'professional_title', label: 'Professional Title', kind: 'text', required: true },
  { name: 'location', label: 'Location', kind: 'text', required: true },
  { name: 'email', label: 'Contact E-mail', kind: 'text', type: 'email' },
  { name: 'phone', label: 'Phone', kind: 'text', type: 'tel' },
  { name: 'linkedin_url', label: 'LinkedIn URL', kind: 'text', type: 'url' },
  { name: 'github_url', label: 'GitHub URL', kind: 'text', type: 'url' },
  { name: 'portfolio_url', label: 'Portfolio URL', kind: 'text', type: 'url' },
  {
    name: 'links',
    label: 'Other Links',
    kind: 'tags',
    maxLength: URL_MAX_LENGTH,
    item: HttpUrlSchema,
  },
  { name: 'professional_summary', label: 'Professional Bio', kind: 'area', rows: 5 },
]);

export const BasicInfoPublicSchema = z.object({
  professional_title: z.string(),
  location: z.string(),
  professional_summary: z.string().nullable(),
  // Optional in the shape: basic information saved before the field existed has none.
  email: z.string().nullish(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  github_url: z.string().nullable(),
  portfolio_url: z.string().nullable(),
  // Optional in the shape: basic information saved before the field existed has none.
  links: z.array(z.string()).optional(),
  updated_at: z.string(),
});
export type BasicInfoPublic = z.infer<typeof BasicInfoPublicSchema>;

// ---------------------------------------------------------------------------------------------
// Work experience

export const WorkExperienceSchema = endOfPeriod(
  z.object({
    id: entryId,
    job_title: requiredText(messages.jobTitleRequired),
    company_name: requiredText(messages.companyNameRequired),
    team: optionalLine,
    company_location: optionalLine,
    employment_type: optionalChoice(EmploymentTypeSchema),
    start_date: dateSchema(messages.startDateRequired),
    end_date: optionalDate,
    is_current: z.boolean().default(false),
    description: optionalLong,
    skills_used: optionalLong,
    achievements: optionalLong,
  }),
  'is_current',
  messages.endDateRequiredPast,
);
export type WorkExperienceInput = z.input<typeof WorkExperienceSchema>;

export const WORK_EXPERIENCE_FIELDS = declare<WorkExperienceInput>([
  { name: 'job_title', label: 'Job Title', kind: 'text', required: true },
  { name: 'company_name', label: 'Company Name', kind: 'text', required: true },
  { name: 'team', label: 'Team', kind: 'text' },
  { name: 'company_location', label: 'Location', kind: 'text' },
  {
    name: 'employment_type',
    label: 'Employment Type',
    kind: 'select',
    options: options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS),
  },
  { name: 'start_date', label: 'Start Date', kind: 'date', required: true },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_current' },
  { name: 'is_current', label: 'I currently work here', kind: 'check', clears: 'end_date' },
  { name: 'description', label: 'Job Description', kind: 'area' },
  { name: 'skills_used', label: 'Skills Used', kind: 'area', rows: 2 },
  { name: 'achievements', label: 'Key Achievements', kind: 'area' },
]);

export const WorkExperiencePublicSchema = z.object({
  id: IdSchema,
  job_title: z.string(),
  company_name: z.string(),
  // Optional in the shape: entries written before the field existed are still entries.
  team: z.string().nullish(),
  company_location: z.string().nullable(),
  employment_type: EmploymentTypeSchema.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string().nullable(),
  skills_used: z.string().nullable(),
  achievements: z.string().nullable(),
});
export type WorkExperiencePublic = z.infer<typeof WorkExperiencePublicSchema>;

// ---------------------------------------------------------------------------------------------
// Education

export const EducationSchema = endOfPeriod(
  z.object({
    id: entryId,
    institution_name: requiredText(messages.institutionRequired),
    degree: optionalChoice(DegreeSchema),
    field_of_study: optionalLine,
    location: optionalLine,
    start_date: optionalDate,
    end_date: optionalDate,
    is_current: z.boolean().default(false),
    gpa: optionalText(32, messages.gpaMax),
    description: optionalLong,
    activities: optionalLong,
  }),
  'is_current',
  null,
);
export type EducationInput = z.input<typeof EducationSchema>;

export const EDUCATION_FIELDS = declare<EducationInput>([
  { name: 'institution_name', label: 'Institution Name', kind: 'text', required: true },
  { name: 'degree', label: 'Degree', kind: 'select', options: options(DEGREES) },
  { name: 'field_of_study', label: 'Field of Study', kind: 'text' },
  { name: 'location', label: 'Location', kind: 'text' },
  { name: 'start_date', label: 'Start Date', kind: 'date' },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_current' },
  { name: 'is_current', label: 'Currently studying here', kind: 'check', clears: 'end_date' },
  { name: 'gpa', label: 'GPA', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'area' },
  { name: 'activities', label: 'Activities', kind: 'area', rows: 2 },
]);

export const EducationPublicSchema = z.object({
  id: IdSchema,
  institution_name: z.string(),
  degree: DegreeSchema.nullable(),
  field_of_study: z.string().nullable(),
  location: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  gpa: z.string().nullable(),
  description: z.string().nullable(),
  activities: z.string().nullable(),
});
export type EducationPublic = z.infer<typeof EducationPublicSchema>;

// ---------------------------------------------------------------------------------------------
// Skills

export const SkillSchema = z.object({
  id: entryId,
  name: requiredText(messages.skillNameRequired),
  proficiency_level: optionalChoice(ProficiencyLevelSchema),
  category: optionalLine,
});
export type SkillInput = z.input<typeof SkillSchema>;

export const SKILL_FIELDS = declare<SkillInput>([
  { name: 'name', label: 'Skill Name', kind: 'text', required: true },
  {
    name: 'proficiency_level',
    label: 'Proficiency',
    kind: 'select',
    options: options(PROFICIENCY_LEVELS, PROFICIENCY_LEVEL_LABELS),
  },
  { name: 'category', label: 'Category', kind: 'text' },
]);

export const SkillPublicSchema = z.object({
  id: IdSchema,
  name: z.string(),
  proficiency_level: ProficiencyLevelSchema.nullable(),
  category: z.string().nullable(),
});
export type SkillPublic = z.infer<typeof SkillPublicSchema>;

// ---------------------------------------------------------------------------------------------
// Certifications

export const CertificationSchema = z
  .object({
    id: entryId,
    name: requiredText(messages.certificationNameRequired),
    issuing_organization: requiredText(messages.issuingOrganizationRequired),
    issue_date: dateSchema(messages.issueDateRequired),
    expiration_date: optionalDate,
    /** A form's flag: true clears the expiration date. */
    does_not_expire: z.boolean().optional(),
    credential_id: optionalLine,
    credential_url: optionalUrl,
    description: optionalLong,
  })
  .refine(
    (value) =>
      value.does_not_expire === true ||
      !value.expiration_date ||
      datesInOrder(value.issue_date, value.expiration_date),
    {
      message: messages.expiresBeforeIssue,
      path: ['expiration_date'],
      when: whenValid('issue_date', 'expiration_date'),
    },
  )
  .transform(({ does_not_expire, ...value }) =>
    does_not_expire ? { ...value, expiration_date: null } : value,
  );
export type CertificationInput = z.input<typeof CertificationSchema>;

export const CERTIFICATION_FIELDS = declare<CertificationInput>([
  { name: 'name', label: 'Certification Name', kind: 'text', required: true },
  { name: 'issuing_organization', label: 'Issuing Organization', kind: 'text', required: true },
  { name: 'issue_date', label: 'Issue Date', kind: 'date', required: true },
  {
    name: 'expiration_date',
    label: 'Expiration Date',
    kind: 'date',
    disabledBy: 'does_not_expire',
  },
  { name: 'does_not_expire', label: 'Does not expire', kind: 'check', clears: 'expiration_date' },
  { name: 'credential_id', label: 'Credential ID', kind: 'text' },
  { name: 'credential_url', label: 'Credential URL', kind: 'text', type: 'url' },
  { name: 'description', label: 'Description', kind: 'area' },
]);

export const CertificationPublicSchema = z.object({
  id: IdSchema,
  name: z.string(),
  issuing_organization: z.string(),
  issue_date: z.string(),
  expiration_date: z.string().nullable(),
  credential_id: z.string().nullable(),
  credential_url: z.string().nullable(),
  description: z.string().nullable(),
});
export type CertificationPublic = z.infer<typeof CertificationPublicSchema>;

// ---------------------------------------------------------------------------------------------
// Projects

/** The most technologies one project lists, and the longest name of one. */
export const TECHNOLOGIES_MAX = 50;
export const TECHNOLOGY_MAX_LENGTH = 60;

/**
 * Technologies arrive as a list or as one comma-separated string; blanks and repeats (in any
 * letter case) are dropped, the first spelling kept.
 */
export const TechnologiesSchema = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform(distinctTexts)
  .pipe(
    z
      .array(z.string().max(TECHNOLOGY_MAX_LENGTH, messages.technologyMax))
      .max(TECHNOLOGIES_MAX, messages.technologiesMax),
  );

export const ProjectSchema = endOfPeriod(
  z.object({
    id: entryId,
    name: requiredText(messages.projectNameRequired),
    description: optionalLong,
    role: optionalLine,
    start_date: dateSchema(messages.startDateRequired),
    end_date: optionalDate,
    is_ongoing: z.boolean().default(false),
    project_url: optionalUrl,
    repository_url: optionalUrl,
    technologies_used: TechnologiesSchema,
  }),
  'is_ongoing',
  messages.endDateRequiredProject,
);
export type ProjectInput = z.input<typeof ProjectSchema>;

export const PROJECT_FIELDS = declare<ProjectInput>([
  { name: 'name', label: 'Project Name', kind: 'text', required: true },
  { name: 'role', label: 'Your Role', kind: 'text' },
  { name: 'description', label: 'Project Description', kind: 'area' },
  { name: 'start_date', label: 'Start Date', kind: 'date', required: true },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_ongoing' },
  { name: 'is_ongoing', label: 'Ongoing', kind: 'check', clears: 'end_date' },
  { name: 'project_url', label: 'Project URL', kind: 'text', type: 'url' },
  { name: 'repository_url', label: 'Repository URL', kind: 'text', type: 'url' },
  { name: 'technologies_used', label: 'Technologies', kind: 'tags' },
]);

export const ProjectPublicSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullable(),
  role: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_ongoing: z.boolean(),
  project_url: z.string().nullable(),
  repository_url: z.string().nullable(),
  technologies_used: z.array(z.string()),
});
export type ProjectPublic = z.infer<typeof ProjectPublicSchema>;

// ---------------------------------------------------------------------------------------------
// The five lists: each step or section form submits its whole list

/** The most entries one section holds. */
export const SECTION_MAX_ENTRIES = 50;

function sectionList<T extends z.ZodType>(entry: T, atLeastOne: string) {
  return z
    .array(entry, { error: atLeastOne })
    .min(1, atLeastOne)
    .max(SECTION_MAX_ENTRIES, messages.tooManyEntries)
    .superRefine((entries, ctx) => {
      // One id twice would update one entry with two different values.
      const ids = new Set<string>();
      entries.forEach((value, index) => {
        const id = (value as { id?: string } | null)?.id;
        if (!id) return;
        if (ids.has(id)) {
          ctx.addIssue({ code: 'custom', message: messages.duplicateEntry, path: [index, 'id'] });
        }
        ids.add(id);
      });
    });
}

/** The profile's list sections, each with its entry rules, its saved shape and its texts. */
export const PROFILE_SECTIONS = {
  'work-experience': {
    key: 'work_experiences',
    fields: WORK_EXPERIENCE_FIELDS,
    list: sectionList(WorkExperienceSchema, messages.workExperienceAtLeastOne),
    entry: WorkExperiencePublicSchema,
    deleted: messages.workExperienceDeleted,
    deleteFailed: messages.workExperienceDeleteFailed,
  },
  education: {
    key: 'education_history',
    fields: EDUCATION_FIELDS,
    list: sectionList(EducationSchema, messages.educationAtLeastOne),
    entry: EducationPublicSchema,
    deleted: messages.educationDeleted,
    deleteFailed: messages.educationDeleteFailed,
  },
  skills: {
    key: 'skills',
    fields: SKILL_FIELDS,
    list: sectionList(SkillSchema, messages.skillAtLeastOne),
    entry: SkillPublicSchema,
    deleted: messages.skillDeleted,
    deleteFailed: messages.skillDeleteFailed,
  },
  certifications: {
    key: 'certifications',
    fields: CERTIFICATION_FIELDS,
    list: sectionList(CertificationSchema, messages.certificationAtLeastOne),
    entry: CertificationPublicSchema,
    deleted: messages.certificationDeleted,
    deleteFailed: messages.certificationDeleteFailed,
  },
  projects: {
    key: 'projects',
    fields: PROJECT_FIELDS,
    list: sectionList(ProjectSchema, messages.projectAtLeastOne),
    entry: ProjectPublicSchema,
    deleted: messages.projectDeleted,
    deleteFailed: messages.projectDeleteFailed,
  },
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;
export const PROFILE_SECTION_NAMES = Object.keys(PROFILE_SECTIONS) as ProfileSection[];

export const ProfileSectionParamsSchema = z.object({
  section: z.enum(PROFILE_SECTION_NAMES as [ProfileSection, ...ProfileSection[]]),
  id: IdSchema,
});

export const WorkExperienceListSchema = PROFILE_SECTIONS['work-experience'].list;
export const EducationListSchema = PROFILE_SECTIONS.education.list;
export const SkillListSchema = PROFILE_SECTIONS.skills.list;
export const CertificationListSchema = PROFILE_SECTIONS.certifications.list;
export const ProjectListSchema = PROFILE_SECTIONS.projects.list;

export const ProfileSchema = z.object({
  basic_info: BasicInfoPublicSchema.nullable(),
  work_experiences: z.array(WorkExperiencePublicSchema),
  education_history: z.array(EducationPublicSchema),
  skills: z.array(SkillPublicSchema),
  certifications: z.array(CertificationPublicSchema),
  projects: z.array(ProjectPublicSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding

export const ONBOARDING_STEPS = [
  'welcome',
  'resume_check',
  'basic_info',
  'work_experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'completed',
] as const;
export const OnboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof OnboardingStepSchema>;

/** The progress bar's width for a step: its index over the last index, as a percentage. */
export function onboardingProgress(step: OnboardingStep): number {
  return (ONBOARDING_STEPS.indexOf(step) / (ONBOARDING_STEPS.length - 1)) * 100;
}

/**
 * Where a step stands among the steps the person sees on their way: the upload only on the way
 * that takes it (the welcome step offers it, so it counts there), 'completed' never (it shows
 * nothing). "No, I don't" makes basic information the second of seven, not the third of nine.
 */
export function onboardingPosition(
  step: OnboardingStep,
  { uploads }: { uploads: boolean },
): { step: number; total: number } {
  const withUpload = uploads || step === 'welcome' || step === 'resume_check';
  const seen = ONBOARDING_STEPS.filter(
    (shown) => shown !== 'completed' && (withUpload || shown !== 'resume_check'),
  );
  return { step: seen.indexOf(step) + 1, total: seen.length };
}

export const OnboardingStateSchema = z.object({
  current_step: OnboardingStepSchema,
  conversation_id: IdSchema.nullable(),
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export const OnboardingStatusSchema = z.object({
  needs_onboarding: z.boolean(),
  state: OnboardingStateSchema,
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const OnboardingStepBodySchema = z.object({ current_step: OnboardingStepSchema });
export type OnboardingStepBody = z.infer<typeof OnboardingStepBodySchema>;

// ---------------------------------------------------------------------------------------------
// Import: what was read from an uploaded CV, for the user to review before anything is saved

const draftText = z.string().nullable();

/** Every field of an entry as read, or null where the file did not say. */
export const ProfileDraftSchema = z.object({
  /** Contact details the account may not have yet. */
  full_name: draftText,
  email: draftText,
  basic_info: z.object({
    professional_title: draftText,
    location: draftText,
    professional_summary: draftText,
    phone: draftText,
    linkedin_url: draftText,
    github_url: draftText,
    portfolio_url: draftText,
    /** Links read that are none of the three above. */
    links: z.array(z.string()),
  }),
  work_experiences: z.array(
    z.object({
      job_title: draftText,
      company_name: draftText,
      /** The ward, department or team named with the role ("Acute Medical Unit"). */
      team: draftText,
      company_location: draftText,
      employment_type: EmploymentTypeSchema.nullable(),
      start_date: draftText,
      end_date: draftText,
      is_current: z.boolean(),
      description: draftText,
      skills_used: draftText,
      achievements: draftText,
    }),
  ),
  education_history: z.array(
    z.object({
      institution_name: draftText,
      degree: DegreeSchema.nullable(),
      field_of_study: draftText,
      location: draftText,
      start_date: draftText,
      end_date: draftText,
      is_current: z.boolean(),
      gpa: draftText,
      description: draftText,
      activities: draftText,
    }),
  ),
  skills: z.array(
    z.object({
      name: z.string(),
      proficiency_level: ProficiencyLevelSchema.nullable(),
      category: draftText,
    }),
  ),
  certifications: z.array(
    z.object({
      name: draftText,
      issuing_organization: draftText,
      issue_date: draftText,
      expiration_date: draftText,
      credential_id: draftText,
      credential_url: draftText,
      description: draftText,
    }),
  ),
  projects: z.array(
    z.object({
      name: draftText,
      description: draftText,
      role: draftText,
      start_date: draftText,
      end_date: draftText,
      is_ongoing: z.boolean(),
      project_url: draftText,
      repository_url: draftText,
      technologies_used: z.array(z.string()),
    }),
  ),
});
export type ProfileDraft = z.infer<typeof ProfileDraftSchema>;

/** A draft with nothing read: what a document without text gives. */
export const emptyProfileDraft = (): ProfileDraft => ({
  full_name: null,
  email: null,
  basic_info: {
    professional_title: null,
    location: null,
    professional_summary: null,
    phone: null,
    linkedin_url: null,
    github_url: null,
    portfolio_url: null,
    links: [],
  },
  work_experiences: [],
  education_history: [],
  skills: [],
  certifications: [],
  projects: [],
});

export const ResumeImportSchema = z.object({
  /** The uploaded file, kept among the user's CV files. */
  file: CvFilePublicSchema,
  draft: ProfileDraftSchema,
  /** What could not be read, in words for the user (e.g. a section with no dates). */
  problems: z.array(z.string()),
});
export type ResumeImport = z.infer<typeof ResumeImportSchema>;
