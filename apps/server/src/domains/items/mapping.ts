import { ItemPublicSchema, type ItemPublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { ItemRow } from '../../infra/db/schema';

export const toItemPublic = (item: ItemRow): ItemPublic => toPublic(ItemPublicSchema, item);
