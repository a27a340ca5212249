import type { AssistantGrounding } from '../grounding';
import {
  HOW_TO_FILL,
  recentBullets,
  datedRoles,
  latestRole,
  mentions,
  monthsOfExperience,
  roleBullets,
  skillEvidence,
  skillsByLevel,
} from './facts';
import { coverLetterFacts, draftCoverLetter } from './cover-letter';
import { looksLikePosting } from './intents';
import { findRole } from './roles';
import { compareSkills } from './skills';
import {
  blockquote,
  capitalise,
  listWords,
  md,
  paragraphs,
  plural,
  section,
} from '../../language/text';
import { canonicalSkill, skillsIn } from '../../language/vocabulary';
import { weakOpening } from './review';
import { figure } from './summary';

/** How a writing request is asked again: the how-many-th variant, and whether shorter. */
export interface Take {
  variant: number;
  shorter: boolean;
}

export const FIRST_TAKE: Take = { variant: 0, shorter: false };

/** Words that add length and no meaning to a bullet. */
const FILLER =
  /\b(?:successfully|effectively|efficiently|various|different|several|really|very|basically|actually|just|a number of|a variety of|in order to(?= )|on a daily basis|day-to-day|day to day|as well as(?= )|etc\.?)\s*/gi;

/** Verbs a bullet can start with, with the form that follows "by" ("Led" → "leading"). */
const GERUND: Record<string, string> = {
  Owned: 'owning',
  Led: 'leading',
  Ran: 'running',
  Directed: 'directing',
  Managed: 'managing',
  Drove: 'driving',
  'Co-led': 'co-leading',
  Delivered: 'delivering',
  Enabled: 'enabling',
  Built: 'building',
  Developed: 'developing',
  'Partnered with': 'partnering with',
  'Collaborated with': 'collaborating with',
  Coordinated: 'coordinating',
  Supported: 'supporting',
  Prepared: 'preparing',
  Resolved: 'resolving',
  Processed: 'processing',
  'Contributed to': 'contributing to',
  'Co-designed': 'co-designing',
  Presented: 'presenting',
  Shaped: 'shaping',
  Completed: 'completing',
  Executed: 'executing',
  Produced: 'producing',
  'Served as': 'serving as',
  'Acted as': 'acting as',
  Improved: 'improving',
  Streamlined: 'streamlining',
  Launched: 'launching',
  Oversaw: 'overseeing',
  Taught: 'teaching',
  Wrote: 'writing',
  Sold: 'selling',
};

/** A present-tense or "-ing" opening verb and its past form: "Manage"/"Managing" → "Managed". */
const PRESENT: Record<string, string> = {
  manage: 'Managed',
  managing: 'Managed',
  lead: 'Led',
  leading: 'Led',
  develop: 'Developed',
  developing: 'Developed',
  build: 'Built',
  building: 'Built',
  create: 'Created',
  creating: 'Created',
  support: 'Supported',
  supporting: 'Supported',
  coordinate: 'Coordinated',
  coordinating: 'Coordinated',
  maintain: 'Maintained',
  maintaining: 'Maintained',
  prepare: 'Prepared',
  preparing: 'Prepared',
  ensure: 'Ensured',
  ensuring: 'Ensured',
  organise: 'Organised',
  organize: 'Organized',
  organising: 'Organised',
  organizing: 'Organized',
  run: 'Ran',
  running: 'Ran',
  handle: 'Managed',
  handling: 'Managed',
  design: 'Designed',
  designing: 'Designed',
  implement: 'Implemented',
  implementing: 'Implemented',
  improve: 'Improved',
  improving: 'Improved',
  deliver: 'Delivered',
  delivering: 'Delivered',
  train: 'Trained',
  training: 'Trained',
  care: 'Cared',
  caring: 'Cared',
  write: 'Wrote',
  writing: 'Wrote',
  teach: 'Taught',
  teaching: 'Taught',
  sell: 'Sold',
  selling: 'Sold',
  test: 'Tested',
  testing: 'Tested',
  analyse: 'Analysed',
  analyze: 'Analyzed',
  analysing: 'Analysed',
  analyzing: 'Analyzed',
  review: 'Reviewed',
  reviewing: 'Reviewed',
  monitor: 'Monitored',
  monitoring: 'Monitored',
  plan: 'Planned',
  planning: 'Planned',
  oversee: 'Oversaw',
  overseeing: 'Oversaw',
  supervise: 'Supervised',
  supervising: 'Supervised',
  assess: 'Assessed',
  assessing: 'Assessed',
  mentor: 'Mentored',
  mentoring: 'Mentored',
  negotiate: 'Negotiated',
  negotiating: 'Negotiated',
  conduct: 'Conducted',
  conducting: 'Conducted',
  document: 'Documented',
  documenting: 'Documented',
  deploy: 'Deployed',
  deploying: 'Deployed',
  migrate: 'Migrated',
  migrating: 'Migrated',
  automate: 'Automated',
  automating: 'Automated',
  schedule: 'Scheduled',
  scheduling: 'Scheduled',
  resolve: 'Resolved',
  resolving: 'Resolved',
  process: 'Processed',
  processing: 'Processed',
  report: 'Reported',
  reporting: 'Reported',
  research: 'Researched',
  researching: 'Researched',
  administer: 'Administered',
  administering: 'Administered',
  recruit: 'Recruited',
  recruiting: 'Recruited',
  onboard: 'Onboarded',
  onboarding: 'Onboarded',
};

/**
 * "Did testing of the app", "performed analysis of …": an action said as a noun after an empty
 * verb, which reads stronger as the verb itself ("Tested the app").
 */
const EMPTY_VERB =
  /^(?:did|do|does|doing|performed|performing|carried out|carrying out|conducted|took care of|was doing)\s+(?:the\s+|some\s+)?(\p{L}+ing)\s+(?:of|for|on)\s+/iu;

/** The verbs to try in turn when a bullet's opening is already strong. */
const ALTERNATIVES = ['Led', 'Delivered', 'Improved', 'Streamlined', 'Built'];

const gerundOf = (verb: string) => GERUND[verb] ?? `${verb.toLowerCase().replace(/e?d$/, '')}ing`;

const stripEnd = (text: string) => text.trim().replace(/[.;,:!]+$/, '');

/** The bullet a message quotes: in quotation marks, or after a colon or a line break. */
export function quotedBullet(message: string): string | null {
  const quoted = /["“„«']([^"”“»']{8,400})["”“»']/.exec(message)?.[1];
  if (quoted) return quoted.trim();
  // Everything after the first colon, line break or dash, however long the bullet.
  const mark = /[:\n]|\s[-–]\s/.exec(message);
  const after = mark
    ? message
        .slice(mark.index + mark[0].length)
        .replace(/^[\s\-–•*]+/, '')
        .trim()
    : '';
  if (after.length >= 8) return after;
  return null;
}

interface Parts {
  verb: string | null;
  /** The verb is the bullet's own action ("managing" → "Managed"), not a stand-in for a weak opening. */
  own: boolean;
  rest: string;
  /** The result clause when the bullet says one ("…, cutting costs by 20%"). */
  result: string | null;
}

/** A bullet cut into its opening verb, what was done, and the result it names, filler removed. */
function partsOf(bullet: string): Parts {
  let text = stripEnd(bullet.replace(FILLER, '').replace(/\s{2,}/g, ' '))
    .replace(/^I\s+/, '')
    .replace(
      /^(?:my|our)\s+(?:job|role|task|responsibilit(?:y|ies))\s+(?:was|were|included)\s+(?:to\s+)?/i,
      '',
    );
  const weak = weakOpening(text);
  const empty = EMPTY_VERB.exec(text);
  const emptyPast = empty ? PRESENT[empty[1]!.toLowerCase()] : undefined;
  let verb: string | null = null;
  let own = false;
  if (empty && emptyPast) {
    verb = emptyPast;
    own = true;
    text = text.slice(empty[0].length);
  } else if (weak) {
    text = text
      .slice(weak.opening.length)
      .trim()
      .replace(/^to\s+/i, '');
    // "Responsible for managing the team" reads "Managed the team": the verb that follows the
    // weak opening, when there is one, before the opening's stand-in.
    const next = /^(\p{L}+)\s+/u.exec(text);
    const past = next ? PRESENT[next[1]!.toLowerCase()] : undefined;
    if (past && next) {
      verb = past;
      own = true;
      text = text.slice(next[0].length);
    } else verb = weak.replace ?? weak.verbs[0] ?? null;
  } else {
    const first = /^(\p{L}+)\s+/u.exec(text);
    const past = first ? PRESENT[first[1]!.toLowerCase()] : undefined;
    if (past && first) {
      verb = past;
      own = true;
      text = text.slice(first[0].length);
    } else if (first && /ed$/i.test(first[1]!)) {
      verb = capitalise(first[1]!);
      own = true;
      text = text.slice(first[0].length);
    }
  }
  const split =
    /,?\s+(?:resulting in|which (?:led to|resulted in|cut|raised|increased|reduced)|leading to|cutting|reducing|raising|increasing|saving|improving|growing)\s+/i.exec(
      text,
    );
  const result = split ? text.slice(split.index).replace(/^,?\s+/, '') : null;
  const rest = split ? text.slice(0, split.index) : text;
  return { verb, own, rest: rest.trim(), result };
}

/**
 * Three rewrites of one bullet: a strong verb first, the result and its number where the bullet
 * gives them, filler removed. Where it gives no number, a placeholder in brackets marks where one
 * goes: a figure is never made up.
 */
export function rewriteVariants(bullet: string, take: Take): string[] {
  const { verb, own, rest, result } = partsOf(bullet);
  const given = figure(bullet);
  const weak = weakOpening(stripEnd(bullet));
  if (verb === null && !weak) {
    // A bullet that opens with its own verb ("Cut…", "Grew…") keeps it: another verb in front
    // would not read. The variants add what it lacks, in brackets.
    const own = `${capitalise(rest)}${result ? `, ${result}` : ''}`;
    const variants = [
      `${own}${given ? '' : ', [by how much: X %]'}.`,
      `${own}, [what it meant: for customers, revenue or the team].`,
      `[The problem or project, in a few words]: ${own.charAt(0).toLowerCase()}${own.slice(1)}.`,
    ];
    return [...new Set(variants.map((v) => (take.shorter ? shorten(v) : v)))];
  }
  // The bullet's own action keeps its verb in every variant: another verb would change what the
  // person did ("Tested apps" is not "Led apps"). A weak opening's stand-in may vary.
  const verbs = (
    own && verb
      ? [verb]
      : [...new Set([verb, ...(weak?.verbs ?? []), ...ALTERNATIVES].filter(Boolean))]
  ) as string[];
  const pick = (i: number) => verbs[(i + take.variant * 3) % verbs.length]!;
  const object = rest.charAt(0).toLowerCase() + rest.slice(1);
  const lead = (v: string) =>
    verb === null && v === pick(0) && !weak ? capitalise(rest) : `${v} ${object}`;
  const outcome = result ?? (given ? null : 'improving [metric] by [X %]');
  const variants = [
    `${lead(pick(0))}${outcome ? `, ${outcome}` : ''}.`,
    given && !result
      ? `${pick(1)} ${object}.`
      : `${pick(1)} ${object}${given ? '' : ' for [N] [users, customers or colleagues]'}${result ? `, ${result}` : given ? '' : ', [result: what changed and by how much]'}.`,
    result
      ? `${capitalise(result.replace(/^(?:resulting in|leading to|which (?:led to|resulted in))\s+/i, ''))} by ${gerundOf(pick(2))} ${object}.`
      : given
        ? `${pick(2)} ${object}.`
        : `Cut [time, cost or errors] by [X %] by ${gerundOf(pick(2))} ${object}.`,
  ];
  return [...new Set(variants.map((v) => (take.shorter ? shorten(v) : v)))];
}

/** A variant cut to its first clause: a comma inside a [placeholder] does not end one. */
function shorten(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) return `${stripEnd(text.slice(0, i))}.`;
  }
  return `${stripEnd(text)}.`;
}

/** The bullet to rewrite: the one quoted, the one a follow-up refers to, or the weakest in the profile. */
export function bulletToRewrite(
  g: AssistantGrounding,
  message: string,
): { text: string; from: string | null } | null {
  const quoted = quotedBullet(message);
  if (quoted) return { text: quoted, from: null };
  for (const turn of [...g.history].reverse()) {
    if (turn.role !== 'user') continue;
    const earlier = quotedBullet(turn.content);
    if (earlier && /\b(?:bullet|rewrite|rephrase|reword|line|point)\b/i.test(turn.content))
      return { text: earlier, from: null };
  }
  const bullets = roleBullets(g);
  const weakest = bullets.find((b) => weakOpening(b.text)) ?? bullets.find((b) => !figure(b.text));
  return weakest ? { text: weakest.text, from: weakest.where } : null;
}

export function rewriteBullet(g: AssistantGrounding, message: string, take: Take): string {
  const bullet = bulletToRewrite(g, message);
  if (!bullet) {
    return paragraphs([
      'Paste the bullet after a colon, for example: “Rewrite this bullet: Responsible for the weekly sales report”, and I will write three stronger versions of it.',
      g.profile.work_experiences.length ? null : HOW_TO_FILL,
    ]);
  }
  const variants = rewriteVariants(bullet.text, take);
  const placeholders = variants.some((v) => v.includes('['));
  return paragraphs([
    bullet.from
      ? `Your weakest bullet, from ${bullet.from}:\n\n${blockquote(bullet.text)}`
      : `Your bullet:\n\n${blockquote(bullet.text)}`,
    take.shorter || take.variant || weakOpening(bullet.text) || !figure(bullet.text)
      ? `${take.shorter ? 'Shorter versions' : take.variant ? 'More versions' : 'Stronger versions'}, a strong verb first:`
      : 'It already opens with a verb and carries your figure; versions that add context:',
    variants.map((v, i) => `${i + 1}. ${v}`).join('\n'),
    placeholders
      ? 'Put your own words or figure in each [bracket], or drop that part: I never make up a number.'
      : 'Your own figures are kept as you gave them.',
    'Ask “another one” for more, or “shorter”.',
  ]);
}

/** What the person is and does, from the profile only. */
function identity(g: AssistantGrounding) {
  const roles = datedRoles(g);
  const latest = latestRole(roles);
  const years = Math.floor(monthsOfExperience(roles) / 12);
  const title = g.profile.basic_info?.professional_title?.trim() || latest?.work.job_title || null;
  const skills = [...new Set(skillsByLevel(g).map((s) => canonicalSkill(s.name)))];
  const results = recentBullets(roles).filter(({ text }) => figure(text));
  return { roles, latest, years, title, skills, results };
}

/** The role a message aims at: "a headline for a product manager role". */
const aimedRole = (message: string) => findRole(message)?.role ?? null;

/**
 * The employer a request names: "a cover letter for Acme", "… at Northwind Health". Capitalised
 * words after "at", "for" or "to" that are no role; null when there are none.
 */
export function companyAsked(message: string): string | null {
  for (const match of message.matchAll(
    /\b(?:at|for|to|with)\s+((?:[A-Z][\p{L}\p{N}&.'’-]*)(?:\s+(?:&\s+)?[A-Z][\p{L}\p{N}&.'’-]*){0,3})/gu,
  )) {
    const name = match[1]!.replace(/[.'’-]+$/, '');
    if (/^(?:I|Me|My|You|LinkedIn|CV|Resume|Job|Role|Position|Company)$/i.test(name)) continue;
    if (findRole(name)) continue;
    return name;
  }
  return null;
}

/** LinkedIn headlines (up to 220 characters) from the title, the current role and the skills. */
export function writeHeadline(g: AssistantGrounding, message: string, take: Take): string {
  const { latest, years, title, skills } = identity(g);
  if (!title) {
    return paragraphs([
      'I need your professional title or a role to write a headline from, and your profile has neither yet.',
      HOW_TO_FILL,
    ]);
  }
  const target = aimedRole(message);
  const at = latest?.current ? ` at ${latest.work.company_name}` : '';
  const top = skills.slice(
    take.variant % 2 ? 3 : 0,
    (take.variant % 2 ? 3 : 0) + (take.shorter ? 2 : 3),
  );
  const skillPart = top.length ? top.join(' · ') : null;
  const aim =
    target && target.toLowerCase() !== title.toLowerCase() ? `Open to ${target} roles` : null;
  const yearsPart = years >= 2 ? `${years}+ years` : null;
  const options = [
    [`${title}${at}`, skillPart, aim],
    [
      title,
      yearsPart && skillPart ? `${yearsPart} in ${top.slice(0, 2).join(' & ')}` : skillPart,
      aim,
    ],
    [aim ? `${title} → ${target}` : title, skillPart, latest?.current ? null : yearsPart],
  ].map((parts) =>
    parts
      .filter(Boolean)
      .join(' | ')
      .slice(0, take.shorter ? 120 : 220),
  );
  return paragraphs([
    `Headlines for LinkedIn${target ? ` aimed at ${target} roles` : ''}, from your profile:`,
    [...new Set(options)].map((o, i) => `${i + 1}. ${o}`).join('\n'),
    'LinkedIn allows 220 characters; the first 60 or so show next to your name in search, so the title comes first.',
  ]);
}

/** A first-person LinkedIn "About" text: who, what with results, skills, and an aim left to the person. */
export function writeAbout(g: AssistantGrounding, take: Take): string {
  const { latest, years, title, skills, results } = identity(g);
  if (!title) {
    return paragraphs([
      'I need your title and roles to write an About text, and your profile has neither yet.',
      HOW_TO_FILL,
    ]);
  }
  const degree = g.profile.education_history[0];
  const opening = `I am a ${title}${years >= 1 ? ` with ${plural(years, 'year')} of experience` : ''}${latest ? `, ${latest.current ? 'currently' : 'most recently'} ${latest.work.job_title.toLowerCase() === title.toLowerCase() ? 'at' : `${latest.work.job_title} at`} ${latest.work.company_name}` : ''}.`;
  const proof = results
    .slice(take.variant, take.variant + (take.shorter ? 1 : 2))
    .map(
      ({ text, role }, i, all) =>
        `${i > 0 && all[i - 1]?.role === role ? 'There' : `At ${role.work.company_name}`}, I ${lowerVerb(stripEnd(text))}.`,
    );
  const skillLine = skills.length
    ? `I work with ${listWords(skills.slice(0, take.shorter ? 3 : 5))}.`
    : null;
  const education =
    degree && !take.shorter
      ? `I studied ${degree.field_of_study} (${degree.degree}) at ${degree.institution_name}.`
      : null;
  const text = paragraphs([
    opening,
    proof.length ? proof.join(' ') : '[One result you are proud of, with its number.]',
    skillLine,
    education,
    '[What you are looking for next, in your own words.]',
  ]);
  return paragraphs([
    'An About text for LinkedIn, in the first person as LinkedIn reads best, from your profile:',
    blockquote(text),
    'Replace the parts in [brackets] with your own words; everything else comes from your profile.',
  ]);
}

/** "Cut latency…" read after "I": its first word lowered unless it is a name. */
const lowerVerb = (text: string) =>
  /^(?:named|awarded|recogni[sz]ed|selected|promoted|nominated|chosen|elected|invited)\b/i.test(
    text,
  )
    ? `was ${text.charAt(0).toLowerCase()}${text.slice(1)}`
    : lowerFirstWord(text);

const lowerFirstWord = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** The posting a cover letter answers: in the message, else the latest one pasted earlier. */
export function postingFor(g: AssistantGrounding, message: string): string | null {
  if (looksLikePosting(message)) return message;
  for (const turn of [...g.history].reverse()) {
    if (turn.role === 'user' && looksLikePosting(turn.content)) return turn.content;
  }
  return null;
}

/** The company a posting names: "at Acme", "Acme is hiring", "About Acme". */
function postingCompany(posting: string): string | null {
  const name3 = '(\\p{Lu}[\\p{L}&.-]+(?:\\s+\\p{Lu}[\\p{L}&.-]+){0,2})';
  const match =
    new RegExp(`${name3}\\s+(?:is|are)\\s+(?:hiring|looking|recruiting|seeking)`, 'u').exec(
      posting,
    ) ?? new RegExp(`\\b(?:join|at|about)\\s+${name3}`, 'u').exec(posting);
  const name = match?.[1]?.trim();
  return name && !/^(?:The|Our|We|You|This|Us|About)$/.test(name) ? name : null;
}

/**
 * The tracked application a request names by its company ("for my application to Acme"), the
 * latest changed first; none when the request names none of them.
 */
export function applicationNamed(g: AssistantGrounding, message: string) {
  return (g.applications ?? []).find(
    (application) =>
      application.company.trim().length >= 2 && mentions(message, application.company),
  );
}

/**
 * The built-in cover letter (the same letter an application drafts) for a posting pasted here,
 * a tracked application the request names, or the posting analysed in this conversation; the
 * reply says what the posting asks that the profile does not show.
 */
export function writeCoverLetter(g: AssistantGrounding, message: string, take: Take): string {
  const pasted = postingFor(g, message);
  // A pasted posting wins; else the application the request names, with its own posting; else
  // the posting analysed in this conversation, unless the request names another employer.
  const applied = pasted ? undefined : applicationNamed(g, message);
  const named = companyAsked(message);
  const analysed =
    pasted || applied || !g.analysis?.posting.title
      ? null
      : !named || (g.analysis.posting.company && mentions(message, g.analysis.posting.company))
        ? g.analysis
        : null;
  const posting = pasted ?? applied?.posting_text ?? null;
  const role = applied
    ? applied.title
    : analysed
      ? analysed.posting.title
      : posting
        ? (findRole(posting.slice(0, 600))?.role ?? null)
        : aimedRole(message);
  const company = applied
    ? applied.company
    : analysed
      ? (analysed.posting.company ?? null)
      : posting
        ? postingCompany(posting)
        : named;
  // An analysis has already told what the CV misses of the posting.
  const missing = analysed
    ? analysed.missing.map((m) => m.requirement)
    : compareSkills(skillEvidence(g), posting ? skillsIn(posting) : []).missing;
  const facts = coverLetterFacts({
    profile: g.profile,
    user: g.user,
    application: { title: role, company, posting_text: posting },
    analysis: analysed,
  });
  // "Another one" leads with another of the requirements shown; "shorter" argues one.
  const turn = facts.shown.length ? take.variant % facts.shown.length : 0;
  const shown = [...facts.shown.slice(turn), ...facts.shown.slice(0, turn)];
  const letter = draftCoverLetter({ ...facts, shown: take.shorter ? shown.slice(0, 1) : shown });
  return paragraphs([
    applied
      ? `A cover letter draft for your application to ${md(applied.company)} (${md(applied.title)}), from your profile${applied.posting_text ? ' and the posting kept with it' : ''}:`
      : analysed
        ? `A cover letter draft for the posting analysed in this conversation (${md(role ?? '')}${company ? ` at ${md(company)}` : ''}), from your profile and what the analysis found:`
        : posting
          ? `A cover letter draft for the posting you pasted${role ? ` (${role})` : ''}, from your profile:`
          : 'A cover letter draft from your profile. Paste the job posting and I will fit it to its role, company and skills:',
    blockquote(letter),
    section('Before you send it', [
      'Add what draws you to this role, in your own words.',
      ...(missing.length
        ? [
            `The posting also asks for ${listWords(missing.slice(0, 5))}, which your profile does not show: the letter does not claim ${missing.length === 1 ? 'it' : 'them'}.`,
          ]
        : []),
      'Address it to a named person if the posting gives one.',
    ]),
    'Ask “shorter” or “another one” for a different take.',
  ]);
}
