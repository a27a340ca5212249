import type { AssistantGrounding } from '../grounding';
import {
  anyApproximate,
  datedRoles,
  experienceByField,
  LEVEL_ORDER,
  levelNote,
  monthsOfExperience,
  roleSpan,
  skillEvidence,
  type DatedRole,
} from './facts';
import {
  dateLabel,
  datePoint,
  duration,
  educationLabel,
  escapeRegExp,
  md,
  plural,
  section,
} from '../../language/text';
import { skillNamesOf, skillsIn } from '../../language/vocabulary';

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

/** What "list my …" asks for, by the words of the question; skills when it names none. */
const ON_FILE: [string, RegExp][] = [
  ['certifications', /\bcertifi|\bcertificates?\b|\blicen[cs]es?\b/i],
  ['education', /\beducation\b|\bdegrees?\b|\bqualifications?\b/i],
  ['projects', /\bprojects?\b/i],
  ['skills', /\bskills?\b/i],
];

/** A span of partial dates as given: "2019 – 2021", "Mar 2020 – now"; null when none was given. */
function spanOf(start: string | null | undefined, end: string | null | undefined, open: boolean) {
  const from = datePoint(start);
  const to = datePoint(end);
  if (!from && !to) return open ? 'ongoing' : null;
  const last = open ? 'now' : to ? dateLabel(to) : null;
  return [from ? dateLabel(from) : null, last].filter(Boolean).join(' – ');
}

/**
 * What the person has on file, listed from the profile only: their skills (strongest first by
 * how many places show them, then by the level they gave), certifications, education or
 * projects. A value they did not give is not shown.
 */
export function onFile(g: AssistantGrounding, message: string): string {
  const asked = ON_FILE.filter(([, pattern]) => pattern.test(message)).map(([kind]) => kind);
  const kinds = asked.length ? asked : ['skills'];
  const p = g.profile;
  const parts = kinds.map((kind) => {
    switch (kind) {
      case 'certifications':
        return p.certifications.length
          ? section(
              `Your certifications (${p.certifications.length})`,
              p.certifications.map((c) => {
                const issued = datePoint(c.issue_date);
                const expires = datePoint(c.expiration_date);
                const details = [
                  c.issuing_organization?.trim() ? md(c.issuing_organization) : null,
                  issued ? `issued ${dateLabel(issued)}` : null,
                  expires ? `valid until ${dateLabel(expires)}` : null,
                ].filter(Boolean);
                return `**${md(c.name)}**${details.length ? `: ${details.join(', ')}` : ''}`;
              }),
            )
          : 'Your profile lists no certifications or licences. Add any you hold under Certifications, with the issuer and the date as on the certificate.';
      case 'education':
        return p.education_history.length
          ? section(
              `Your education (${p.education_history.length})`,
              p.education_history.map((e) => {
                const span = spanOf(e.start_date, e.end_date, e.is_current);
                return `**${md(educationLabel(e))}**${span ? `: ${span}` : ''}`;
              }),
            )
          : 'Your profile lists no education yet. Add it under Education: the institution is enough, the degree and dates only if you want them shown.';
      case 'projects':
        return p.projects.length
          ? section(
              `Your projects (${p.projects.length})`,
              p.projects.map((project) => {
                const span = spanOf(project.start_date, project.end_date, project.is_ongoing);
                const tools = project.technologies_used.length
                  ? ` (${md(project.technologies_used.join(', '))})`
                  : '';
                return `**${md(project.name)}**${tools}${span ? `: ${span}` : ''}`;
              }),
            )
          : 'Your profile lists no projects. That is fine: they are optional, and your roles can show the same skills.';
      default: {
        if (!p.skills.length) {
          return 'Your profile lists no skills yet. Add the ones you use under Skills, and name each in a bullet of the role where you used it.';
        }
        const evidence = skillEvidence(g);
        // Places other than the Skills list, under any name the skill goes by ("k8s" is Kubernetes).
        const shown = (name: string) =>
          new Set(
            [name, ...skillNamesOf(name)].flatMap((n) =>
              (evidence.get(n.toLowerCase()) ?? []).filter((e) => !e.listed).map((e) => e.where),
            ),
          ).size;
        const ranked = p.skills
          .map((skill, index) => ({ skill, index, places: shown(skill.name) }))
          .sort(
            (a, b) =>
              b.places - a.places ||
              (a.skill.proficiency_level ? LEVEL_ORDER[a.skill.proficiency_level] : 4) -
                (b.skill.proficiency_level ? LEVEL_ORDER[b.skill.proficiency_level] : 4) ||
              a.index - b.index,
          );
        return section(
          `Your skills (${p.skills.length}), those your roles and projects show most first`,
          ranked.map(
            ({ skill, places }) =>
              `**${md(skill.name)}**${levelNote(skill)}: ${places ? `shown in ${plural(places, 'place')} besides your Skills list` : 'only in your Skills list so far'}`,
          ),
        );
      }
    }
  });
  return parts.join('\n\n');
}
