import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../http/endpoint';
import { HttpError } from '../http-error';
import {
  deleteOwnItem,
  findOwnItem,
  insertItem,
  listItems,
  toItemPublic,
  updateOwnItem,
} from '../services/items';

/**
 * Every user, superusers included, sees only their own items: what is not yours answers 404 as if
 * it did not exist, and admins manage users, not other people's content.
 */
export default implement(endpoints.items, (app) => ({
  list: ({ user, query }) => listItems(app.db, user.id, query.skip, query.limit),

  async create({ user, body }) {
    const item = await insertItem(app.db, {
      title: body.title,
      description: body.description ?? null,
      ownerId: user.id,
    });
    return toItemPublic(item);
  },

  async get({ user, params }) {
    const item = await findOwnItem(app.db, params.id, user.id);
    if (!item) throw new HttpError(404, serverMessages.itemNotFound);
    return toItemPublic(item);
  },

  async update({ user, params, body }) {
    const changes: { title?: string; description?: string | null } = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    const item = await updateOwnItem(app.db, params.id, user.id, changes);
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
