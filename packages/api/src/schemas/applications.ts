import { z } from 'zod';
import { AnalysisResultSchema } from './analysis';
import { IdSchema, listOf, optionalRule, TitleSchema } from './common';
import { cvPdfFilename } from './cv-layout';
import {
  APPLICATION_LIST_MAX_LIMIT,
  APPLICATION_SEARCH_MAX_LENGTH,
  COVER_LETTER_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTING_TEXT_MAX_LENGTH,
  SALARY_MAX,
  TITLE_MAX_LENGTH,
} from './limits';
import { messages } from './messages';
import { optionalText, optionalUrl, requiredText } from './profile';
import { optionalEmail } from './users';

// ---------------------------------------------------------------------------------------------
// Applications: the jobs a member saves and applies to, each with the stage it is at, the CV sent
// (frozen as it printed then), the analysis it was sent with and a cover letter.

/** The stages, in the order a search moves through them; the last two end it. */
export const APPLICATION_STAGES = [
  'saved',
  'applied',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export const ApplicationStageSchema = z.enum(APPLICATION_STAGES, { error: messages.choiceInvalid });
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
/** The stages that end an application: their next steps are no longer due. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'withdrawn'];
/** The funnel's steps, in order: an application that reached one has passed the ones before. */
export const FUNNEL_STAGES = ['saved', 'applied', 'interview', 'offer'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** The stage whose move freezes the attached CV: what was sent stays as it was sent. */
export const FREEZING_STAGE: ApplicationStage = 'applied';

/** "Moved to Interview." */
export function applicationMovedText(stage: ApplicationStage): string {
  return messages.applicationMoved.replace('{stage}', APPLICATION_STAGE_LABELS[stage]);
}

// ---------------------------------------------------------------------------------------------
// Field rules

/** A calendar day, `YYYY-MM-DD`, that exists. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
/** An optional calendar day. */
const optionalDay = optionalRule(
  z.string().trim().refine(isCalendarDay, { message: messages.dateInvalid }),
);

/** A salary figure: a whole amount. */
const salaryAmount = z
  .number({ error: messages.salaryInvalid })
  .int(messages.salaryInvalid)
  .min(0, messages.salaryInvalid)
  .max(SALARY_MAX, messages.salaryMax);
/**
 * An optional salary figure, as a number or as a form's text of digits; null when not given
 * (never 0 by default).
 */
const optionalSalary = optionalRule(
  z.preprocess(
    (value: string | number) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    salaryAmount,
  ),
);

/** An ISO 4217 code (EUR, USD, GBP), written in capitals. */
const optionalCurrency = optionalRule(
  z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, messages.currencyInvalid)),
);

const optionalLine = optionalText(TITLE_MAX_LENGTH, messages.fieldMax);

/**
 * The fields a member writes. Omitted and emptied optional fields are null: nothing is filled in
 * for them. The stage is not here: it changes by a move, which records the day and may freeze the
 * CV; the frozen CV, the analysis and the cover letter have their own calls.
 */
const applicationFields = {
  title: TitleSchema,
  company: requiredText(messages.companyNameRequired),
  location: optionalLine,
  posting_url: optionalUrl,
  posting_text: optionalText(POSTING_TEXT_MAX_LENGTH, messages.postingTextMax),
  next_step: optionalLine,
  next_step_date: optionalDay,
  contact_name: optionalText(FULL_NAME_MAX_LENGTH, messages.fieldMax),
  contact_email: optionalEmail,
  contact_phone: optionalText(PHONE_MAX_LENGTH, messages.phoneMax),
  salary_min: optionalSalary,
  salary_max: optionalSalary,
  salary_currency: optionalCurrency,
  notes: optionalText(LONG_TEXT_MAX_LENGTH, messages.longTextMax),
  /** One of the member's CVs (built in Vita), frozen when the application is marked Applied. */
  cv_id: IdSchema.nullish().transform((value) => value ?? null),
};

/** The lowest salary is not above the highest, when both are given. */
const salaryInOrder = (value: { salary_min?: number | null; salary_max?: number | null }) =>
  value.salary_min == null || value.salary_max == null || value.salary_min <= value.salary_max;
const salaryOrderIssue = { message: messages.salaryOrder, path: ['salary_max'] };
/**
 * The 422 of an update whose one figure reverses the range with the stored other one, worded as
 * the check of a body that sends both.
 */
export const salaryOrderDetail = [
  { loc: ['body', 'salary_max'], msg: messages.salaryOrder, type: 'custom' },
];
/** Whether a range (stored and sent figures together) runs from low to high. */
export const salaryRangeInOrder = (min: number | null, max: number | null) =>
  min === null || max === null || min <= max;

export const ApplicationCreateSchema = z
  .object(applicationFields)
  .refine(salaryInOrder, salaryOrderIssue);
export type ApplicationCreate = z.input<typeof ApplicationCreateSchema>;

/**
 * PUT /applications/{application_id} is partial: what is omitted is kept. The salary order is
 * checked here when both figures are sent, and by the server against the stored one otherwise.
 */
export const ApplicationUpdateSchema = z
  .object(applicationFields)
  .partial()
  .refine(salaryInOrder, salaryOrderIssue);
export type ApplicationUpdate = z.input<typeof ApplicationUpdateSchema>;

/** The form of an application: the same rules, every optional field a plain text box. */
export const ApplicationFormSchema = ApplicationCreateSchema;
export type ApplicationForm = z.input<typeof ApplicationFormSchema>;

/** "Bob Member - Cover letter - Acme.pdf". */
export function coverLetterPdfFilename(fullName: string | null, company: string): string {
  return cvPdfFilename(fullName, `Cover letter - ${company}`);
}

// ---------------------------------------------------------------------------------------------
// What the API answers

/** One change of stage, with when it happened (an ISO timestamp). */
export const StageChangeSchema = z.object({ stage: ApplicationStageSchema, at: z.string() });
export type StageChange = z.infer<typeof StageChangeSchema>;

/** The CV as it printed when the application was marked Applied; its bytes never change. */
export const FrozenCvSchema = z.object({
  filename: z.string(),
  size: z.number().int().min(0),
  /** The title of the CV it was frozen from, as it was then. */
  cv_title: z.string(),
  frozen_at: z.string(),
});
export type FrozenCv = z.infer<typeof FrozenCvSchema>;

export const ApplicationPublicSchema = z.object({
  id: IdSchema,
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  posting_url: z.string().nullable(),
  posting_text: z.string().nullable(),
  stage: ApplicationStageSchema,
  /** Every stage it has been at, oldest first; the first is its saving. */
  stage_history: z.array(StageChangeSchema),
  next_step: z.string().nullable(),
  next_step_date: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
  notes: z.string().nullable(),
  cv_id: IdSchema.nullable(),
  frozen_cv: FrozenCvSchema.nullable(),
  /** The analysis of the posting against the attached CV, as last run. */
  analysis: AnalysisResultSchema.nullable(),
  analysed_at: z.string().nullable(),
  cover_letter: z.string().nullable(),
  owner_id: IdSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationPublic = z.infer<typeof ApplicationPublicSchema>;

export const ApplicationsPublicSchema = listOf(ApplicationPublicSchema);
export type ApplicationsPublic = z.infer<typeof ApplicationsPublicSchema>;

export const ApplicationIdParamsSchema = z.object({ application_id: IdSchema });

/** How the list is ordered; each has one direction, the one a tracker reads it in. */
export const APPLICATION_SORTS = [
  'updated',
  'created',
  'next_step_date',
  'company',
  'title',
  'stage',
] as const;
export const ApplicationSortSchema = z.enum(APPLICATION_SORTS, { error: messages.choiceInvalid });
export type ApplicationSort = z.infer<typeof ApplicationSortSchema>;
export const APPLICATION_SORT_LABELS: Record<ApplicationSort, string> = {
  updated: 'Last changed',
  created: 'Newest',
  next_step_date: 'Next step',
  company: 'Company',
  title: 'Job title',
  stage: 'Stage',
};

/**
 * GET /applications/: a page, optionally of one stage and matching a search (in the title,
 * company, location, next step, contact and notes, regardless of letter case).
 */
export const ApplicationListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(APPLICATION_LIST_MAX_LIMIT).default(100),
  stage: ApplicationStageSchema.optional(),
  q: z.string().trim().max(APPLICATION_SEARCH_MAX_LENGTH, messages.searchMax).optional(),
  sort: ApplicationSortSchema.default('updated'),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

/** POST /applications/prefill: a posting's address to read. */
export const ApplicationPrefillBodySchema = z.object({
  posting_url: z
    .url({ protocol: /^https?$/, error: messages.urlInvalid })
    .max(JOB_URL_MAX_LENGTH, messages.urlMax),
});
/** What a posting gave: the fields of a new application, null where the posting says nothing. */
export const ApplicationPrefillSchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  posting_url: z.string(),
  /** The posting's requirements and duties, one a line, as the posting words them. */
  posting_text: z.string().nullable(),
});
export type ApplicationPrefill = z.infer<typeof ApplicationPrefillSchema>;

/** POST /applications/{application_id}/stage. */
export const ApplicationMoveSchema = z.object({ stage: ApplicationStageSchema });
export type ApplicationMove = z.infer<typeof ApplicationMoveSchema>;

/** PUT /applications/{application_id}/cover-letter: the text as the member edited it. */
export const CoverLetterSchema = z.object({
  cover_letter: z.string().max(COVER_LETTER_MAX_LENGTH, messages.coverLetterMax),
});
export type CoverLetter = z.infer<typeof CoverLetterSchema>;

/** The dashboard's view: what is due and how far the last months' applications got. */
export const DueStepSchema = z.object({
  id: IdSchema,
  title: z.string(),
  company: z.string(),
  stage: ApplicationStageSchema,
  next_step: z.string().nullable(),
  next_step_date: z.string(),
  /** Dated before today. */
  overdue: z.boolean(),
});
export type DueStep = z.infer<typeof DueStepSchema>;

export const ApplicationsSummarySchema = z.object({
  /** Today as the server counts it (YYYY-MM-DD, UTC). */
  today: z.string(),
  /** Next steps dated up to DUE_DAYS from today, overdue ones included, soonest first. */
  due: z.array(DueStepSchema),
  /** Of the applications saved since `since`, how many reached each stage (or a later one). */
  funnel: z.object({
    since: z.string(),
    saved: z.number().int().min(0),
    applied: z.number().int().min(0),
    interview: z.number().int().min(0),
    offer: z.number().int().min(0),
  }),
});
export type ApplicationsSummary = z.infer<typeof ApplicationsSummarySchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard's figures, from the applications themselves (the server and the mocks share it).

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type SummaryRow = Pick<
  ApplicationPublic,
  'id' | 'title' | 'company' | 'stage' | 'stage_history' | 'next_step' | 'next_step_date'
> & { created_at: string };

/**
 * What is due (next steps up to DUE_DAYS - 1 days after today, and the overdue ones, of open
 * applications) and the funnel of the applications saved in the last FUNNEL_DAYS days: each
 * counts for every funnel stage it reached, so one moved straight to Interview counts as applied
 * too, and one rejected after an interview still counts for the interview.
 */
export function applicationsSummary(
  rows: readonly SummaryRow[],
  today: string,
  limits: { dueDays: number; funnelDays: number },
): ApplicationsSummary {
  const lastDueDay = addDays(today, limits.dueDays - 1);
  const due = rows
    .filter(
      (row): row is SummaryRow & { next_step_date: string } =>
        row.next_step_date !== null &&
        row.next_step_date <= lastDueDay &&
        !CLOSED_STAGES.includes(row.stage),
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      company: row.company,
      stage: row.stage,
      next_step: row.next_step,
      next_step_date: row.next_step_date,
      overdue: row.next_step_date < today,
    }))
    .sort(
      (a, b) =>
        a.next_step_date.localeCompare(b.next_step_date) ||
        a.title.localeCompare(b.title) ||
        a.id.localeCompare(b.id),
    );
  const since = addDays(today, -limits.funnelDays);
  const recent = rows.filter((row) => row.created_at.slice(0, 10) >= since);
  const furthest = (row: SummaryRow) =>
    Math.max(
      0,
      ...[row.stage, ...row.stage_history.map((change) => change.stage)].map((stage) =>
        FUNNEL_STAGES.indexOf(stage as FunnelStage),
      ),
    );
  const reached = (stage: FunnelStage) =>
    recent.filter((row) => furthest(row) >= FUNNEL_STAGES.indexOf(stage)).length;
  return {
    today,
    due,
    funnel: {
      since,
      saved: reached('saved'),
      applied: reached('applied'),
      interview: reached('interview'),
      offer: reached('offer'),
    },
  };
}
