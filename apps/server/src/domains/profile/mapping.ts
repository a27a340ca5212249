import { BasicInfoPublicSchema, type BasicInfoPublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { BasicInfoRow } from '../../infra/db/schema';

export const toBasicInfoPublic = (row: BasicInfoRow): BasicInfoPublic =>
  toPublic(BasicInfoPublicSchema, row);
