import { serverMessages, type CvLayout } from '@vita/api/schemas';
import { HttpError } from '../../http/errors';
import type { Database } from '../../infra/db';
import { ownedTable } from '../../infra/db/owned-table';
import { cvs } from '../../infra/db/schema';

/** Every user, superusers included, reaches only their own CVs; a change dates the CV. */
export const ownCvs = ownedTable(cvs, {
  notFound: () => new HttpError(404, serverMessages.cvNotFound),
  updatedAt: cvs.updated_at,
});

/** A CV's layout replaced whole, or 404 when the CV is not the caller's. */
export const saveOwnCvLayout = (db: Database, id: string, ownerId: string, layout: CvLayout) =>
  ownCvs.update(db, id, ownerId, { layout });
