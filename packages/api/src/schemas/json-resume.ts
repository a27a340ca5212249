import { z } from 'zod';
import { UPLOAD_FIELD } from './cvs';
import { HttpUrlSchema } from './common';
import { OTHER_LINKS_MAX } from './limits';
import { serverMessages } from './messages';
import {
  DEGREES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  OtherLinksSchema,
  PROFICIENCY_LEVEL_LABELS,
  ProfileDraftSchema,
  toPartialDate,
  type Degree,
  type EmploymentType,
  type ProficiencyLevel,
  type Profile,
  type ProfileDraft,
} from './profile';
import type { UserPublic } from './users';

/**
 * The profile in JSON Resume (jsonresume.org, schema v1.0.0), the open format many résumé tools
 * and themes read. These schemas describe what Vita writes: every key is one the JSON Resume
 * schema defines, so a validator of that schema accepts the file.
 */

/** The JSON Resume schema the export declares in `$schema`. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The name a downloaded export is saved under (the format's own convention). */
export const JSON_RESUME_FILENAME = 'resume.json';

/** A date as JSON Resume writes it: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
const IsoDateSchema = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/);

const JsonResumeLocationSchema = z.object({
  address: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
});

const JsonResumeProfileSchema = z.object({
  network: z.string(),
  username: z.string().optional(),
  url: z.string(),
});

export const JsonResumeSchema = z.object({
  $schema: z.literal(JSON_RESUME_SCHEMA_URL),
  basics: z.object({
    name: z.string(),
    label: z.string().optional(),
    email: z.string(),
    phone: z.string().optional(),
    url: z.string().optional(),
    summary: z.string().optional(),
    location: JsonResumeLocationSchema.optional(),
    profiles: z.array(JsonResumeProfileSchema),
  }),
  work: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      location: z.string().optional(),
      /**
       * Not a key of the format, which has no place for it; its work entries allow keys of their
       * own, so a Freelance or Internship role comes back as one instead of being lost.
       */
      employmentType: z.string().optional(),
      /** Not a key of the format either: the role's team, ward or department. */
      team: z.string().optional(),
      startDate: IsoDateSchema,
      endDate: IsoDateSchema.optional(),
      summary: z.string().optional(),
      highlights: z.array(z.string()),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      area: z.string().optional(),
      studyType: z.string().optional(),
      startDate: IsoDateSchema.optional(),
      endDate: IsoDateSchema.optional(),
      score: z.string().optional(),
      courses: z.array(z.string()),
    }),
  ),
  skills: z.array(
    z.object({
      name: z.string(),
      level: z.string().optional(),
      keywords: z.array(z.string()),
    }),
  ),
  certificates: z.array(
    z.object({
      name: z.string(),
      date: IsoDateSchema,
      issuer: z.string(),
      url: z.string().optional(),
    }),
  ),
  projects: z.array(
    z.object({
      name: z.string(),
      description: z.string().optional(),
      highlights: z.array(z.string()),
      keywords: z.array(z.string()),
      startDate: IsoDateSchema,
      endDate: IsoDateSchema.optional(),
      url: z.string().optional(),
      roles: z.array(z.string()),
    }),
  ),
});
export type JsonResume = z.infer<typeof JsonResumeSchema>;

/** A stored date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) as JSON Resume writes it: as precise as kept. */
const isoDate = (value: string) => value.slice(0, 10);

/** Empty and missing values are left out, as JSON Resume files do. */
const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The parts that are there, a blank line between them. */
const paragraphs = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part !== undefined).join('\n\n') || undefined;

/** One item per non-empty line, list markers (•, -, *) removed. */
function lines(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[•\-*–]\s*/, '').trim())
    .filter((line) => line !== '');
}

/** Comma- or line-separated words, as skills and technologies are typed. */
const words = (value: string | null | undefined) =>
  (value ?? '')
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * "City, Region" becomes the two; any other place stays whole as the address, since guessing
 * which part is which would misplace it.
 */
function location(value: string | null | undefined) {
  const place = text(value);
  if (!place) return undefined;
  const parts = place.split(',').map((part) => part.trim());
  if (parts.length === 2 && parts[0] && parts[1]) return { city: parts[0], region: parts[1] };
  return { address: place };
}

/** The last path segment of a profile URL: the user name on LinkedIn and GitHub. */
function username(url: string): string | undefined {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).at(-1);
  } catch {
    return undefined;
  }
}

/** A link's site as the network's name ("gitlab.com"): the profile keeps no name of its own. */
function networkOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, '');
  } catch {
    return url;
  }
}

/**
 * The user's profile as JSON Resume. What the format has no place for is left out (a work entry's
 * employment type and team go in keys of their own, `employmentType` and `team`): an education entry's description and activities, a certification's credential id
 * and expiry date, a skill's category. A work
 * entry's skills close its summary ("Skills: …"); its achievements are the highlights.
 */
export function toJsonResume(user: Pick<UserPublic, 'email' | 'full_name'>, profile: Profile) {
  const basic = profile.basic_info;
  const profiles = [
    basic?.linkedin_url ? { network: 'LinkedIn', url: basic.linkedin_url } : null,
    basic?.github_url ? { network: 'GitHub', url: basic.github_url } : null,
    ...(basic?.links ?? []).map((url) => ({ network: networkOf(url), url })),
  ]
    .filter((entry) => entry !== null)
    .map((entry) => ({ ...entry, username: username(entry.url) }));

  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: text(user.full_name) ?? user.email,
      label: text(basic?.professional_title),
      // The profile's contact address; the file's format asks for one, so else the account's.
      email: text(basic?.email) ?? user.email,
      phone: text(basic?.phone),
      url: text(basic?.portfolio_url),
      summary: text(basic?.professional_summary),
      location: location(basic?.location),
      profiles,
    },
    work: profile.work_experiences.map((entry) => ({
      name: entry.company_name,
      position: entry.job_title,
      location: text(entry.company_location),
      employmentType: entry.employment_type
        ? EMPLOYMENT_TYPE_LABELS[entry.employment_type]
        : undefined,
      team: text(entry.team),
      startDate: isoDate(entry.start_date),
      endDate: entry.is_current || !entry.end_date ? undefined : isoDate(entry.end_date),
      summary: paragraphs(
        text(entry.description),
        words(entry.skills_used).length > 0
          ? `Skills: ${words(entry.skills_used).join(', ')}`
          : undefined,
      ),
      highlights: lines(entry.achievements),
    })),
    education: profile.education_history.map((entry) => ({
      institution: entry.institution_name,
      area: text(entry.field_of_study),
      studyType: text(entry.degree),
      startDate: entry.start_date ? isoDate(entry.start_date) : undefined,
      endDate: entry.is_current || !entry.end_date ? undefined : isoDate(entry.end_date),
      score: text(entry.gpa),
      courses: [],
    })),
    skills: profile.skills.map((skill) => ({
      name: skill.name,
      level: skill.proficiency_level
        ? PROFICIENCY_LEVEL_LABELS[skill.proficiency_level]
        : undefined,
      keywords: [],
    })),
    certificates: profile.certifications.map((entry) => ({
      name: entry.name,
      date: isoDate(entry.issue_date),
      issuer: entry.issuing_organization,
      url: text(entry.credential_url),
    })),
    projects: profile.projects.map((entry) => ({
      name: entry.name,
      description: text(entry.description),
      highlights: [],
      keywords: entry.technologies_used,
      startDate: isoDate(entry.start_date),
      endDate: entry.is_ongoing || !entry.end_date ? undefined : isoDate(entry.end_date),
      url: text(entry.project_url) ?? text(entry.repository_url),
      roles: entry.role ? [entry.role] : [],
    })),
  };
  return resume;
}

/** The export file's text: the JSON Resume of the profile, indented for people to read. */
export const jsonResumeText = (
  user: Pick<UserPublic, 'email' | 'full_name'>,
  profile: Profile,
): string => `${JSON.stringify(toJsonResume(user, profile), null, 2)}\n`;

// ---------------------------------------------------------------------------------------------
// Import: a JSON Resume file read into a draft of the profile, to review before anything is saved

/** The largest JSON Resume file taken (a full résumé is a few kilobytes). */
export const JSON_RESUME_MAX_BYTES = 1024 * 1024;

/** Text where the format has text; files written by other tools also hold null for "none". */
const inText = z.string().nullish();
/** More entries than any résumé has: a file beyond it is refused, and its reading stays short. */
const MAX_LIST_LENGTH = 500;
const inList = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST_LENGTH).nullish();
const inDatedEntry = { startDate: inText, endDate: inText };

/**
 * What an imported file must look like: the JSON Resume schema's types for the fields Vita
 * reads, every field optional, anything else allowed (tools add their own keys).
 */
export const JsonResumeInputSchema = z.looseObject({
  basics: z
    .looseObject({
      name: inText,
      label: inText,
      email: inText,
      phone: inText,
      url: inText,
      summary: inText,
      location: z
        .looseObject({
          address: inText,
          city: inText,
          region: inText,
          countryCode: inText,
        })
        .nullish(),
      profiles: inList(z.looseObject({ network: inText, url: inText, username: inText })),
    })
    .nullish(),
  work: inList(
    z.looseObject({
      name: inText,
      position: inText,
      location: inText,
      employmentType: inText,
      team: inText,
      summary: inText,
      highlights: inList(z.string()),
      ...inDatedEntry,
    }),
  ),
  volunteer: inList(
    z.looseObject({
      organization: inText,
      position: inText,
      summary: inText,
      highlights: inList(z.string()),
      ...inDatedEntry,
    }),
  ),
  education: inList(
    z.looseObject({
      institution: inText,
      area: inText,
      studyType: inText,
      score: inText,
      courses: inList(z.string()),
      ...inDatedEntry,
    }),
  ),
  skills: inList(z.looseObject({ name: inText, level: inText, keywords: inList(z.string()) })),
  certificates: inList(z.looseObject({ name: inText, date: inText, issuer: inText, url: inText })),
  projects: inList(
    z.looseObject({
      name: inText,
      description: inText,
      highlights: inList(z.string()),
      keywords: inList(z.string()),
      roles: inList(z.string()),
      url: inText,
      ...inDatedEntry,
    }),
  ),
});
type JsonResumeInput = z.infer<typeof JsonResumeInputSchema>;

/** The most skills an import gives (a group's keywords each become one). */
const MAX_IMPORTED_SKILLS = 200;

/** JSON Resume sections with entries that the profile has no place for. */
const SECTIONS_LEFT_OUT = ['awards', 'publications', 'languages', 'interests', 'references'];

/** The upload of a JSON Resume file: one file in the usual upload field. */
export const JsonResumeUploadSchema = z.object({
  [UPLOAD_FIELD]: z
    .file()
    .meta({ description: 'A JSON Resume file (resume.json) of at most 1 MB' }),
});
export type JsonResumeUpload = z.input<typeof JsonResumeUploadSchema>;

/** A file refused on import; the message says why, in words for the user. */
export class JsonResumeRefusal extends Error {
  override name = 'JsonResumeRefusal';
}

/** What an imported file gives: the draft and what was left out. */
export const ProfileImportSchema = z.object({
  draft: ProfileDraftSchema,
  problems: z.array(z.string()),
});
export type ProfileImport = z.infer<typeof ProfileImportSchema>;

const orNull = (value: string | null | undefined) => text(value) ?? null;

/** A JSON Resume date (`2019-03-01`, `2019-03` or `2019`) as precise as written; null otherwise. */
function inDate(value: string | null | undefined): string | null {
  // Other tools write a time after a full date ("2019-03-01T09:00:00Z"): the date part is it.
  const match = /^\d{4}(?:-\d{2}(?:-\d{2})?)?(?![\d-])/.exec(value?.trim() ?? '');
  return match ? toPartialDate(match[0]) : null;
}

/** The summary's "Skills: …" paragraph (as the export writes it) apart from the rest. */
function splitSkills(summary: string | null | undefined) {
  const parts = (summary ?? '').split(/\n\s*\n/);
  const last = parts.at(-1) ?? '';
  const skills = /^Skills:\s*(.+)$/s.exec(last.trim());
  if (!skills) return { description: orNull(summary), skills: null };
  return { description: orNull(parts.slice(0, -1).join('\n\n')), skills: orNull(skills[1]) };
}

function inDegree(value: string | null | undefined): Degree | null {
  const studyType = value?.trim().toLowerCase() ?? '';
  if (!studyType) return null;
  const exact = DEGREES.find((degree) => degree.toLowerCase() === studyType);
  if (exact) return exact;
  const rules: [RegExp, Degree][] = [
    [/\b(ph\.?\s?d|doctor|doctorate|d\.?phil)\b/, 'Doctoral Degree'],
    [/\b(master|m\.?sc|m\.?a|mba|m\.?eng|m\.?s)\b/, "Master's Degree"],
    [/\b(bachelor|b\.?sc|b\.?a|b\.?eng|b\.?s|licence|undergraduate)\b/, "Bachelor's Degree"],
    [/\bassociate\b/, 'Associate Degree'],
    [/\b(high school|secondary|a-levels?|baccalaur)/, 'High School Diploma'],
    [/\b(certificate|diploma)\b/, 'Certificate'],
    [/\b(j\.?d|m\.?d|pharm\.?d)\b/, 'Professional Degree'],
  ];
  return rules.find(([rule]) => rule.test(studyType))?.[1] ?? 'Other';
}

/** An employment type as a label ("Freelance") or an id ("part_time"); null when none of ours. */
function inEmploymentType(value: string | null | undefined): EmploymentType | null {
  const given =
    value
      ?.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') ?? '';
  return (
    EMPLOYMENT_TYPES.find(
      (type) =>
        type === given || EMPLOYMENT_TYPE_LABELS[type].toLowerCase().replace('-', '_') === given,
    ) ?? null
  );
}

function inProficiency(value: string | null | undefined): ProficiencyLevel | null {
  const level = value?.trim().toLowerCase() ?? '';
  const rules: [RegExp, ProficiencyLevel][] = [
    [/expert|master|native|fluent/, 'expert'],
    [/advanced|proficient|senior/, 'advanced'],
    [/intermediate|working|competent|mid/, 'intermediate'],
    [/beginner|basic|novice|elementary|junior/, 'beginner'],
  ];
  return rules.find(([rule]) => rule.test(level))?.[1] ?? null;
}

/** "Brantford" and "ON" back to one place, as the profile keeps it. */
function inLocation(location: NonNullable<JsonResumeInput['basics']>['location']) {
  if (!location) return null;
  const cityRegion = [location.city, location.region].map(text).filter(Boolean).join(', ');
  return orNull(location.address) ?? orNull(cityRegion) ?? orNull(location.countryCode);
}

const profileUrl = (
  profiles: NonNullable<JsonResumeInput['basics']>['profiles'],
  network: RegExp,
) => orNull(profiles?.find((p) => network.test(`${p.network ?? ''} ${p.url ?? ''}`))?.url);

/** The profiles' http(s) links that are not among `filed` (LinkedIn, GitHub, the site), once each. */
function otherProfileUrls(
  profiles: NonNullable<JsonResumeInput['basics']>['profiles'],
  filed: readonly (string | null)[],
): string[] {
  const urls = (profiles ?? []).flatMap((p) => orNull(p.url) ?? []);
  const valid = urls.filter((url) => !filed.includes(url) && HttpUrlSchema.safeParse(url).success);
  const links = OtherLinksSchema.safeParse([...new Set(valid)].slice(0, OTHER_LINKS_MAX));
  return links.success ? links.data : [];
}

/** Where a zod issue is, for people: `work › 2 › startDate` (entries counted from 1). */
const issuePath = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === 'number' ? String(key + 1) : String(key))).join(' › ') ||
  'the file';

/**
 * A JSON Resume file's text read into a profile draft (the shape a CV upload gives), with what
 * was left out. Refuses text that is not JSON, JSON that does not follow the format's types, and
 * a file with nothing to import (JsonResumeRefusal, with the user-facing reason).
 */
export function readJsonResume(textOfFile: string): ProfileImport {
  let json: unknown;
  try {
    json = JSON.parse(textOfFile.replace(/^\uFEFF/, ''));
  } catch {
    throw new JsonResumeRefusal(serverMessages.jsonResumeNotJson);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new JsonResumeRefusal(serverMessages.jsonResumeInvalid.replace('{path}', 'the file'));
  }
  const parsed = JsonResumeInputSchema.safeParse(json);
  if (!parsed.success) {
    const path = issuePath(parsed.error.issues[0]?.path ?? []);
    throw new JsonResumeRefusal(serverMessages.jsonResumeInvalid.replace('{path}', path));
  }
  const resume = parsed.data;
  const basics = resume.basics ?? {};

  const work = (resume.work ?? []).map((entry) => {
    const { description, skills } = splitSkills(entry.summary);
    return {
      job_title: orNull(entry.position),
      company_name: orNull(entry.name),
      team: orNull(entry.team),
      company_location: orNull(entry.location),
      employment_type: inEmploymentType(entry.employmentType),
      start_date: inDate(entry.startDate),
      end_date: inDate(entry.endDate),
      is_current: Boolean(inDate(entry.startDate)) && !inDate(entry.endDate),
      description,
      skills_used: skills,
      achievements: orNull((entry.highlights ?? []).join('\n')),
    };
  });
  const volunteering = (resume.volunteer ?? []).map((entry) => ({
    job_title: orNull(entry.position),
    company_name: orNull(entry.organization),
    team: null,
    company_location: null,
    employment_type: null,
    start_date: inDate(entry.startDate),
    end_date: inDate(entry.endDate),
    is_current: Boolean(inDate(entry.startDate)) && !inDate(entry.endDate),
    description: orNull(entry.summary),
    skills_used: null,
    achievements: orNull((entry.highlights ?? []).join('\n')),
  }));

  const linkedin = profileUrl(basics.profiles, /linkedin/i);
  const github = profileUrl(basics.profiles, /github/i);
  const site = orNull(basics.url);
  const draft: ProfileDraft = {
    full_name: orNull(basics.name),
    email: orNull(basics.email),
    basic_info: {
      professional_title: orNull(basics.label),
      location: inLocation(basics.location),
      professional_summary: orNull(basics.summary),
      phone: orNull(basics.phone),
      linkedin_url: linkedin,
      github_url: github,
      portfolio_url: site,
      links: otherProfileUrls(basics.profiles, [linkedin, github, site]),
    },
    work_experiences: [...work, ...volunteering],
    education_history: (resume.education ?? []).map((entry) => ({
      institution_name: orNull(entry.institution),
      degree: inDegree(entry.studyType),
      field_of_study: orNull(entry.area),
      location: null,
      start_date: inDate(entry.startDate),
      end_date: inDate(entry.endDate),
      is_current: Boolean(inDate(entry.startDate)) && !inDate(entry.endDate),
      gpa: orNull(entry.score),
      description:
        (entry.courses ?? []).length > 0 ? `Courses: ${entry.courses?.join(', ')}` : null,
      activities: null,
    })),
    // A group of keywords ("Web Development": HTML, CSS) is one skill per keyword in that
    // category; a skill without keywords is itself.
    skills: (resume.skills ?? []).flatMap((skill) => {
      const level = inProficiency(skill.level);
      const keywords = (skill.keywords ?? []).map((word) => word.trim()).filter(Boolean);
      if (keywords.length === 0) {
        const name = text(skill.name);
        return name ? [{ name, proficiency_level: level, category: null }] : [];
      }
      return keywords.map((name) => ({
        name,
        proficiency_level: level,
        category: orNull(skill.name),
      }));
    }),
    certifications: (resume.certificates ?? []).map((entry) => ({
      name: orNull(entry.name),
      issuing_organization: orNull(entry.issuer),
      issue_date: inDate(entry.date),
      expiration_date: null,
      credential_id: null,
      credential_url: orNull(entry.url),
      description: null,
    })),
    projects: (resume.projects ?? []).map((entry) => ({
      name: orNull(entry.name),
      description: orNull(
        [text(entry.description), ...(entry.highlights ?? []).map((h) => `• ${h}`)]
          .filter(Boolean)
          .join('\n'),
      ),
      role: orNull(entry.roles?.[0]),
      start_date: inDate(entry.startDate),
      end_date: inDate(entry.endDate),
      is_ongoing: Boolean(inDate(entry.startDate)) && !inDate(entry.endDate),
      project_url: /github\.com|gitlab\.com|bitbucket\.org/i.test(entry.url ?? '')
        ? null
        : orNull(entry.url),
      repository_url: /github\.com|gitlab\.com|bitbucket\.org/i.test(entry.url ?? '')
        ? orNull(entry.url)
        : null,
      technologies_used: (entry.keywords ?? []).map((word) => word.trim()).filter(Boolean),
    })),
  };

  const hasBasics = Object.values(draft.basic_info).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null,
  );
  const lists = [
    draft.work_experiences,
    draft.education_history,
    draft.skills,
    draft.certifications,
    draft.projects,
  ];
  if (!hasBasics && !draft.full_name && lists.every((list) => list.length === 0)) {
    throw new JsonResumeRefusal(serverMessages.jsonResumeEmpty);
  }

  const leftOut = SECTIONS_LEFT_OUT.filter((section) => {
    const value = (resume as Record<string, unknown>)[section];
    return Array.isArray(value) && value.length > 0;
  });
  const problems: string[] = [];
  if (leftOut.length > 0) {
    problems.push(serverMessages.jsonResumeLeftOut.replace('{sections}', leftOut.join(', ')));
  }
  if (draft.skills.length > MAX_IMPORTED_SKILLS) {
    draft.skills = draft.skills.slice(0, MAX_IMPORTED_SKILLS);
    problems.push(
      serverMessages.jsonResumeTooManySkills.replace('{count}', String(MAX_IMPORTED_SKILLS)),
    );
  }
  return { draft, problems };
}
