/**
 * What a CV template reads: the profile, the account's name and e-mail and the CV's own choices,
 * flattened into plain JSON. The templates get it as data (never as markup), so nothing a user
 * types can change how the document is built.
 */
import {
  CV_SECTIONS,
  cvHeader,
  EMPLOYMENT_TYPE_LABELS,
  PROFICIENCY_LEVEL_LABELS,
  type CvHeader,
  type CvHeaderChoices,
  type CvHideableSection,
  type CvPaper,
  type CvSectionKey,
  type Profile,
  toPartialDate,
} from '@vita/api/schemas';

type Entry<T> = T extends readonly (infer E)[] ? E : never;

/** A label is null where the person gave no value: nothing is printed for it. */
export type CvWorkEntry = Entry<Profile['work_experiences']> & {
  employment_type_label: string | null;
};
export type CvEducationEntry = Entry<Profile['education_history']>;
export type CvSkillEntry = Entry<Profile['skills']> & { proficiency_label: string | null };
export type CvCertificationEntry = Entry<Profile['certifications']>;
export type CvProjectEntry = Entry<Profile['projects']>;

export interface CvPerson {
  full_name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  /** http(s) links only: a template makes each one clickable. */
  links: { linkedin: string | null; github: string | null; portfolio: string | null };
  /** The profile's further links, printed after the three above; empty prints none. */
  other_links: string[];
}

export interface CvSections {
  work: CvWorkEntry[];
  education: CvEducationEntry[];
  skills: CvSkillEntry[];
  certifications: CvCertificationEntry[];
  projects: CvProjectEntry[];
}

export interface CvDocument {
  /** The PDF's title (its metadata, and what a viewer shows in its title bar). */
  title: string;
  paper: CvPaper;
  person: CvPerson;
  /** The CV's own headline, else the person's professional title. */
  headline: string | null;
  target_company: string | null;
  summary: string | null;
  /** Each list in the profile's order, without the hidden entries. Dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  sections: CvSections;
  /** The sections to print, in order; a hidden one is not in it. */
  section_order: CvSectionKey[];
  /** Entry ids and section keys left out (already removed above; templates skip them too). */
  hidden: string[];
}

export interface CvDocumentLayout {
  /** Section keys in the order wanted; the profile's section names are understood too. */
  section_order?: readonly string[];
  /** Entry ids or section keys to leave out. */
  hidden?: readonly string[];
  paper?: CvPaper;
}

export interface CvUser {
  full_name: string | null;
  email: string;
}

/** The CV's title and its header's own values: each, when given, prints instead of the profile's. */
export interface CvChoices extends CvHeaderChoices {
  title: string;
  target_company?: string | null;
}

/** Names a layout may use for a section: ours, and those of the profile's API and its lists. */
const SECTION_ALIASES: Record<string, CvHideableSection> = {
  work: 'work',
  'work-experience': 'work',
  work_experiences: 'work',
  experience: 'work',
  education: 'education',
  education_history: 'education',
  skills: 'skills',
  projects: 'projects',
  certifications: 'certifications',
  summary: 'summary',
};

/** Control characters other than line breaks and tabs break text shaping and have no meaning. */
const CONTROL = /(?![\n\t])\p{Cc}/gu;

function text(value: string | null | undefined): string | null {
  if (value == null) return null;
  const cleaned = value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  return cleaned === '' ? null : cleaned;
}

/** A one-line field: line breaks typed into it become spaces. */
function line(value: string | null | undefined): string | null {
  const cleaned = text(value);
  return cleaned === null ? null : cleaned.replace(/\s*\n\s*/g, ' ');
}

/**
 * A date as precise as stored (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`); null when it is not one (a
 * template prints none). Nothing is filled in: a year stays a year on the page.
 */
const isoDate = (value: string | null | undefined): string | null => toPartialDate(value);

/** An http(s) URL, or null: a link a reader clicks must not run script or open a local file. */
function httpUrl(value: string | null | undefined): string | null {
  const cleaned = line(value);
  if (!cleaned) return null;
  try {
    const url = new URL(cleaned);
    return url.protocol === 'http:' || url.protocol === 'https:' ? cleaned : null;
  } catch {
    return null;
  }
}

function sectionKey(name: string): CvHideableSection | null {
  return SECTION_ALIASES[name.trim().toLowerCase()] ?? null;
}

/** The layout's order of known sections without repeats, then any it left out, in the default order. */
function orderOf(requested: readonly string[] | undefined): CvSectionKey[] {
  const order: CvSectionKey[] = [];
  for (const name of requested ?? []) {
    const key = sectionKey(name);
    if (key && key !== 'summary' && !order.includes(key)) order.push(key);
  }
  for (const key of CV_SECTIONS) if (!order.includes(key)) order.push(key);
  return order;
}

/** The header as the CV sets it (see cvHeader), cleaned as every printed value is. */
function personOf(fullName: string, header: CvHeader): CvPerson {
  return {
    full_name: fullName,
    email: line(header.email),
    phone: line(header.phone),
    location: line(header.location),
    links: {
      linkedin: httpUrl(header.linkedin),
      github: httpUrl(header.github),
      portfolio: httpUrl(header.portfolio),
    },
    other_links: header.links.flatMap((link) => httpUrl(link) ?? []),
  };
}

/**
 * The document a template renders for a user's profile: the header as the CV sets it (its own
 * headline and contact details, else the profile's), links limited to http(s), dates as precise
 * as stored, and the layout's section order and hidden entries and sections applied. Pure: same
 * input, same output.
 */
export function toCvDocument(
  profile: Profile,
  user: CvUser,
  cv: CvChoices | null,
  layout: CvDocumentLayout = {},
): CvDocument {
  const hidden = new Set<string>();
  for (const name of layout.hidden ?? []) {
    const trimmed = name.trim();
    if (trimmed) hidden.add(sectionKey(trimmed) ?? trimmed);
  }
  const shown = <T extends { id: string }>(entries: T[]) =>
    entries.filter((entry) => !hidden.has(entry.id));
  const basics = profile.basic_info;
  const fullName = line(user.full_name) ?? '';
  const header = cvHeader(cv, profile);

  const sections: CvSections = {
    work: shown(profile.work_experiences).map((entry) => ({
      ...entry,
      job_title: line(entry.job_title) ?? '',
      company_name: line(entry.company_name) ?? '',
      team: line(entry.team),
      company_location: line(entry.company_location),
      employment_type_label: entry.employment_type
        ? EMPLOYMENT_TYPE_LABELS[entry.employment_type]
        : null,
      start_date: isoDate(entry.start_date) ?? '',
      end_date: entry.is_current ? null : isoDate(entry.end_date),
      description: text(entry.description),
      skills_used: line(entry.skills_used),
      achievements: text(entry.achievements),
    })),
    education: shown(profile.education_history).map((entry) => ({
      ...entry,
      institution_name: line(entry.institution_name) ?? '',
      field_of_study: line(entry.field_of_study),
      location: line(entry.location),
      start_date: isoDate(entry.start_date),
      end_date: entry.is_current ? null : isoDate(entry.end_date),
      gpa: line(entry.gpa),
      description: text(entry.description),
      activities: text(entry.activities),
    })),
    skills: shown(profile.skills).map((entry) => ({
      ...entry,
      name: line(entry.name) ?? '',
      category: line(entry.category),
      proficiency_label: entry.proficiency_level
        ? PROFICIENCY_LEVEL_LABELS[entry.proficiency_level]
        : null,
    })),
    certifications: shown(profile.certifications).map((entry) => ({
      ...entry,
      name: line(entry.name) ?? '',
      issuing_organization: line(entry.issuing_organization) ?? '',
      issue_date: isoDate(entry.issue_date) ?? '',
      expiration_date: isoDate(entry.expiration_date),
      credential_id: line(entry.credential_id),
      credential_url: httpUrl(entry.credential_url),
      description: text(entry.description),
    })),
    projects: shown(profile.projects).map((entry) => ({
      ...entry,
      name: line(entry.name) ?? '',
      description: text(entry.description),
      role: line(entry.role),
      start_date: isoDate(entry.start_date) ?? '',
      end_date: entry.is_ongoing ? null : isoDate(entry.end_date),
      project_url: httpUrl(entry.project_url),
      repository_url: httpUrl(entry.repository_url),
      technologies_used: entry.technologies_used
        .map((name) => line(name))
        .filter((name): name is string => name !== null),
    })),
  };

  return {
    title: line(cv?.title) ?? (fullName ? `${fullName} – CV` : 'CV'),
    paper: layout.paper ?? 'a4',
    person: personOf(fullName, header),
    headline: line(header.headline),
    target_company: line(cv?.target_company),
    summary: hidden.has('summary') ? null : text(basics?.professional_summary),
    sections,
    section_order: orderOf(layout.section_order).filter((key) => !hidden.has(key)),
    hidden: [...hidden],
  };
}
