import { serverMessages } from '@vita/api/schemas';
import { HttpError } from '../../http/errors';
import { ownedTable } from '../../infra/db/owned-table';
import { items } from '../../infra/db/schema';

/** Every user, superusers included, reaches only their own items. */
export const ownItems = ownedTable(items, {
  notFound: () => new HttpError(404, serverMessages.itemNotFound),
});
