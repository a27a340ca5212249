import type { Profile, WorkExperiencePublic } from './profile';

/**
 * Entries that read as a student club, a society or volunteering ("President, Chess Club",
 * "Volunteer at the food bank"): an activity, not a job, unless the person gave the entry an
 * employment type other than the default full-time one.
 */
const ACTIVITY =
  /\b(?:volunteer(?:ing|ed)?|club|society|societies|student (?:union|association|council|government|chapter|ambassador)|fraternity|sorority|scouts?|extracurricular|hackathon|mun|model united nations|ehrenamt(?:lich)?|b[ée]n[ée]vole|voluntari[oa]|verein)\b/i;
const FILED_AS_JOB = new Set(['part_time', 'contract', 'internship', 'freelance']);

export function isActivity(
  work: Pick<WorkExperiencePublic, 'job_title' | 'company_name'> & {
    employment_type?: string | null;
  },
): boolean {
  if (work.employment_type && FILED_AS_JOB.has(work.employment_type)) return false;
  return ACTIVITY.test(`${work.job_title} ${work.company_name}`);
}

/** The chat's suggested first questions: templates filled from the person's own profile. */
export const chatSuggestionTexts = {
  suggestionsLabel: 'Suggested questions',
  reviewJob: 'Review my job at {company}',
  headline: 'Write a headline for a {title} role',
  skillRoles: 'Which of my jobs used {skill}?',
  rewriteBullet: 'Rewrite this bullet: {bullet}',
  cvLength: 'Is my CV too long?',
  gaps: 'How do I explain a gap in my CV?',
  summary: 'Write my summary',
  capabilities: 'What can you do?',
  coverLetter: 'Help me write a cover letter',
} as const;

/** Openings that describe a duty rather than a result: the bullets worth rewriting first. */
const DUTY =
  /^\s*(?:responsible for|in charge of|helped|worked on|assisted|handled|participated in|involved in|tasked with)\b/i;

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

/**
 * Four to six first questions drawn from the profile: its current (or latest) employer, its
 * title, its first listed skill, a bullet that describes a duty. Only what the profile holds is
 * named; an empty profile gets general questions.
 */
export function chatSuggestions(profile: Profile): string[] {
  const t = chatSuggestionTexts;
  const works = profile.work_experiences
    .filter((w) => !isActivity(w))
    .sort(
      (a, b) =>
        Number(b.is_current || !b.end_date) - Number(a.is_current || !a.end_date) ||
        (b.start_date ?? '').localeCompare(a.start_date ?? ''),
    );
  const latest = works[0];
  const title = profile.basic_info?.professional_title?.trim() || latest?.job_title.trim();
  const skill = profile.skills[0]?.name.trim();
  const bullet = works
    .flatMap((w) => `${w.description ?? ''}\n${w.achievements ?? ''}`.split(/\r?\n/))
    .map((line) => line.replace(/^[\s•*\-–]+/, '').trim())
    .find((line) => DUTY.test(line) && line.length <= 90);
  const drawn = [
    latest ? fill(t.reviewJob, 'company', latest.company_name.trim()) : null,
    title ? fill(t.headline, 'title', title) : null,
    bullet ? fill(t.rewriteBullet, 'bullet', bullet) : null,
    skill ? fill(t.skillRoles, 'skill', skill) : null,
  ].filter((s): s is string => s !== null);
  const general = [
    t.cvLength,
    works.length > 1 ? t.gaps : t.summary,
    t.coverLetter,
    t.capabilities,
  ];
  return [...drawn, ...general].slice(0, Math.max(4, Math.min(6, drawn.length + 2)));
}
