import { endpoints } from '../../endpoints';
import { serverMessages } from '../../schemas/messages';
import { mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { newId, ownItems } from './shared';

const { items } = endpoints;

export const itemsMocks: MockDefinition[] = [
  // Items: every user, superusers included, sees only their own.
  mockEndpoint(items.list, ({ db, user, query }) => ownItems(db).page(user.id, query)),
  mockEndpoint(items.create, ({ db, user, body }) =>
    ownItems(db).add({
      id: newId(db),
      title: body.title,
      description: body.description ?? null,
      owner_id: user.id,
    }),
  ),
  mockEndpoint(items.get, ({ db, user, params }) => ownItems(db).find(user.id, params.id)),
  mockEndpoint(items.update, ({ db, user, params, body }) =>
    ownItems(db).update(user.id, params.id, body),
  ),
  mockEndpoint(items.delete, ({ db, user, params }) => {
    ownItems(db).remove(user.id, params.id);
    return { message: serverMessages.itemDeleted };
  }),
];
