import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { toItemPublic } from './mapping';
import { deleteOwnItem, findOwnItem, insertItem, listItems, updateOwnItem } from './repository';

/**
 * Every user, superusers included, sees only their own items: what is not yours answers 404 as if
 * it did not exist, and admins manage users, not other people's content.
 */
export const itemsRoutes = implement(endpoints.items, (app) => ({
  list: ({ user, query }) => listItems(app.db, user.id, query.skip, query.limit),

  create: async ({ user, body }) => toItemPublic(await insertItem(app.db, user.id, body)),

  async get({ user, params }) {
    const item = await findOwnItem(app.db, params.id, user.id);
    if (!item) throw new HttpError(404, serverMessages.itemNotFound);
    return toItemPublic(item);
  },

  async update({ user, params, body }) {
    const item = await updateOwnItem(app.db, params.id, user.id, body);
    if (!item) throw new HttpError(404, serverMessages.itemNotFound);
    return toItemPublic(item);
  },

  async delete({ user, params }) {
    if (!(await deleteOwnItem(app.db, params.id, user.id))) {
      throw new HttpError(404, serverMessages.itemNotFound);
    }
    return { message: serverMessages.itemDeleted };
  },
}));
