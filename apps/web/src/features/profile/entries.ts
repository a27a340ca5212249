import type { FieldRecord } from './forms/fields';
import {
  blankFormValues,
  PROFILE_SECTIONS,
  toPartialDate,
  type Profile,
  type ProfileDraft,
  type ProfileSection,
} from '@vita/api';

/**
 * What a section form edits: every declared field as the form holds it (text as '' when empty,
 * dates as precise as known, 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', or '', technologies as a list),
 * plus the id of an entry already saved. The contract's list schema turns these into what is
 * saved, so the form and the server judge the same values with the same rules.
 */
export type FormEntry = FieldRecord;

/** A new, empty entry of a section: every declared field empty, no choice or date made for it. */
export const blankEntry = (section: ProfileSection): FormEntry =>
  blankFormValues(PROFILE_SECTIONS[section].fields);

/** Saved or read values in form terms: null is ''; fields the form lacks are dropped. */
function toForm(section: ProfileSection, given: object): FormEntry {
  const values = new Map<string, unknown>(Object.entries(given));
  const entry = blankEntry(section);
  for (const field of Object.keys(entry)) {
    const value = values.get(field);
    if (typeof value === 'string' || typeof value === 'boolean' || Array.isArray(value)) {
      entry[field] = value;
    }
  }
  const id = values.get('id');
  if (typeof id === 'string') entry.id = id;
  // The form's "does not expire" is what a missing expiration date means.
  if (section === 'certifications')
    entry.does_not_expire = !values.get('expiration_date') && values.has('id');
  return entry;
}

/** The saved entries of a section as form entries: one blank entry when there are none. */
export function formEntries(section: ProfileSection, profile: Profile | undefined): FormEntry[] {
  const saved: readonly object[] = profile ? profile[PROFILE_SECTIONS[section].key] : [];
  return saved.length > 0 ? saved.map((entry) => toForm(section, entry)) : [blankEntry(section)];
}

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : false;

/**
 * The entries read from an uploaded CV, as form entries, and the paths of the fields that were
 * read (so the form can mark them for review). Nothing read: the saved entries, nothing marked.
 */
export function importedEntries(
  section: ProfileSection,
  draft: ProfileDraft | undefined,
  profile: Profile | undefined,
): { entries: FormEntry[]; imported: Set<string> } {
  const read: readonly object[] = draft ? draft[PROFILE_SECTIONS[section].key] : [];
  if (read.length === 0) return { entries: formEntries(section, profile), imported: new Set() };
  const imported = new Set<string>();
  const dates = new Set<string>(
    PROFILE_SECTIONS[section].fields.filter((field) => field.kind === 'date').map((f) => f.name),
  );
  const entries = read.map((given, index) => {
    // Dates are taken as precise as they were read; one that is no date stays empty.
    const values = Object.fromEntries(
      Object.entries(given).map(([field, value]) => [
        field,
        dates.has(field) && typeof value === 'string' ? toPartialDate(value) : value,
      ]),
    );
    const entry = toForm(section, values);
    for (const [field, value] of Object.entries(values)) {
      if (field in entry && isFilled(value)) imported.add(`${index}.${field}`);
    }
    return entry;
  });
  return { entries, imported };
}

/**
 * The entries as the section's list schema reads them (the form's check and the save alike): an
 * entry not yet saved has no id.
 */
export function toSectionBody(entries: readonly FormEntry[]) {
  return entries.map(({ id, ...fields }) => (id ? { ...fields, id } : fields));
}
