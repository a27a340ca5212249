import {
  PROFILE_SECTIONS,
  toPartialDate,
  type Profile,
  type ProfileDraft,
  type ProfileSection,
} from '@vita/api';

/**
 * What a section form edits: every field as the form holds it (text as '' when empty, dates as
 * precise as known, 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', or '', technologies as a list), plus the id of an entry already saved. The
 * contract's list schema turns these into what is saved, so the form and the server judge
 * the same values with the same rules.
 */
export type FormEntry = Record<string, string | boolean | string[]> & { id?: string };

const BLANK: Record<ProfileSection, () => FormEntry> = {
  'work-experience': () => ({
    job_title: '',
    company_name: '',
    company_location: '',
    // Left unchosen: a default would be stored and printed as if the person had said it.
    employment_type: '',
    start_date: '',
    end_date: '',
    is_current: false,
    description: '',
    skills_used: '',
    achievements: '',
  }),
  education: () => ({
    institution_name: '',
    degree: '',
    field_of_study: '',
    location: '',
    start_date: '',
    end_date: '',
    is_current: false,
    gpa: '',
    description: '',
    activities: '',
  }),
  skills: () => ({ name: '', proficiency_level: '', category: '' }),
  certifications: () => ({
    name: '',
    issuing_organization: '',
    issue_date: '',
    expiration_date: '',
    does_not_expire: false,
    credential_id: '',
    credential_url: '',
    description: '',
  }),
  projects: () => ({
    name: '',
    description: '',
    role: '',
    start_date: '',
    end_date: '',
    is_ongoing: false,
    project_url: '',
    repository_url: '',
    technologies_used: [],
  }),
};

/** A new, empty entry of a section, with the defaults a new entry starts from. */
export const blankEntry = (section: ProfileSection): FormEntry => BLANK[section]();

/** Saved or read values in form terms: null is ''; fields the form lacks are dropped. */
function toForm(section: ProfileSection, values: Record<string, unknown>): FormEntry {
  const entry = blankEntry(section);
  for (const field of Object.keys(entry)) {
    const value = values[field];
    if (value !== null && value !== undefined) entry[field] = value as FormEntry[string];
  }
  if (typeof values.id === 'string') entry.id = values.id;
  // The form's "does not expire" is what a missing expiration date means.
  if (section === 'certifications')
    entry.does_not_expire = !values.expiration_date && 'id' in values;
  return entry;
}

/** The saved entries of a section as form entries: one blank entry when there are none. */
export function formEntries(section: ProfileSection, profile: Profile | undefined): FormEntry[] {
  const saved = profile ? (profile[PROFILE_SECTIONS[section].key] as object[]) : [];
  return saved.length > 0
    ? saved.map((entry) => toForm(section, entry as Record<string, unknown>))
    : [blankEntry(section)];
}

/** The draft key of each section in an import. */
const DRAFT_KEY = {
  'work-experience': 'work_experiences',
  education: 'education_history',
  skills: 'skills',
  certifications: 'certifications',
  projects: 'projects',
} as const satisfies Record<ProfileSection, keyof ProfileDraft>;

const DATE_FIELDS = new Set(['start_date', 'end_date', 'issue_date', 'expiration_date']);

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
  const read = draft ? (draft[DRAFT_KEY[section]] as Record<string, unknown>[]) : [];
  if (read.length === 0) return { entries: formEntries(section, profile), imported: new Set() };
  const imported = new Set<string>();
  const entries = read.map((given, index) => {
    // Dates are taken as precise as they were read; one that is no date stays empty.
    const values = Object.fromEntries(
      Object.entries(given).map(([field, value]) => [
        field,
        DATE_FIELDS.has(field) && typeof value === 'string' ? toPartialDate(value) : value,
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

/** What the save call sends: project dates as date-times at midnight, as the API documents. */
export function toSectionBody(section: ProfileSection, entries: readonly FormEntry[]) {
  return entries.map(({ id, ...fields }) => {
    const body: Record<string, unknown> = { ...fields };
    if (id) body.id = id;
    if (section === 'projects') {
      for (const field of ['start_date', 'end_date'] as const) {
        const value = body[field];
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
          body[field] = `${value}T00:00:00`;
        }
      }
    }
    return body;
  });
}

/** The contract's messages for a section's entries, by field path ('0.job_title'; '' for the list). */
export function sectionErrors(
  section: ProfileSection,
  entries: readonly FormEntry[],
): Record<string, string> {
  const result = PROFILE_SECTIONS[section].list.safeParse(toSectionBody(section, entries));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
