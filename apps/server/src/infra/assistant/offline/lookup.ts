import type { AssistantGrounding } from '../grounding';
import {
  anyApproximate,
  datedRoles,
  experienceByField,
  levelNote,
  monthsOfExperience,
  roleSpan,
  skillEvidence,
  type DatedRole,
} from './facts';
import { duration, escapeRegExp, md, section } from './text';
import { skillsIn } from './vocabulary';

/** "Do I know Kubernetes?", "Have I used Terraform?", "Is SQL on my CV?" */
export const ASKS_ABOUT_A_SKILL =
  /\b(?:do|did|have) i (?:really )?(?:know|have|use|used|list|listed|mention|mentioned|show|shown|worked with|work with|got)\b|\bam i (?:good at|skilled (?:in|at)|experienced (?:in|with))\b|\bis \S.* (?:in|on) my (?:profile|cv|resume|résumé)\b/i;

/** "How long have I been working?", "How many years of experience do I have as a nurse?" */
export const ASKS_HOW_LONG =
  /\bhow (?:long|many years|many months|much experience)\b[^?]*\b(?:work(?:ed|ing)?|experience|been|employed|job)\b|\bhow much experience\b/i;

/** The thing asked about when it is no skill of the vocabulary: the words after the verb. */
function askedTerm(message: string): string | null {
  const match =
    // The last verb's object: "have I used Pascal" asks about Pascal, not "I used Pascal".
    /^.*\b(?:know|have|use|used|list|listed|mention|mentioned|show|shown|with|got|at|in)\s+(?:any\s+|some\s+|the\s+|a\s+|an\s+)?([^?.!,;]{2,40}?)\s*(?:\b(?:in|on) my (?:profile|cv|resume|résumé)\b)?\s*[?.!]*\s*$/i.exec(
      message,
    ) ?? /\bis\s+(.+?)\s+(?:in|on) my (?:profile|cv|resume|résumé)\b/i.exec(message);
  const term = match?.[1]?.trim();
  return term && !/^(?:it|that|this|them|experience|skills?)$/i.test(term) ? term : null;
}

/** Where a word that is no known skill appears in the user's own data, in words. */
function plainMentions(g: AssistantGrounding, term: string): string[] {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu');
  const where: string[] = [];
  for (const skill of g.profile.skills) {
    if (pattern.test(skill.name)) where.push(`your Skills${levelNote(skill)}`);
  }
  for (const work of g.profile.work_experiences) {
    const text = [work.job_title, work.skills_used, work.description, work.achievements].join('\n');
    if (pattern.test(text))
      where.push(`your role as ${md(work.job_title)} at ${md(work.company_name)}`);
  }
  for (const project of g.profile.projects) {
    const text = [project.name, project.description, ...project.technologies_used].join('\n');
    if (pattern.test(text)) where.push(`your project ${md(project.name)}`);
  }
  for (const cert of g.profile.certifications) {
    if (pattern.test(`${cert.name}\n${cert.description ?? ''}`)) {
      where.push(`your certification ${md(cert.name)}`);
    }
  }
  return [...new Set(where)];
}

/** Whether the user's data shows a skill or a word they ask about, and where. */
export function skillLookup(g: AssistantGrounding, message: string): string | null {
  const known = skillsIn(message);
  const term = known.length ? null : askedTerm(message);
  if (!known.length && !term) return null;
  const evidence = skillEvidence(g);
  const asked = known.length
    ? known.map((name) => ({
        name,
        where: (evidence.get(name.toLowerCase()) ?? []).map((e) => e.where),
      }))
    : [{ name: term!, where: plainMentions(g, term!) }];
  const parts = asked.map(({ name, where }) =>
    where.length
      ? section(
          `Yes: your profile shows **${md(name)}**`,
          where.map((w) => `In ${w}.`),
        )
      : `**${md(name)}** is not in your profile: not in your skills, roles, projects or certifications. If you have used it, add it to Skills with an honest level and name it in a bullet of the role where you used it; if not, I won't claim it for you.`,
  );
  return parts.join('\n\n');
}

/** The roles a question names ("as a data engineer"): titles that hold every word of it. */
function rolesNamed(
  roles: DatedRole[],
  message: string,
): { title: string; roles: DatedRole[] } | null {
  const as = /\bas an? ([\p{L} -]{3,40}?)\s*[?.!]*\s*$/iu.exec(message)?.[1]?.trim();
  if (!as) return null;
  const words = as.toLowerCase().split(/\s+/).filter(Boolean);
  const named = roles.filter((role) => {
    const title = role.work.job_title.toLowerCase();
    return words.every((word) => title.includes(word));
  });
  return { title: as, roles: named };
}

/**
 * How long the user has worked: overall, or in roles of a title they name, and by field (the
 * kind of role), each sum counting months held in two roles at once only once.
 */
export function experienceLookup(g: AssistantGrounding, message: string): string {
  const all = datedRoles(g);
  if (all.length === 0) {
    return 'Your profile has no dated roles yet, so I cannot count your experience. Add your roles with their start and end months under Work Experience.';
  }
  const named = rolesNamed(all, message);
  const roles = named?.roles.length ? named.roles : all;
  const months = monthsOfExperience(roles);
  const about = anyApproximate(roles) ? 'about ' : '';
  const first = [...roles].sort((a, b) => a.start - b.start)[0]!;
  const list = [...roles].reverse().map((role) => `${role.label}: ${roleSpan(role)}`);
  const scope =
    named && named.roles.length
      ? `As ${md(named.title)} (roles with that title)`
      : named
        ? `No role of yours is titled “${md(named.title)}”; counting all your roles`
        : 'Counting all your roles';
  const fields = experienceByField(roles);
  const byField = fields.length
    ? section(
        'By field, overlaps counted once in each',
        fields.map(
          ([field, held]) =>
            `**${md(field)}**: ${anyApproximate(held) ? 'about ' : ''}${duration(monthsOfExperience(held))}`,
        ),
      )
    : null;
  return [
    section(
      `${scope}: **${about}${duration(months)}** since ${first.startLabel}, overlaps counted once`,
      list,
    ),
    byField,
  ]
    .filter(Boolean)
    .join('\n\n');
}
