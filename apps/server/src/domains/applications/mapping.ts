import { ApplicationPublicSchema, type ApplicationPublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { ApplicationRow } from '../../infra/db/schema';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The row as the API shows it: the frozen CV's columns as one object, or null when none is kept. */
export const toApplicationPublic = (row: ApplicationRow): ApplicationPublic =>
  toPublic(ApplicationPublicSchema, {
    ...row,
    frozen_cv:
      row.frozen_file_id && row.frozen_filename && row.frozen_at
        ? {
            filename: row.frozen_filename,
            size: row.frozen_size ?? 0,
            cv_title: row.frozen_cv_title ?? '',
            frozen_at: iso(row.frozen_at),
          }
        : null,
  });
