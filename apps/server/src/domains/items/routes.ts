import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../../http/endpoint';
import { toItemPublic } from './mapping';
import { ownItems } from './repository';

/**
 * Every user, superusers included, sees only their own items: what is not yours answers 404 as if
 * it did not exist, and admins manage users, not other people's content.
 */
export const itemsRoutes = implement(endpoints.items, (app) => ({
  async list({ user, query }) {
    const { rows, count } = await ownItems.list(app.db, user.id, query);
    return { data: rows.map(toItemPublic), count };
  },

  create: async ({ user, body }) => toItemPublic(await ownItems.create(app.db, user.id, body)),

  get: async ({ user, params }) => toItemPublic(await ownItems.get(app.db, params.id, user.id)),

  update: async ({ user, params, body }) =>
    toItemPublic(await ownItems.update(app.db, params.id, user.id, body)),

  async delete({ user, params }) {
    await ownItems.delete(app.db, params.id, user.id);
    return { message: serverMessages.itemDeleted };
  },
}));
