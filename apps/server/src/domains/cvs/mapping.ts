import {
  CvLayoutSchema,
  CvPublicSchema,
  defaultCvLayout,
  type CvLayout,
  type CvPublic,
} from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { CvRow } from '../../infra/db/schema';

/**
 * The layout a CV prints with: the stored one, else the defaults. A stored layout that no
 * longer fits the contract (a template since retired) falls back field by field.
 */
export function layoutOf(cv: Pick<CvRow, 'layout'>): CvLayout {
  if (!cv.layout) return defaultCvLayout();
  const parsed = CvLayoutSchema.safeParse(cv.layout);
  if (parsed.success) return parsed.data;
  const fallback = defaultCvLayout();
  const field = <K extends keyof CvLayout>(key: K): CvLayout[K] => {
    const one = CvLayoutSchema.shape[key].safeParse(cv.layout?.[key]);
    return one.success ? (one.data as CvLayout[K]) : fallback[key];
  };
  return {
    template: field('template'),
    paper: field('paper'),
    section_order: field('section_order'),
    hidden: field('hidden'),
  };
}

export const toCvPublic = (cv: CvRow): CvPublic =>
  toPublic(CvPublicSchema, { ...cv, layout: layoutOf(cv) });
