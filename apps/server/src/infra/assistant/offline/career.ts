import type { AssistantGrounding } from '../grounding';
import {
  HOW_TO_FILL,
  bulletsOf,
  byRecency,
  latestRole,
  datedActivities,
  datedRoles,
  mentions,
  monthsOfExperience,
  newestReadable,
  roleLabel,
  roleDates,
  roleSpan,
  skillEvidence,
  type DatedRole,
} from './facts';
import { gapsBetween, isContactLine, namedRoles, overlapGroups } from './review';
import {
  datePoint,
  duration,
  educationLabel,
  listWords,
  md,
  paragraphs,
  plural,
  quote,
  section,
  wordCount,
} from '../../language/text';
import { skillNamesOf, skillsIn } from '../../language/vocabulary';

/** About how many words fill one page of a CV set in a usual font and margins. */
const WORDS_PER_PAGE = 450;

/** How long the CV is, in words and pages, and how long it should be for the years worked. */
export function cvLength(g: AssistantGrounding): string {
  const years = Math.floor(monthsOfExperience(datedRoles(g)) / 12);
  const advice =
    years >= 10
      ? `With ${plural(years, 'year')} of experience, two pages is right; detail the last 10 to 15 years and list older roles in one line each.`
      : years >= 3
        ? `With ${plural(years, 'year')} of experience, one to two pages is right: two only if every role on the second page carries results.`
        : 'Early in a career, one page is what recruiters expect.';
  const file = newestReadable(g);
  if (file?.text) {
    const words = wordCount(file.text);
    const pages = Math.max(1, Math.ceil(words / WORDS_PER_PAGE));
    const bullets = file.text
      .split(/\r?\n/)
      .filter((line) => /^\s*[•·*\-–▪◦]/.test(line) && !isContactLine(line)).length;
    return paragraphs([
      `${quote(file.filename)} has ${words} words: about ${plural(pages, 'page')} at usual margins and font size${bullets ? `, with ${plural(bullets, 'bullet')}` : ''}.`,
      advice,
      words > 2 * WORDS_PER_PAGE + 100
        ? 'It is too long: cut the oldest roles to one line, keep 4 to 6 bullets per recent role, and drop lines that describe duties without a result.'
        : words < 200
          ? 'It is short: add results with numbers to your recent roles before anything else.'
          : 'Its length is fine; make every line earn its place rather than cutting for the count.',
    ]);
  }
  const p = g.profile;
  const words = wordCount(
    [
      p.basic_info?.professional_summary ?? '',
      ...p.work_experiences.map((w) =>
        [w.job_title, w.company_name, w.description, w.achievements].join(' '),
      ),
      ...p.education_history.map((e) => `${e.degree} ${e.field_of_study} ${e.institution_name}`),
      ...p.skills.map((s) => s.name),
      ...p.projects.map((x) => `${x.name} ${x.description}`),
      ...p.certifications.map((c) => c.name),
    ].join(' '),
  );
  if (words === 0)
    return paragraphs(['Your profile is empty, so there is no CV to measure yet.', HOW_TO_FILL]);
  const pages = Math.max(1, Math.ceil((words + 60) / WORDS_PER_PAGE));
  const long = p.work_experiences.filter(
    (w) => bulletsOf(w.achievements).length + bulletsOf(w.description).length > 6,
  );
  return paragraphs([
    `A CV made from your profile holds about ${words} words: about ${plural(pages, 'page')}. (Attach your CV file and ask again to have the file itself measured.)`,
    advice,
    long.length
      ? `${listWords(long.map(roleLabel))} ${long.length === 1 ? 'has' : 'have'} more than 6 bullets: keep the ones with the clearest results.`
      : null,
  ]);
}

/** The skill or tool a "which roles used …" question names. */
function askedSkill(message: string): string | null {
  const known = skillsIn(message);
  if (known[0]) return known[0];
  const match =
    /\b(?:used|use|using|with|involved|needed|required)\s+(?:the\s+)?([\p{L}\p{N}+#./ -]{2,40}?)\s*[?.!]*\s*$/iu.exec(
      message,
    );
  return match?.[1]?.trim() || null;
}

/** Which roles used a skill: its "Skills used", or its description and achievements naming it. */
export function rolesWithSkill(g: AssistantGrounding, message: string): string {
  const skill = askedSkill(message);
  if (!skill) {
    return 'Name the skill or tool, for example “which of my jobs used Kubernetes?”, and I will list the roles whose skills or description name it.';
  }
  const names = [skill, ...skillNamesOf(skill)];
  const named = (text: string | null | undefined) =>
    !!text &&
    (names.some((name) => mentions(text, name)) ||
      skillsIn(text).some((s) => names.some((n) => n.toLowerCase() === s.toLowerCase())));
  const roles = datedRoles(g);
  const found = g.profile.work_experiences.flatMap((work) => {
    const where = [
      named(work.skills_used) ? 'its “Skills used”' : null,
      named(work.description) ? 'its description' : null,
      named(work.achievements) ? 'its achievements' : null,
    ].filter((w): w is string => w !== null);
    if (!where.length) return [];
    const role = roles.find((r) => r.work === work);
    return [
      `**${roleLabel(work)}**${role ? ` (${roleDates(role)})` : ''}: named in ${listWords(where)}.`,
    ];
  });
  const projects = g.profile.projects
    .filter((x) => x.technologies_used.some((t) => named(t)) || named(x.description))
    .map((x) => `The project **${md(x.name)}**.`);
  const listed = g.profile.skills.some((s) => named(s.name));
  if (!found.length && !projects.length) {
    return paragraphs([
      `No role in your profile names **${md(skill)}**: not in any role's skills, description or achievements.`,
      listed
        ? `It is in your skills list, though: name it in the role where you used it, so the list is believed.`
        : 'If you have used it, name it in that role’s “Skills used” and in a bullet; if not, I won’t claim it for you.',
    ]);
  }
  return paragraphs([
    section(`Where your profile shows **${md(skill)}**`, [...found, ...projects]),
    listed
      ? null
      : `It is not in your skills list: add it there too, as recruiters search the list.`,
  ]);
}

/** When a role the message names was held; every role's dates when it names none. */
export function whenRole(g: AssistantGrounding, message: string): string {
  const roles = datedRoles(g);
  const activities = datedActivities(g);
  const all = [...roles, ...activities];
  const works = namedRoles(g, message);
  const spanOf = (work: (typeof works)[number]) => {
    const role = all.find((r) => r.work === work);
    return role
      ? `**${roleLabel(work)}**: ${roleSpan(role)}${role.current ? ', and it is your current role' : ''}.`
      : `**${roleLabel(work)}**: your profile gives no start date for it.`;
  };
  if (works.length) return works.map(spanOf).join('\n\n');
  const latest = latestRole(roles);
  if (/\b(?:current|latest|last|most recent)\b/i.test(message) && latest) {
    const open = byRecency(roles).filter((r) => r.current);
    return open.length
      ? `Your current role${open.length > 1 ? 's' : ''}: ${open.map((r) => `**${r.label}** (${roleDates(r)})`).join('; ')}.`
      : `No role in your profile is open-ended; the latest ended ${latest.endLabel}: **${latest.label}** (${roleDates(latest)}).`;
  }
  if (!all.length) return paragraphs(['Your profile has no dated roles yet.', HOW_TO_FILL]);
  return paragraphs([
    'I could not tell which role you mean, so here are all of them, latest first:',
    [...all]
      .sort((a, b) => b.start - a.start)
      .map((r) => `- ${r.label}: ${roleSpan(r)}`)
      .join('\n'),
  ]);
}

/** What to leave out of a CV, each with its reason, from the profile's own entries. */
export function whatToDrop(g: AssistantGrounding, message: string): string {
  const roles = datedRoles(g);
  const activities = datedActivities(g);
  const months = monthsOfExperience(roles);
  const years = Math.floor(months / 12);
  const today = (datePoint(g.today)?.year ?? 0) * 12;
  const drop: string[] = [];
  const keep: string[] = [];
  const education = g.profile.education_history;
  const extracurricular = [
    ...activities.map((a) => a.label),
    ...education
      .filter((e) => e.activities?.trim())
      .map((e) => `${quote(e.activities ?? '', 60)} (${md(educationLabel(e))})`),
  ];
  if (extracurricular.length) {
    (years >= 3 ? drop : keep).push(
      years >= 3
        ? `**${listWords(extracurricular)}**: with ${plural(years, 'year')} of work behind you, recruiters read your jobs first; keep an activity only where it shows something your jobs do not (leading people, a skill the role asks for).`
        : `**${listWords(extracurricular)}**: keep ${extracurricular.length === 1 ? 'it' : 'them'} while your work experience is short (${duration(months)}); ${extracurricular.length === 1 ? 'it shows' : 'they show'} responsibility and skills, so give each a result.`,
    );
  }
  for (const role of roles) {
    const age = today - role.outer.end;
    if (!role.current && age > 15 * 12) {
      drop.push(
        `**${role.label}** (ended ${role.endLabel}): more than 15 years ago; one line with the title and company is enough, or leave it out.`,
      );
    } else if (!role.current && !role.approximate && role.end - role.start + 1 < 4) {
      drop.push(
        `**${role.label}** (${roleSpan(role)}): a very short role; keep it only if it was a contract or an internship and say so, or if it shows a result.`,
      );
    }
  }
  const degrees = education.filter(
    (e) => e.degree !== 'High School Diploma' && e.degree !== 'Other',
  );
  const school = education.filter((e) => e.degree === 'High School Diploma');
  if (degrees.length && school.length) {
    drop.push(
      `**${listWords(school.map((e) => md(educationLabel(e))))}**: with a degree listed, school adds nothing.`,
    );
  }
  const evidence = skillEvidence(g);
  const unproven = g.profile.skills.filter((skill) =>
    skillNamesOf(skill.name).every(
      (name) => !(evidence.get(name.toLowerCase()) ?? []).some((e) => !e.listed),
    ),
  );
  if (unproven.length > 0 && unproven.length >= g.profile.skills.length / 3) {
    drop.push(
      `**Skills with no proof** (${listWords(unproven.slice(0, 6).map((s) => quote(s.name, 40)))}): in your list but in no role or project; name each where you used it, or drop the ones you would not want to be asked about.`,
    );
  }
  if (!drop.length && !keep.length) {
    return paragraphs([
      'Nothing in your profile needs to go: no role older than 15 years, no very short role, no activity filed as a job, and your skills show in your roles.',
      'To cut length instead, ask “is my CV too long?”.',
    ]);
  }
  return paragraphs([
    /\b(?:extra-?curricular|club|volunteer|activit)/i.test(message) && !extracurricular.length
      ? 'Your profile lists no clubs, volunteering or student activities, so there is nothing of that kind to drop.'
      : null,
    section('What to drop or shorten, and why', drop),
    section('What to keep, and why', keep),
  ]);
}

/** The kind of break a message asks about, with how to write it and how to say it. */
const BREAKS: { kind: RegExp; name: string; entry: string; say: string }[] = [
  {
    kind: /\b(?:military|army|navy|air force|armed forces|national service|conscription|service in the|soldier|reservist|wehrdienst|zivildienst|service militaire|servicio militar|civil(?:ian)? service)\b/i,
    name: 'Military or civil service',
    entry:
      'Add it as an entry like a job: “[Branch or service], [rank or role], [years]”, with two bullets on what you were responsible for (people, equipment, logistics, training) and any certificate you earned.',
    say: '“I did my [military/civil] service from [year] to [year]. I was responsible for [what], which taught me [a skill the job asks for].”',
  },
  {
    kind: /\b(?:car(?:ing|er|egiv\w*)|cared? for|stay[- ]at[- ]home|looked after|look after|family (?:reasons|member)|elder|sick (?:parent|relative)|parental|maternity|paternity|child ?care|raising|bringing up)\b/i,
    name: 'Caring or parental leave',
    entry:
      'One line in your work history is enough: “Career break: [caring for a family member / parental leave], [years]”. Add a course or skill from that time if there is one.',
    say: '“I took [time] to [care for a family member / raise my children]. That is settled now, and I am ready to return to [field]; in the meantime I kept up with [course, reading, volunteering].”',
  },
  {
    kind: /\b(?:stud(?:y|ied|ying)|degree|course|university|college|master|bootcamp|training|education|exams?)\b/i,
    name: 'Study',
    entry:
      'List it under Education with its dates, so the gap in your work history is explained by the dates themselves; add the project or thesis that relates to the job.',
    say: '“I went back to study [subject] from [year] to [year], to [reason]. It gave me [skill], which I used in [project].”',
  },
  {
    kind: /\b(?:travel(?:l?ed|l?ing)?|sabbatical|gap year|time off|burn-?out|health|illness|sick|laid off|layoff|redundan\w*|unemploy\w*|job hunt\w*|relocat\w*|moved (?:to|country))\b/i,
    name: 'Time off, health, relocation or a job search',
    entry:
      'You need not explain it on the CV; if you want to, one line: “Career break, [year]–[year]: [travel / relocation / health, now resolved]”.',
    say: '“I took a planned break to [reason]. During it I [course, project, volunteering], and I am now looking for [role] because [reason].”',
  },
];

/** Gaps in the person's dates, with what covers them, and how to explain a career break. */
export function gapsAndBreaks(g: AssistantGrounding, message: string): string {
  const roles = datedRoles(g);
  const gaps = gapsBetween(roles);
  const groups = overlapGroups(roles);
  const studies = g.profile.education_history.map((e) => {
    const from = datePoint(e.start_date);
    const to = datePoint(e.end_date);
    return {
      label: md(educationLabel(e)),
      from: from ? from.year * 12 + (from.month ?? 1) - 1 : null,
      to: to ? to.year * 12 + (to.month ?? 12) - 1 : null,
    };
  });
  const coveredBy = (gap: { before: DatedRole; after: DatedRole }) =>
    studies.find(
      (s) =>
        s.from !== null &&
        s.to !== null &&
        s.from <= gap.after.outer.start &&
        s.to >= gap.before.outer.end,
    );
  const lines = gaps.map((gap) => {
    const study = coveredBy(gap);
    return `**${gap.approximate ? 'About ' : ''}${duration(gap.months)}** between ${gap.before.label} (ended ${gap.before.endLabel}) and ${gap.after.label} (started ${gap.after.startLabel})${study ? `: your ${study.label} falls in it, so the dates explain it; make sure Education shows them.` : ': nothing in your profile covers it.'}`;
  });
  const asked = BREAKS.filter((b) => b.kind.test(message));
  const advice = (asked.length ? asked : []).map((b) =>
    paragraphs([`### ${b.name}`, `**On the CV:** ${b.entry}`, `**In an interview:** ${b.say}`]),
  );
  return paragraphs([
    roles.length === 0
      ? 'Your profile has no dated roles yet, so I cannot see gaps in it.'
      : gaps.length
        ? section(`Gaps of more than three months in your work history (${gaps.length})`, lines)
        : 'Your work history has no gap of more than three months.',
    groups.length
      ? `${plural(groups.length, 'group')} of roles overlap in time; ask me to “review my profile” to see ${groups.length === 1 ? 'it' : 'them'}.`
      : null,
    ...advice,
    asked.length
      ? 'A break explained in one honest line is rarely held against anyone; leaving it unexplained invites the question. Fill the [brackets] with your own facts.'
      : 'A gap explained in one honest line (study, caring, military or civil service, travel, health, a job search) is rarely held against anyone. Tell me what you did then (“how do I explain my military service?”) and I will show how to write it.',
  ]);
}
