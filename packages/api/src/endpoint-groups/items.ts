import { ownedResource } from '../endpoint-kit';
import {
  ItemCreateSchema,
  ItemIdParamsSchema,
  ItemPublicSchema,
  ItemsPublicSchema,
  ItemUpdateSchema,
} from '../schemas/items';

export const items = ownedResource({
  base: '/items/',
  id: 'id',
  tag: 'items',
  one: 'an item',
  many: 'items',
  params: ItemIdParamsSchema,
  create: ItemCreateSchema,
  update: ItemUpdateSchema,
  record: ItemPublicSchema,
  list: ItemsPublicSchema,
});
