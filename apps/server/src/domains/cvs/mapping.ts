import { CvPublicSchema, type CvPublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { CvRow } from '../../infra/db/schema';

export const toCvPublic = (cv: CvRow): CvPublic => toPublic(CvPublicSchema, cv);
