import { isActivity, type ProficiencyLevel, type WorkExperiencePublic } from '@vita/api/schemas';

export { isActivity };
import type { AssistantGrounding } from '../grounding';
import {
  dateLabel,
  datePoint,
  duration,
  escapeRegExp,
  md,
  monthIndex,
  quote,
  wordCount,
  type DatePoint,
} from '../../language/text';
import { findRole } from './roles';
import { skillNamesOf, skillsIn } from '../../language/vocabulary';

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
  /**
   * First and last month held (month indexes), as best known: a year given alone counts from its
   * middle, so "2019 – 2021" is about two years; a current role ends this month.
   */
  start: number;
  end: number;
  /** The widest the role can have run (a year alone from January to December)… */
  outer: { start: number; end: number };
  /** …and the narrowest: gaps are read on the outer span and overlaps on the inner one. */
  inner: { start: number; end: number };
  /** Its dates in words, as precise as the person gave them: "Mar 2019", "2019", "today". */
  startLabel: string;
  endLabel: string;
  /** Whether a date is a year alone, so its durations are "about". */
  approximate: boolean;
  current: boolean;
  work: WorkExperiencePublic;
}

/** A date's earliest, middle and latest month: a year alone spans its twelve months. */
function monthsOf(point: DatePoint) {
  if (point.month) {
    const at = point.year * 12 + point.month - 1;
    return { first: at, middle: at, last: at };
  }
  return { first: point.year * 12, middle: point.year * 12 + 5, last: point.year * 12 + 11 };
}

/** Dated roles from entries: a role without a readable start is left out; oldest first. */
function dated(g: AssistantGrounding, works: WorkExperiencePublic[]): DatedRole[] {
  const today = monthIndex(g.today) ?? 0;
  const roles: DatedRole[] = [];
  for (const work of works) {
    const from = datePoint(work.start_date);
    if (from === null) continue;
    const to = datePoint(work.end_date);
    const current = work.is_current || !to;
    const s = monthsOf(from);
    const e = current || !to ? { first: today, middle: today, last: today } : monthsOf(to);
    roles.push({
      label: roleLabel(work),
      start: s.middle,
      end: Math.max(s.middle, e.middle),
      outer: { start: s.first, end: Math.max(s.first, e.last) },
      inner: { start: s.last, end: Math.max(s.last, e.first) },
      startLabel: dateLabel(from),
      endLabel: current || !to ? 'today' : dateLabel(to),
      approximate: !from.month || (!current && !!to && !to.month),
      current,
      work,
    });
  }
  return roles.sort((a, b) => a.start - b.start || a.end - b.end || a.label.localeCompare(b.label));
}

/** The person's jobs with dates, oldest first: clubs and volunteering are left out. */
export const datedRoles = (g: AssistantGrounding): DatedRole[] =>
  dated(
    g,
    g.profile.work_experiences.filter((work) => !isActivity(work)),
  );

/** Entries filed under work that read as activities (clubs, volunteering), oldest first. */
export const datedActivities = (g: AssistantGrounding): DatedRole[] =>
  dated(
    g,
    g.profile.work_experiences.filter((work) => isActivity(work)),
  );

/** "Mar 2019 – today (7 years and 8 months)", "2019 – 2021 (about 2 years)". */
export const roleSpan = (role: DatedRole) =>
  `${role.startLabel} – ${role.endLabel} (${role.approximate ? 'about ' : ''}${duration(role.end - role.start)})`;

/** "Sep 2016 – Feb 2019, 2 years and 6 months": the months held, the first and last counted. */
export const roleDates = (role: DatedRole) =>
  `${role.startLabel} – ${role.current ? 'now' : role.endLabel}, ${role.approximate ? `about ${duration(role.end - role.start)}` : duration(role.end - role.start + 1)}`;

/** Months worked, overlapping roles counted once. */
export function monthsOfExperience(roles: DatedRole[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const role of [...roles].sort((a, b) => a.start - b.start)) {
    const from = Math.max(role.start, reach);
    if (role.end > from) total += role.end - from;
    reach = Math.max(reach, role.end);
  }
  return total;
}

/** Roles grouped by field: the role the table knows a title as ("Staff Nurse" → Nurse), else the title. */
export function experienceByField(roles: DatedRole[]): [string, DatedRole[]][] {
  const fields = new Map<string, DatedRole[]>();
  for (const role of roles) {
    const field = findRole(role.work.job_title)?.role ?? role.work.job_title.trim();
    fields.set(field, [...(fields.get(field) ?? []), role]);
  }
  return fields.size > 1 ? [...fields] : [];
}

/** Whether any of these roles' dates is a year alone, so a sum of them is "about". */
export const anyApproximate = (roles: DatedRole[]) => roles.some((role) => role.approximate);

/** Roles most recent first: open-ended ones (the latest started first), then by when they ended. */
export const byRecency = (roles: DatedRole[]) =>
  [...roles].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (a.current ? b.start - a.start : b.end - a.end || b.start - a.start),
  );

/** The role to name first: an open-ended one (the latest started), else the one that ended last. */
export const latestRole = (roles: DatedRole[]): DatedRole | undefined => byRecency(roles)[0];

/** Bullet-like pieces of a free text: its lines, split further at bullet marks and semicolons. */
export function bulletsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|•|;\s+|\s+[-–]\s+(?=\p{Lu})/u)
    .map((piece) => piece.replace(/^[\s*·\-–—•▪◦]+/, '').trim())
    .filter((piece) => wordCount(piece) >= 3);
}

/** Every bullet of these roles with its role, the most recent role's first. */
export const recentBullets = (roles: DatedRole[]) =>
  byRecency(roles).flatMap((role) =>
    [...bulletsOf(role.work.achievements), ...bulletsOf(role.work.description)].map((text) => ({
      text,
      role,
    })),
  );

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

/** A skill's level as the person gave it; null when they gave none (it is never printed then). */
export const levelOf = (skill: { proficiency_level?: ProficiencyLevel | null }) =>
  skill.proficiency_level ?? null;

/** " (advanced)" after a skill's name, or nothing when no level was given. */
export const levelNote = (skill: { proficiency_level?: ProficiencyLevel | null }) => {
  const level = levelOf(skill);
  return level ? ` (${level})` : '';
};

const rank = (skill: { proficiency_level?: ProficiencyLevel | null }) => {
  const level = levelOf(skill);
  return level ? LEVEL_ORDER[level] : 4;
};

/** The user's skills, highest level first (those without a level last); the profile's order among equals. */
export const skillsByLevel = (g: AssistantGrounding) =>
  g.profile.skills
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => rank(a.skill) - rank(b.skill) || a.index - b.index)
    .map(({ skill }) => skill);

/** Whether a text names a term as a whole word, case-blind. */
export const mentions = (text: string, term: string) =>
  term.trim().length >= 2 &&
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(text);

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
      `your Skills${spelled && !levelOf(skill) ? '' : ` (${[spelled ? null : quote(skill.name, 40), levelOf(skill)].filter(Boolean).join(', ')})`}`,
      true,
    );
  }
  for (const work of g.profile.work_experiences) {
    const label = roleLabel(work);
    const text = `${work.description ?? ''}\n${work.achievements ?? ''}`;
    add((work.skills_used ?? '').split(/[,;\n]/).flatMap(skillNamesOf), `Skills used as ${label}`);
    add(skillsIn(text), `your role as ${label}`);
    // A listed skill the vocabulary does not know still counts where a role's text names it.
    add(
      g.profile.skills.flatMap((skill) =>
        skillNamesOf(skill.name).filter((name) => mentions(text, name)),
      ),
      `your role as ${label}`,
    );
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
