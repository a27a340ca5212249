import { PROFILE_SECTIONS, type ProfileSection } from '@vita/api/schemas';
import type { z } from 'zod';
import { toPublic } from '../../http/public';
import {
  certifications,
  education,
  projects,
  skills,
  workExperiences,
} from '../../infra/db/schema';

/** The table behind each list section of the profile. */
export const SECTION_TABLES = {
  'work-experience': workExperiences,
  education,
  skills,
  certifications,
  projects,
} as const;

export type SectionTable = (typeof SECTION_TABLES)[ProfileSection];

/** One saved entry of a section as the API shows it. */
export type SectionEntry<S extends ProfileSection> = z.input<(typeof PROFILE_SECTIONS)[S]['entry']>;

/** What a section's list gives to store for one entry (its id, if any, says which row). */
export type SectionInput<S extends ProfileSection> = z.output<
  (typeof PROFILE_SECTIONS)[S]['list']
>[number];

/** A row of any section table as its public entry (the entry schema names the columns to show). */
export function toEntryPublic<S extends ProfileSection>(
  section: S,
  row: Record<string, unknown>,
): SectionEntry<S> {
  const schema = PROFILE_SECTIONS[section].entry;
  return toPublic(schema, row as Parameters<typeof toPublic<typeof schema>>[1]) as SectionEntry<S>;
}
