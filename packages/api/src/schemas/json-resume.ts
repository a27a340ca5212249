import { z } from 'zod';
import { PROFICIENCY_LEVEL_LABELS, type Profile } from './profile';
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
      startDate: IsoDateSchema,
      endDate: IsoDateSchema.optional(),
      summary: z.string().optional(),
      highlights: z.array(z.string()),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      area: z.string(),
      studyType: z.string(),
      startDate: IsoDateSchema,
      endDate: IsoDateSchema.optional(),
      score: z.string().optional(),
      courses: z.array(z.string()),
    }),
  ),
  skills: z.array(
    z.object({
      name: z.string(),
      level: z.string(),
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
      description: z.string(),
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

/** A stored date (`YYYY-MM-DD`, or a timestamp starting with it) as JSON Resume writes it. */
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

/**
 * The user's profile as JSON Resume. What the format has no place for is left out: a work entry's
 * employment type, an education entry's description and activities, a certification's credential id
 * and expiry date, a skill's category. A work
 * entry's skills close its summary ("Skills: …"); its achievements are the highlights.
 */
export function toJsonResume(user: Pick<UserPublic, 'email' | 'full_name'>, profile: Profile) {
  const basic = profile.basic_info;
  const profiles = [
    basic?.linkedin_url ? { network: 'LinkedIn', url: basic.linkedin_url } : null,
    basic?.github_url ? { network: 'GitHub', url: basic.github_url } : null,
  ]
    .filter((entry) => entry !== null)
    .map((entry) => ({ ...entry, username: username(entry.url) }));

  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: text(user.full_name) ?? user.email,
      label: text(basic?.professional_title),
      email: user.email,
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
      area: entry.field_of_study,
      studyType: entry.degree,
      startDate: isoDate(entry.start_date),
      endDate: entry.is_current || !entry.end_date ? undefined : isoDate(entry.end_date),
      score: text(entry.gpa),
      courses: [],
    })),
    skills: profile.skills.map((skill) => ({
      name: skill.name,
      level: PROFICIENCY_LEVEL_LABELS[skill.proficiency_level],
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
      description: entry.description,
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
