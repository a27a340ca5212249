import type { ProficiencyLevel, WorkExperiencePublic } from '@vita/api/schemas';
import type { AssistantGrounding } from '../grounding';
import { md, monthIndex, quote, wordCount } from './text';
import { skillNamesOf, skillsIn } from './vocabulary';

/**
 * What the user's own data says, computed once per reply: dated roles, years of experience, the
 * bullets of each role, and where each skill shows. Every reply is built from these facts only.
 */

export const firstName = (g: AssistantGrounding) =>
  g.user.full_name?.trim().split(/\s+/)[0] || null;

export const roleLabel = (work: Pick<WorkExperiencePublic, 'job_title' | 'company_name'>) =>
  `${md(work.job_title)} at ${md(work.company_name)}`;

export interface DatedRole {
  label: string;
  /** First and last month held (month indexes); a current role ends this month. */
  start: number;
  end: number;
  current: boolean;
  work: WorkExperiencePublic;
}

/** Roles with dates as months, oldest first; a role without a readable start is left out. */
export function datedRoles(g: AssistantGrounding): DatedRole[] {
  const today = monthIndex(g.today) ?? 0;
  const roles: DatedRole[] = [];
  for (const work of g.profile.work_experiences) {
    const start = monthIndex(work.start_date);
    if (start === null) continue;
    const current = work.is_current || !work.end_date;
    const end = current ? today : (monthIndex(work.end_date) ?? today);
    roles.push({ label: roleLabel(work), start, end: Math.max(start, end), current, work });
  }
  return roles.sort((a, b) => a.start - b.start || a.end - b.end || a.label.localeCompare(b.label));
}

/** Months worked, overlapping roles counted once. */
export function monthsOfExperience(roles: DatedRole[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const role of roles) {
    const from = Math.max(role.start, reach);
    if (role.end > from) total += role.end - from;
    reach = Math.max(reach, role.end);
  }
  return total;
}

/** Roles most recent first: current ones (the longest held first), then by when they ended. */
export const byRecency = (roles: DatedRole[]) =>
  [...roles].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.end - a.end || a.start - b.start,
  );

/** The role to name first: a current one (the longest held), else the one that ended last. */
export const latestRole = (roles: DatedRole[]): DatedRole | undefined => byRecency(roles)[0];

/** Bullet-like pieces of a free text: its lines, split further at bullet marks and semicolons. */
export function bulletsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|•|;\s+|\s+[-–]\s+(?=\p{Lu})/u)
    .map((piece) => piece.replace(/^[\s*·\-–—•▪◦]+/, '').trim())
    .filter((piece) => wordCount(piece) >= 3);
}

export interface Bullet {
  text: string;
  /** Where it is, in words: "Software Engineer at Farfetch". */
  where: string;
  work: WorkExperiencePublic;
}

/** Every bullet of every role, achievements first, in the profile's order. */
export const roleBullets = (g: AssistantGrounding): Bullet[] =>
  g.profile.work_experiences.flatMap((work) =>
    [...bulletsOf(work.achievements), ...bulletsOf(work.description)].map((text) => ({
      text,
      where: roleLabel(work),
      work,
    })),
  );

export const LEVEL_ORDER: Record<ProficiencyLevel, number> = {
  expert: 0,
  advanced: 1,
  intermediate: 2,
  beginner: 3,
};

/** The user's skills, highest level first; the profile's order among equals. */
/** A skill without a level given sorts after every level: nothing is assumed of it. */
const rankOf = (level: ProficiencyLevel | null) =>
  level ? LEVEL_ORDER[level] : Object.keys(LEVEL_ORDER).length;

export const skillsByLevel = (g: AssistantGrounding) =>
  g.profile.skills
    .map((skill, index) => ({ skill, index }))
    .sort(
      (a, b) =>
        rankOf(a.skill.proficiency_level) - rankOf(b.skill.proficiency_level) || a.index - b.index,
    )
    .map(({ skill }) => skill);

/** Where one skill shows in the user's data, in words. */
export interface Evidence {
  where: string;
  /** The skills list itself, as opposed to a role, a project or a file that shows the skill. */
  listed: boolean;
}

/**
 * Every skill the user's data shows, by lower-case name, with where: the skills list, each
 * role's skills and text, projects, certifications, and the newest readable attached file. Only
 * what is written there counts, so a reply never credits a skill the user has not shown.
 */
export function skillEvidence(g: AssistantGrounding): Map<string, Evidence[]> {
  const found = new Map<string, Evidence[]>();
  const add = (names: string[], where: string, listed = false) => {
    for (const name of names) {
      const key = name.toLowerCase();
      const list = found.get(key) ?? [];
      if (!list.some((e) => e.where === where)) list.push({ where, listed });
      found.set(key, list);
    }
  };
  for (const skill of g.profile.skills) {
    const names = skillNamesOf(skill.name);
    const spelled = names.length === 1 && names[0] === skill.name.trim();
    add(
      names,
      `your Skills (${spelled ? '' : `${quote(skill.name, 40)}, `}${skill.proficiency_level})`,
      true,
    );
  }
  for (const work of g.profile.work_experiences) {
    const label = roleLabel(work);
    add((work.skills_used ?? '').split(/[,;\n]/).flatMap(skillNamesOf), `Skills used as ${label}`);
    add(skillsIn(`${work.description ?? ''}\n${work.achievements ?? ''}`), `your role as ${label}`);
  }
  for (const project of g.profile.projects) {
    const where = `the project ${quote(project.name, 60)}`;
    add(project.technologies_used.flatMap(skillNamesOf), where);
    add(skillsIn(project.description ?? ''), where);
  }
  for (const cert of g.profile.certifications) {
    add(skillsIn(cert.name), `the certification ${quote(cert.name, 60)}`);
  }
  const file = newestReadable(g);
  if (file?.text) add(skillsIn(file.text), `your attached ${quote(file.filename, 60)}`);
  return found;
}

export const evidenceFor = (evidence: Map<string, Evidence[]>, names: string | string[]) => {
  for (const name of Array.isArray(names) ? names : [names]) {
    const found = evidence.get(name.toLowerCase());
    if (found?.length) return { name, found };
  }
  return null;
};

/** "your Skills (advanced); Skills used as X at Y" — the first two places. */
export const whereShown = (found: Evidence[]) =>
  found
    .slice(0, 2)
    .map((e) => e.where)
    .join('; ');

/** The newest attached file with text, if any. */
export const newestReadable = (g: AssistantGrounding) =>
  [...g.attachments].reverse().find((file) => file.text && file.text.trim());

/** Whether the profile holds nothing at all yet. */
export const isEmptyProfile = (g: AssistantGrounding) =>
  !g.profile.basic_info &&
  g.profile.work_experiences.length === 0 &&
  g.profile.education_history.length === 0 &&
  g.profile.skills.length === 0 &&
  g.profile.certifications.length === 0 &&
  g.profile.projects.length === 0;

export const HOW_TO_FILL =
  'Fill in the profile steps on the home page, or import your CV or a JSON Resume file in Settings.';
