import {
  CvContactSchema,
  CvLayoutSchema,
  CvPublicSchema,
  defaultCvLayout,
  type CvContact,
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

/** The contact details a CV leaves off; a name no longer known is dropped, as with the layout. */
export const hiddenContactsOf = (cv: Pick<CvRow, 'hidden_contacts'>): CvContact[] =>
  (Array.isArray(cv.hidden_contacts) ? cv.hidden_contacts : []).filter(
    (name) => CvContactSchema.safeParse(name).success,
  );

export const toCvPublic = (cv: CvRow): CvPublic =>
  toPublic(CvPublicSchema, { ...cv, layout: layoutOf(cv), hidden_contacts: hiddenContactsOf(cv) });
