import {
  ItemCreateSchema,
  ItemIdParamsSchema,
  ItemPublicSchema,
  ItemsPublicSchema,
  ItemUpdateSchema,
  MessageSchema,
  PaginationQuerySchema,
  serverMessages,
} from '@vita/api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import {
  deleteOwnItem,
  findOwnItem,
  insertItem,
  listItems,
  toItemPublic,
  updateOwnItem,
} from '../services/items';

const security = [{ OAuth2PasswordBearer: [] }];

/**
 * Every user, superusers included, sees only their own items: what is not yours answers 404 as if
 * it did not exist (DESIGN.md), and admins manage users, not other people's content.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/items/',
    {
      schema: {
        tags: ['items'],
        summary: 'Own items, newest first',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: ItemsPublicSchema },
      },
    },
    async (request) => listItems(app.db, requireUser(request).id, request.query.skip, request.query.limit),
  );

  app.post(
    '/items/',
    {
      schema: {
        tags: ['items'],
        summary: 'Create an item',
        security,
        body: ItemCreateSchema,
        response: { 200: ItemPublicSchema },
      },
    },
    async (request) => {
      const item = await insertItem(app.db, {
        title: request.body.title,
        description: request.body.description ?? null,
        ownerId: requireUser(request).id,
      });
      return toItemPublic(item);
    },
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: 'One own item',
        security,
        params: ItemIdParamsSchema,
        response: { 200: ItemPublicSchema },
      },
    },
    async (request) => {
      const item = await findOwnItem(app.db, request.params.id, requireUser(request).id);
      if (!item) throw new HttpError(404, serverMessages.itemNotFound);
      return toItemPublic(item);
    },
  );

  app.put(
    '/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: 'Update an own item (omitted fields are kept)',
        security,
        params: ItemIdParamsSchema,
        body: ItemUpdateSchema,
        response: { 200: ItemPublicSchema },
      },
    },
    async (request) => {
      const changes: { title?: string; description?: string | null } = {};
      if (request.body.title !== undefined) changes.title = request.body.title;
      if (request.body.description !== undefined) changes.description = request.body.description;
      const item = await updateOwnItem(app.db, request.params.id, requireUser(request).id, changes);
      if (!item) throw new HttpError(404, serverMessages.itemNotFound);
      return toItemPublic(item);
    },
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        tags: ['items'],
        summary: 'Delete an own item',
        security,
        params: ItemIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      if (!(await deleteOwnItem(app.db, request.params.id, requireUser(request).id))) {
        throw new HttpError(404, serverMessages.itemNotFound);
      }
      return { message: serverMessages.itemDeleted };
    },
  );
};

export default routes;
