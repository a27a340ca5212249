import type { AssistantGrounding } from '../grounding';
import {
  HOW_TO_FILL,
  byRecency,
  datedRoles,
  evidenceFor,
  skillEvidence,
  whereShown,
  type Evidence,
} from './facts';
import { isFollowUp } from './intents';
import { ROLES, findRole, showsWorkOnline, skillLabel, type RoleSkills } from './roles';
import { listWords, md, paragraphs, quote, section } from '../../language/text';

/** Words after "for a" that are not a role ("skills for a job", "for a better CV"). */
const NOT_A_ROLE =
  /^(?:job|role|position|career|living|change|promotion|raise|new job|better|good|great|strong|cv|resume|résumé|profile|start|beginner|living)\b/i;

/** The role a message names in words, even one the table does not know: "for an astronaut". */
function namedRole(message: string): string | null {
  const match =
    /\b(?:for|as|become|becoming|be|into|to)\s+(?:an?|the)\s+([\p{L}][\p{L}\s/&+.-]{1,40}?)(?:\s+(?:role|position|job|jobs|roles|positions))?\s*(?:[?.!,;]|$)/iu.exec(
      message,
    );
  const phrase = match?.[1]?.trim();
  return phrase && !NOT_A_ROLE.test(phrase) ? phrase : null;
}

interface Target {
  role: RoleSkills;
  source: string;
}

/**
 * The role to compare with: the one the message names, else the one a follow-up continues, else
 * a CV's target job, else the professional title. `unknown` is a role named but not in the table.
 */
export function targetRole(
  g: AssistantGrounding,
  message: string,
): { target: Target | null; unknown: string | null } {
  const named = findRole(message);
  if (named) return { target: { role: named, source: 'from your message' }, unknown: null };
  const phrase = namedRole(message);
  if (phrase) return { target: null, unknown: phrase };
  if (isFollowUp(message)) {
    for (const turn of [...g.history].reverse()) {
      const earlier = turn.role === 'user' ? findRole(turn.content) : undefined;
      if (earlier) return { target: { role: earlier, source: 'as before' }, unknown: null };
    }
  }
  let unknown: string | null = null;
  for (const cv of g.cvs) {
    if (!cv.target_job_title) continue;
    const role = findRole(cv.target_job_title);
    if (role) {
      return {
        target: {
          role,
          source: `the target of your CV ${quote(cv.title, 60)}: ${quote([cv.target_job_title, cv.target_company].filter(Boolean).join(' at '), 80)}`,
        },
        unknown: null,
      };
    }
    unknown ??= cv.target_job_title;
  }
  const title = g.profile.basic_info?.professional_title;
  if (title) {
    const role = findRole(title);
    if (role)
      return {
        target: { role, source: `your professional title ${quote(title, 60)}` },
        unknown: null,
      };
    unknown ??= title;
  }
  return { target: null, unknown };
}

export const knownRoles = () => listWords(ROLES.map((r) => r.role));

export function unknownRole(g: AssistantGrounding, unknown: string | null): string {
  const listed = g.profile.skills.map((s) => md(s.name));
  return paragraphs([
    unknown
      ? `I don't have a skills list for ${quote(unknown, 60)} yet, so I won't guess one.`
      : 'Tell me the role you are aiming for: I compare your profile with the skills its postings ask for most.',
    `The roles I know: ${knownRoles()}.`,
    'Ask, for example, “which skills should I add for a data engineer?”, or paste a job posting and I will compare its own words with your profile.',
    listed.length ? `Your profile lists these skills now: ${listWords(listed)}.` : HOW_TO_FILL,
  ]);
}

export interface Comparison {
  have: { label: string; name: string; found: Evidence[] }[];
  missing: string[];
}

/** A role's skills split into those the user's data shows (with where) and the others. */
export function compareSkills(
  evidence: Map<string, Evidence[]>,
  skills: (string | string[])[],
): Comparison {
  const have: Comparison['have'] = [];
  const missing: string[] = [];
  for (const skill of skills) {
    const shown = evidenceFor(evidence, skill);
    if (shown) have.push({ label: skillLabel(skill), name: shown.name, found: shown.found });
    else missing.push(skillLabel(skill));
  }
  return { have, missing };
}

/** Where the user could show skills they add: concrete places in their own profile. */
export function wherePlaces(
  g: AssistantGrounding,
  missing: string[],
  role: RoleSkills | undefined,
): string[] {
  const [latest, earlier] = byRecency(datedRoles(g));
  const places = [
    '**Skills**: add each one with an honest level.',
    latest
      ? `**${latest.label}** (your ${latest.current ? 'current' : 'latest'} role): put it in “Skills used” and write a bullet on what you did with it and the result.`
      : '**Work experience**: name it in the role where you used it, with the result.',
  ];
  if (earlier) places.push(`**${earlier.label}**: the same, if you used it there.`);
  if (g.profile.projects.length) {
    places.push(
      `**Projects**: list it under the technologies of the project where you used it (you have ${g.profile.projects.length}).`,
    );
  } else if (showsWorkOnline(role)) {
    places.push(
      `**Projects**: you have none yet; a small project that uses ${listWords(missing.slice(0, 2), 'or')} is the quickest proof.`,
    );
  }
  places.push(
    '**Certifications**: where a skill comes with a certificate or a course, add it with its date.',
  );
  return places;
}

export function skillsForRole(g: AssistantGrounding, message: string): string {
  const { target, unknown } = targetRole(g, message);
  if (!target) return unknownRole(g, unknown);
  const { role } = target;
  const { have, missing } = compareSkills(skillEvidence(g), role.skills);
  const empty = g.profile.skills.length === 0 && g.profile.work_experiences.length === 0;
  return paragraphs([
    `For a **${role.role}** (${target.source}), postings most often ask for: ${listWords(role.skills.map(skillLabel))}.`,
    section(
      'What your profile already shows',
      have.map(
        (h) =>
          `**${h.name}**${h.label === h.name ? '' : ` (for ${h.label})`}: in ${whereShown(h.found)}`,
      ),
    ),
    have.length ? null : 'Your profile shows none of these yet, so everything below is to add.',
    section(
      'What to add, if you have used it',
      missing.map((m) => `**${m}**`),
    ),
    missing.length ? section('Where to show them', wherePlaces(g, missing, role)) : null,
    missing.length
      ? 'Only add a skill you have really used: this list is what the role asks for, not what I know about you.'
      : 'Your profile shows every skill these postings ask for most. Make sure each appears in a role or a project with a result, not only in the skills list.',
    empty ? HOW_TO_FILL : null,
  ]);
}
