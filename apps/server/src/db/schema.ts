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

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 255 }).notNull(),
    hashedPassword: text('hashed_password').notNull(),
    fullName: varchar('full_name', { length: 255 }),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  // E-mails are unique regardless of case, so "A@x.io" cannot sign up next to "a@x.io".
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // clock_timestamp, not now(): rows created in one transaction still get distinct times.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('items_owner_created_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Failed sign-ins per key (client address + e-mail) in the current window. Kept in the database,
 * not in memory, so the limit holds across every instance behind a load balancer.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }),
    targetJobTitle: varchar('target_job_title', { length: 255 }),
    targetCompany: varchar('target_company', { length: 255 }),
    targetJobPostingUrl: varchar('target_job_posting_url', { length: 2048 }),
    linkedinProfileUrl: varchar('linkedin_profile_url', { length: 2048 }),
    // Text with a check rather than a PostgreSQL enum: adding a status later is a one-line change.
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('cvs_owner_created_idx').on(t.ownerId, t.createdAt),
    check('cvs_status_check', sql`${t.status} in ('draft', 'ready', 'archived')`),
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
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('cv_files_owner_created_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('cv_files_storage_key_key').on(t.storageKey),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type CvRow = typeof cvs.$inferSelect;
export type CvFileRow = typeof cvFiles.$inferSelect;
