import {
  CV_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FILENAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@vita/api/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
    // Text with a check rather than a PostgreSQL enum: adding a status later is a one-line change.
    status: varchar('status', { length: 16, enum: CV_STATUSES }).notNull().default('draft'),
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
    created_at: createdAt(),
  },
  (t) => [
    index('cv_files_owner_created_idx').on(t.owner_id, t.created_at),
    uniqueIndex('cv_files_storage_key_key').on(t.storage_key),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type CvRow = typeof cvs.$inferSelect;
export type CvFileRow = typeof cvFiles.$inferSelect;
