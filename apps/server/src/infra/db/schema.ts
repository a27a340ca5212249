import {
  APPLICATION_STAGES,
  COVER_LETTER_MAX_LENGTH,
  CV_STATUSES,
  DEGREES,
  DESCRIPTION_MAX_LENGTH,
  EMPLOYMENT_TYPES,
  LONG_TEXT_MAX_LENGTH,
  MESSAGE_ROLES,
  ONBOARDING_STEPS,
  PHONE_MAX_LENGTH,
  PROFICIENCY_LEVELS,
  EMAIL_MAX_LENGTH,
  FILENAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  POSTING_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  type AnalysisResult,
  type CvContact,
  type CvLayout,
  type StageChange,
} from '@vita/api/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  type AnyPgColumn,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * Every table of the app, in one file: each owned table references `users`, and drizzle-kit diffs
 * this file against the committed migrations. Lengths and allowed values come from the contract,
 * so a column can never hold less than the API accepts. Property names are the API's field names
 * (snake_case), so a row already has the shape of its public record and nothing maps field by
 * field; which columns are public is decided by the contract's schema (see http/public.ts).
 */

/** clock_timestamp, not now(): rows created in one transaction still get distinct times. */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`);

const ownerId = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    hashed_password: text('hashed_password').notNull(),
    full_name: varchar('full_name', { length: FULL_NAME_MAX_LENGTH }),
    is_active: boolean('is_active').notNull().default(true),
    is_superuser: boolean('is_superuser').notNull().default(false),
    /**
     * Every access token carries the version it was issued under; raising it (a new password, a
     * deactivation, "sign out of all other sessions") ends every session signed in before.
     */
    session_version: integer('session_version').notNull().default(0),
    created_at: createdAt(),
  },
  // E-mails are unique regardless of case, so "A@x.io" cannot sign up next to "a@x.io".
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: DESCRIPTION_MAX_LENGTH }),
    owner_id: ownerId(),
    created_at: createdAt(),
  },
  (t) => [index('items_owner_created_idx').on(t.owner_id, t.created_at)],
);

/**
 * Hits per key (a rule's name and whom it limits: a client address, an e-mail, a user) in the
 * key's current fixed window. Kept in the database, not in memory, so a limit holds across every
 * instance behind a load balancer, and counted in one statement, so parallel requests all count.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /**
     * Checks of this key under way (sign-in passwords being hashed). They hold a place within the
     * limit until they turn out to be failures or not; `pending_until` ends places a stopped
     * process never gave back.
     */
    pending: integer('pending').notNull().default(0),
    pending_until: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.window_ends_at)],
);

/** The status column's check, written out from the contract's list: `in ('draft', …)`. */
const statusIn = sql.raw(CV_STATUSES.map((status) => `'${status}'`).join(', '));

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: ownerId(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: DESCRIPTION_MAX_LENGTH }),
    target_job_title: varchar('target_job_title', { length: TITLE_MAX_LENGTH }),
    target_company: varchar('target_company', { length: TITLE_MAX_LENGTH }),
    target_job_posting_url: varchar('target_job_posting_url', { length: URL_MAX_LENGTH }),
    linkedin_profile_url: varchar('linkedin_profile_url', { length: URL_MAX_LENGTH }),
    // The header this CV prints instead of the profile's values; null prints the profile's.
    headline: varchar('headline', { length: TITLE_MAX_LENGTH }),
    contact_email: varchar('contact_email', { length: EMAIL_MAX_LENGTH }),
    contact_phone: varchar('contact_phone', { length: PHONE_MAX_LENGTH }),
    contact_location: varchar('contact_location', { length: TITLE_MAX_LENGTH }),
    hidden_contacts: jsonb('hidden_contacts').$type<CvContact[]>().notNull().default([]),
    // Text with a check rather than a PostgreSQL enum: adding a status later is a one-line change.
    status: varchar('status', { length: 16, enum: CV_STATUSES }).notNull().default('draft'),
    // How the CV prints; null until first chosen (the defaults apply). Checked by the contract
    // on the way in and read leniently on the way out, so a template retired later costs nothing.
    layout: jsonb('layout').$type<CvLayout>(),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('cvs_owner_created_idx').on(t.owner_id, t.created_at),
    check('cvs_status_check', sql`${t.status} in (${statusIn})`),
  ],
);

/**
 * Uploaded CV files. The bytes live in the file store under `storage_key` (generated, never the
 * client's name); `filename` is the sanitised original name, shown and offered on download only.
 */
export const cvFiles = pgTable(
  'cv_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: ownerId(),
    filename: varchar('filename', { length: FILENAME_MAX_LENGTH }).notNull(),
    content_type: varchar('content_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
    storage_key: varchar('storage_key', { length: 64 }).notNull(),
    /**
     * A CV as it printed when an application was sent, kept with that application: counted in
     * the owner's storage and removed with the account like an upload, but not listed among the
     * uploads, nor deleted on its own (it goes with its application).
     */
    frozen: boolean('frozen').notNull().default(false),
    /**
     * A file attached in a chat, kept with its conversation: counted in the owner's storage but
     * not listed among their CV files, and removed with the conversation.
     */
    conversation_id: uuid('conversation_id').references((): AnyPgColumn => conversations.id, {
      onDelete: 'cascade',
    }),
    created_at: createdAt(),
  },
  (t) => [
    index('cv_files_owner_created_idx').on(t.owner_id, t.created_at),
    index('cv_files_conversation_idx').on(t.conversation_id),
    uniqueIndex('cv_files_storage_key_key').on(t.storage_key),
  ],
);

// ---------------------------------------------------------------------------------------------
// The professional profile: basic information (one row per user) and five ordered lists.

/** A check's list of allowed values, written out from the contract: `in ('a', 'b''s', …)`. */
const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

const line = (name: string) => varchar(name, { length: TITLE_MAX_LENGTH });
const long = (name: string) => varchar(name, { length: LONG_TEXT_MAX_LENGTH });
const link = (name: string) => varchar(name, { length: URL_MAX_LENGTH });
/**
 * Dates as precise as the person gave them: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, the API's form.
 * Text, not `date`: a `date` would have to invent the month and the day.
 */
const day = (name: string) => varchar(name, { length: 10 });

/** Every date column of a table holds a partial ISO date (or nothing). */
const partialDates = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map(
      (column) => sql`(${column} is null or ${column} ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$')`,
    ),
    sql` and `,
  );

/**
 * An end not before its start, compared at the precision both have ("2019" ends no earlier than
 * "2019-06" starts): partial ISO dates cut to the same length sort as text.
 */
const inOrder = (start: AnyPgColumn, end: AnyPgColumn) => {
  const shared = sql`least(length(${start}), length(${end}))`;
  return sql`${end} is null or ${start} is null or left(${end}, ${shared}) >= left(${start}, ${shared})`;
};

/** Every list entry: its id, its owner and its place in the list the user saved. */
const entryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  owner_id: ownerId(),
  position: integer('position').notNull(),
  created_at: createdAt(),
});

export const basicInfo = pgTable('basic_info', {
  owner_id: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  professional_title: line('professional_title').notNull(),
  location: line('location').notNull(),
  professional_summary: long('professional_summary'),
  email: varchar('email', { length: EMAIL_MAX_LENGTH }),
  phone: varchar('phone', { length: PHONE_MAX_LENGTH }),
  linkedin_url: link('linkedin_url'),
  github_url: link('github_url'),
  portfolio_url: link('portfolio_url'),
  links: text('links')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});

export const workExperiences = pgTable(
  'work_experiences',
  {
    ...entryColumns(),
    job_title: line('job_title').notNull(),
    company_name: line('company_name').notNull(),
    team: line('team'),
    company_location: line('company_location'),
    // Null where the person did not say: never a default that would be printed as a fact.
    employment_type: varchar('employment_type', { length: 16, enum: EMPLOYMENT_TYPES }),
    start_date: day('start_date').notNull(),
    end_date: day('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    description: long('description'),
    skills_used: long('skills_used'),
    achievements: long('achievements'),
  },
  (t) => [
    index('work_experiences_owner_position_idx').on(t.owner_id, t.position),
    check(
      'work_experiences_employment_type_check',
      sql`${t.employment_type} in (${oneOf(EMPLOYMENT_TYPES)})`,
    ),
    check('work_experiences_current_check', sql`not ${t.is_current} or ${t.end_date} is null`),
    check('work_experiences_dates_check', inOrder(t.start_date, t.end_date)),
    check('work_experiences_date_format_check', partialDates(t.start_date, t.end_date)),
  ],
);

export const education = pgTable(
  'education',
  {
    ...entryColumns(),
    institution_name: line('institution_name').notNull(),
    degree: varchar('degree', { length: 32, enum: DEGREES }),
    field_of_study: line('field_of_study'),
    location: line('location'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    gpa: varchar('gpa', { length: 32 }),
    description: long('description'),
    activities: long('activities'),
  },
  (t) => [
    index('education_owner_position_idx').on(t.owner_id, t.position),
    check('education_degree_check', sql`${t.degree} in (${oneOf(DEGREES)})`),
    check('education_current_check', sql`not ${t.is_current} or ${t.end_date} is null`),
    check('education_dates_check', inOrder(t.start_date, t.end_date)),
    check('education_date_format_check', partialDates(t.start_date, t.end_date)),
  ],
);

export const skills = pgTable(
  'skills',
  {
    ...entryColumns(),
    name: line('name').notNull(),
    proficiency_level: varchar('proficiency_level', { length: 16, enum: PROFICIENCY_LEVELS }),
    category: line('category'),
  },
  (t) => [
    index('skills_owner_position_idx').on(t.owner_id, t.position),
    check(
      'skills_proficiency_level_check',
      sql`${t.proficiency_level} in (${oneOf(PROFICIENCY_LEVELS)})`,
    ),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    ...entryColumns(),
    name: line('name').notNull(),
    issuing_organization: line('issuing_organization').notNull(),
    issue_date: day('issue_date').notNull(),
    expiration_date: day('expiration_date'),
    credential_id: line('credential_id'),
    credential_url: link('credential_url'),
    description: long('description'),
  },
  (t) => [
    index('certifications_owner_position_idx').on(t.owner_id, t.position),
    check('certifications_dates_check', inOrder(t.issue_date, t.expiration_date)),
    check('certifications_date_format_check', partialDates(t.issue_date, t.expiration_date)),
  ],
);

export const projects = pgTable(
  'projects',
  {
    ...entryColumns(),
    name: line('name').notNull(),
    description: long('description'),
    role: line('role'),
    start_date: day('start_date').notNull(),
    end_date: day('end_date'),
    is_ongoing: boolean('is_ongoing').notNull().default(false),
    project_url: link('project_url'),
    repository_url: link('repository_url'),
    technologies_used: text('technologies_used')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('projects_owner_position_idx').on(t.owner_id, t.position),
    check('projects_ongoing_check', sql`not ${t.is_ongoing} or ${t.end_date} is null`),
    check('projects_dates_check', inOrder(t.start_date, t.end_date)),
    check('projects_date_format_check', partialDates(t.start_date, t.end_date)),
  ],
);

/** Where each user is in the onboarding wizard; no row yet means the first step. */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    owner_id: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    current_step: varchar('current_step', { length: 32, enum: ONBOARDING_STEPS }).notNull(),
    /** The onboarding conversation with the assistant, once there is one. */
    conversation_id: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('onboarding_states_step_check', sql`${t.current_step} in (${oneOf(ONBOARDING_STEPS)})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Conversations with the assistant.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: ownerId(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    /** Until renamed, the first message names the conversation. */
    title_is_automatic: boolean('title_is_automatic').notNull().default(true),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('conversations_owner_updated_idx').on(t.owner_id, t.updated_at)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16, enum: MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    /** A reply stopped or cut off before its end. */
    incomplete: boolean('incomplete').notNull().default(false),
    /** A resume analysis reply's structured result (its text is the write-up); else null. */
    analysis: jsonb('analysis').$type<AnalysisResult>(),
    created_at: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_created_idx').on(t.conversation_id, t.created_at),
    check('chat_messages_role_check', sql`${t.role} in (${oneOf(MESSAGE_ROLES)})`),
  ],
);

/**
 * The files a message referred to. Name, type and size are copied, so the message still shows
 * what was attached after the file itself is deleted (then `file_id` becomes null).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    message_id: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    file_id: uuid('file_id').references(() => cvFiles.id, { onDelete: 'set null' }),
    filename: varchar('filename', { length: FILENAME_MAX_LENGTH }).notNull(),
    content_type: varchar('content_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    uniqueIndex('message_attachments_message_position_key').on(t.message_id, t.position),
    index('message_attachments_file_idx').on(t.file_id),
  ],
);

/** Raw bytes; postgres-js reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded bytes kept in the database (FILE_STORE=database), so every instance on one PostgreSQL
 * reads what any of them stored. A file is visible under its key only once `complete`: rows of an
 * upload that failed or whose process died stay incomplete and are cleaned up later. Not tied to
 * `cv_files` by a foreign key: like a file on disk, the bytes are stored before the row naming
 * them exists, and removed after that row is gone.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: uuid('key').primaryKey(),
    size: integer('size').notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('stored_files_incomplete_created_idx')
      .on(t.created_at)
      .where(sql`not ${t.complete}`),
  ],
);

/** A stored file's bytes, in pieces of at most FILE_CHUNK_BYTES, numbered from 0. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: uuid('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

// ---------------------------------------------------------------------------------------------
// Applications: the jobs a member tracks.

/**
 * One job saved or applied to. The frozen CV is a `cv_files` row (`frozen`), with what the
 * application shows of it copied here; the live CV it came from may change or go (`cv_id` is then
 * null), the frozen one stays until the application goes.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: ownerId(),
    title: varchar('title', { length: TITLE_MAX_LENGTH }).notNull(),
    company: line('company').notNull(),
    location: line('location'),
    posting_url: link('posting_url'),
    posting_text: varchar('posting_text', { length: POSTING_TEXT_MAX_LENGTH }),
    stage: varchar('stage', { length: 16, enum: APPLICATION_STAGES }).notNull().default('saved'),
    stage_history: jsonb('stage_history').$type<StageChange[]>().notNull(),
    next_step: line('next_step'),
    next_step_date: day('next_step_date'),
    contact_name: varchar('contact_name', { length: FULL_NAME_MAX_LENGTH }),
    contact_email: varchar('contact_email', { length: EMAIL_MAX_LENGTH }),
    contact_phone: varchar('contact_phone', { length: PHONE_MAX_LENGTH }),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    salary_currency: varchar('salary_currency', { length: 3 }),
    notes: long('notes'),
    cv_id: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    frozen_file_id: uuid('frozen_file_id').references(() => cvFiles.id, { onDelete: 'set null' }),
    frozen_filename: varchar('frozen_filename', { length: FILENAME_MAX_LENGTH }),
    frozen_size: integer('frozen_size'),
    frozen_cv_title: varchar('frozen_cv_title', { length: TITLE_MAX_LENGTH }),
    frozen_at: timestamp('frozen_at', { withTimezone: true }),
    analysis: jsonb('analysis').$type<AnalysisResult>(),
    analysed_at: timestamp('analysed_at', { withTimezone: true }),
    cover_letter: varchar('cover_letter', { length: COVER_LETTER_MAX_LENGTH }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('applications_owner_updated_idx').on(t.owner_id, t.updated_at),
    check('applications_stage_check', sql`${t.stage} in (${oneOf(APPLICATION_STAGES)})`),
    check(
      'applications_next_step_date_check',
      sql`${t.next_step_date} is null or ${t.next_step_date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
    check(
      'applications_salary_check',
      sql`${t.salary_min} is null or ${t.salary_max} is null or ${t.salary_min} <= ${t.salary_max}`,
    ),
  ],
);

/**
 * E-mails handed over and not yet sent. Each instance sends what is due: it claims a row by
 * pushing `due_at` a lease ahead under a fresh `claim`, sends, then deletes the row if its claim
 * still holds; a row whose instance died mid-send is due again once the lease has passed, and a
 * failed send is due again after a wait. A row holds a live reset link: it is gone once sent.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: varchar('recipient', { length: EMAIL_MAX_LENGTH }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claim: uuid('claim'),
    due_at: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    created_at: createdAt(),
  },
  (t) => [index('outbox_mails_due_idx').on(t.due_at)],
);

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type CvRow = typeof cvs.$inferSelect;
export type CvFileRow = typeof cvFiles.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type BasicInfoRow = typeof basicInfo.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
