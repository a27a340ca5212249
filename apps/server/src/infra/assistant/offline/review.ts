import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  type WorkExperiencePublic,
} from '@vita/api/schemas';
import type { AssistantGrounding, AttachmentText } from '../grounding';
import {
  HOW_TO_FILL,
  bulletsOf,
  datedRoles,
  roleBullets,
  roleLabel,
  roleDates,
  skillEvidence,
  type DatedRole,
} from './facts';
import {
  datePoint,
  duration,
  escapeRegExp,
  listWords,
  md,
  monthIndex,
  monthName,
  paragraphs,
  plural,
  quote,
  section,
  wordCount,
  WORD_CHARS,
} from '../../language/text';
import { findRole, showsWorkOnline } from './roles';
import { skillNamesOf, skillsIn } from '../../language/vocabulary';

/**
 * Openings that describe a duty rather than a result, the stronger verbs to start with instead,
 * and the verb that can replace the opening as it stands (when what follows is a noun phrase:
 * "Responsible for the checkout service" reads "Owned the checkout service").
 */
export const WEAK_OPENINGS: { opening: string; verbs: string[]; replace?: string }[] = [
  { opening: 'responsible for', verbs: ['Owned', 'Led', 'Ran'], replace: 'Owned' },
  { opening: 'in charge of', verbs: ['Led', 'Managed', 'Directed'], replace: 'Led' },
  { opening: 'helped with', verbs: ['Drove', 'Co-led', 'Delivered'], replace: 'Drove' },
  { opening: 'helped to', verbs: ['Drove', 'Co-led', 'Delivered'] },
  { opening: 'helped', verbs: ['Drove', 'Co-led', 'Enabled'] },
  { opening: 'worked on', verbs: ['Built', 'Developed', 'Delivered'], replace: 'Built' },
  { opening: 'worked with', verbs: ['Partnered with', 'Collaborated with', 'Coordinated'] },
  {
    opening: 'assisted with',
    verbs: ['Supported', 'Coordinated', 'Prepared'],
    replace: 'Supported',
  },
  { opening: 'assisted in', verbs: ['Supported', 'Coordinated', 'Prepared'], replace: 'Supported' },
  { opening: 'assisted', verbs: ['Supported', 'Coordinated', 'Prepared'] },
  { opening: 'handled', verbs: ['Managed', 'Resolved', 'Processed'], replace: 'Managed' },
  {
    opening: 'participated in',
    verbs: ['Contributed to', 'Co-designed', 'Presented'],
    replace: 'Contributed to',
  },
  {
    opening: 'involved in',
    verbs: ['Contributed to', 'Drove', 'Shaped'],
    replace: 'Contributed to',
  },
  {
    opening: 'was involved in',
    verbs: ['Contributed to', 'Drove', 'Shaped'],
    replace: 'Contributed to',
  },
  { opening: 'tasked with', verbs: ['Delivered', 'Completed', 'Executed'] },
  { opening: 'duties included', verbs: ['Delivered', 'Ran', 'Produced'] },
  { opening: 'in the role of', verbs: ['Led', 'Served as', 'Acted as'] },
];

/** A bullet's weak opening, if it starts with one (whole words only). */
export function weakOpening(text: string) {
  const lower = text.toLowerCase();
  return WEAK_OPENINGS.find(
    (w) => lower.startsWith(w.opening) && !/[\p{L}]/u.test(lower.charAt(w.opening.length)),
  );
}

/** A number, a percentage, money or a count: what makes a result concrete. */
const hasFigure = (text: string) =>
  /\d/.test(text) ||
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|double[ds]?|half|halved|tripled)\b/i.test(
    text,
  );

interface Line {
  text: string;
  where: string;
}

function bulletAdvice(lines: Line[], limit: number) {
  const weak: string[] = [];
  const noFigure: string[] = [];
  for (const { text, where } of lines) {
    const opening = weakOpening(text);
    if (opening) {
      const rest = text.slice(opening.opening.length).trim();
      const rewrite =
        opening.replace && rest
          ? ` For example: “${md(`${opening.replace} ${rest.replace(/[.;,]+$/, '')}`)}, …” and end with the result.`
          : ' Start with what you did and end with the result.';
      weak.push(
        `${quote(text)} (${where}) starts with “${opening.opening}”: try ${listWords(
          opening.verbs.map((v) => `“${v}”`),
          'or',
        )}.${rewrite}`,
      );
    } else if (!hasFigure(text)) {
      noFigure.push(
        `${quote(text)} (${where}): how many, how much, how fast? One figure makes it concrete.`,
      );
    }
  }
  return { weak: weak.slice(0, limit), noFigure: noFigure.slice(0, limit) };
}

/** An employment type's label when the person gave one other than full-time, else null. */
const sideType = (work: { employment_type?: EmploymentType | null }) =>
  work.employment_type && work.employment_type !== 'full_time'
    ? EMPLOYMENT_TYPE_LABELS[work.employment_type].toLowerCase()
    : null;

/** A month, or its year alone when one of the roles it comes from is dated by year. */
const when = (month: number, approximate: boolean) =>
  approximate ? String(Math.floor(month / 12)) : monthName(month);

export interface Gap {
  before: DatedRole;
  after: DatedRole;
  months: number;
  approximate: boolean;
}

/** Gaps of more than three months between the end of every role before one and its start. */
export function gapsBetween(roles: DatedRole[]): Gap[] {
  const gaps: Gap[] = [];
  let covered: DatedRole | undefined;
  for (const role of [...roles].sort((a, b) => a.outer.start - b.outer.start)) {
    if (covered) {
      const months = role.outer.start - covered.outer.end;
      if (months > 3) {
        gaps.push({
          before: covered,
          after: role,
          months,
          approximate: covered.approximate || role.approximate,
        });
      }
    }
    if (!covered || role.outer.end > covered.outer.end) covered = role;
  }
  return gaps;
}

/**
 * Roles held at the same time, as groups: roles that overlap each other (for more than a month,
 * on their narrowest reading) form one group, and each group is one finding however many pairs
 * it holds.
 */
export function overlapGroups(roles: DatedRole[]) {
  const groups: { roles: DatedRole[]; from: number; to: number; approximate: boolean }[] = [];
  const seen = new Set<DatedRole>();
  const overlaps = (a: DatedRole, b: DatedRole) =>
    Math.min(a.inner.end, b.inner.end) - Math.max(a.inner.start, b.inner.start) > 1;
  for (const role of roles) {
    if (seen.has(role)) continue;
    const group = [role];
    seen.add(role);
    for (let i = 0; i < group.length; i++) {
      for (const other of roles) {
        if (!seen.has(other) && overlaps(group[i]!, other)) {
          seen.add(other);
          group.push(other);
        }
      }
    }
    if (group.length < 2) continue;
    let from = Infinity;
    let to = -Infinity;
    for (const a of group) {
      for (const b of group) {
        if (a === b || !overlaps(a, b)) continue;
        from = Math.min(from, Math.max(a.inner.start, b.inner.start));
        to = Math.max(to, Math.min(a.inner.end, b.inner.end));
      }
    }
    groups.push({
      roles: group.sort((a, b) => a.start - b.start),
      from,
      to,
      approximate: group.some((r) => r.approximate),
    });
  }
  return groups;
}

/** Gaps longer than three months between roles, and roles held at the same time, summarised. */
function timeline(roles: DatedRole[], today: number): string[] {
  const findings: string[] = [];
  for (const gap of gapsBetween(roles)) {
    findings.push(
      `**A gap of ${gap.approximate ? 'about ' : ''}${duration(gap.months)}** between ${gap.before.label} (ended ${gap.before.endLabel}) and ${gap.after.label} (started ${gap.after.startLabel}): a line on what you did then (study, freelance work, travel, care) answers the question before a recruiter asks it.`,
    );
  }
  const last = [...roles].sort((a, b) => b.outer.end - a.outer.end)[0];
  if (last && !last.current && today - last.outer.end > 3) {
    findings.push(
      `Your latest role, ${last.label}, ended in ${last.endLabel} and no role is marked current: if you are working now, add it; if not, a line on what you are doing (courses, projects) keeps the profile up to date.`,
    );
  }
  for (const group of overlapGroups(roles)) {
    const sides = group.roles.filter((r) => sideType(r.work));
    const many = group.roles.length > 2;
    findings.push(
      `**${many ? `${group.roles.length} roles overlap: ` : ''}${listWords(group.roles.map((r) => r.label))}${many ? '' : ' overlap'}** from ${when(group.from, group.approximate)} to ${when(group.to, group.approximate)} (${group.approximate ? 'about ' : ''}${duration(group.to - group.from)}): ${
        sides.length
          ? `${listWords(sides.map((side) => `${side.label} is marked ${sideType(side.work)}`))}, so this can be right; say it in ${sides.length === 1 ? 'its description' : 'their descriptions'} so nobody reads it as a mistake.`
          : 'if one was part-time, freelance or volunteering, say so in its entry; otherwise check the dates.'
      }`,
    );
  }
  return findings;
}

function lengthFindings(g: AssistantGrounding): string[] {
  const info = g.profile.basic_info;
  const findings: string[] = [];
  const summaryWords = info?.professional_summary ? wordCount(info.professional_summary) : 0;
  if (summaryWords > 0 && summaryWords < 25) {
    findings.push(
      `Your summary has ${summaryWords} words; 40 to 80 give room for your role, your strongest result and what you want next. Ask me to “write my summary”.`,
    );
  } else if (summaryWords > 120) {
    findings.push(
      `Your summary has ${summaryWords} words; cut it to about 80 so it is read whole.`,
    );
  }
  for (const work of g.profile.work_experiences) findings.push(...roleLength(work));
  return findings;
}

/** Whether a role says enough, and not too much. */
function roleLength(work: WorkExperiencePublic): string[] {
  const count = bulletsOf(work.achievements).length + bulletsOf(work.description).length;
  const words = wordCount(`${work.description ?? ''} ${work.achievements ?? ''}`);
  if (words === 0) {
    return [
      `${roleLabel(work)} has no description or achievements: add 2 to 4 bullets on what you did there and what came of it.`,
    ];
  }
  if (words < 12) {
    return [
      `${roleLabel(work)} is described in ${plural(words, 'word')}: add what you did and what came of it, with a figure if you have one.`,
    ];
  }
  if (count > 8) {
    return [`${roleLabel(work)} has ${count} bullets; keep the 4 to 6 with the clearest results.`];
  }
  return [];
}

/** Skills in the list that no role, project or certification shows being used. */
function unsupportedSkills(g: AssistantGrounding): string[] {
  const evidence = skillEvidence(g);
  return g.profile.skills
    .filter((skill) =>
      skillNamesOf(skill.name).every(
        (name) => !(evidence.get(name.toLowerCase()) ?? []).some((e) => !e.listed),
      ),
    )
    .map((skill) => quote(skill.name, 40));
}

export function reviewProfile(g: AssistantGrounding, askedForDocument: boolean): string {
  const p = g.profile;
  const info = p.basic_info;
  const missing: string[] = [];
  if (!info)
    missing.push(
      '**Basic information**: your professional title and location, your phone number and your LinkedIn, GitHub or portfolio links.',
    );
  if (info && !info.professional_summary)
    missing.push('**A professional summary**: ask me to “write my summary” for a draft.');
  if (p.work_experiences.length === 0)
    missing.push('**Work experience**: your roles, with dates and a few bullets each.');
  if (p.education_history.length === 0)
    missing.push('**Education**: degrees, courses or diplomas.');
  if (p.skills.length === 0) missing.push('**Skills**: with your level for each.');
  if (p.projects.length === 0 && p.certifications.length === 0 && missing.length < 3)
    missing.push(
      '**Projects or certifications** (optional): one of either shows your skills at work.',
    );

  const contact: string[] = [];
  if (info && !info.phone) contact.push('a phone number');
  if (info && !info.linkedin_url) contact.push('your LinkedIn profile');
  if (
    info &&
    !info.github_url &&
    !info.portfolio_url &&
    !info.links?.length &&
    showsWorkOnline(findRole(info.professional_title))
  )
    contact.push('a portfolio or GitHub link');

  const roles = datedRoles(g);
  const dates = timeline(roles, monthIndex(g.today) ?? 0);
  const { weak, noFigure } = bulletAdvice(roleBullets(g), 6);
  const length = lengthFindings(g);
  const unsupported = unsupportedSkills(g);

  const overview = info
    ? `Here is my review of your profile as ${quote(info.professional_title, 80)}${info.location ? ` in ${md(info.location)}` : ''}: ${plural(p.work_experiences.length, 'role')}, ${plural(p.education_history.length, 'education entry', 'education entries')}, ${plural(p.skills.length, 'skill')}, ${plural(p.projects.length, 'project')} and ${plural(p.certifications.length, 'certification')}.`
    : `Here is my review of your profile: ${plural(p.work_experiences.length, 'role')}, ${plural(p.education_history.length, 'education entry', 'education entries')} and ${plural(p.skills.length, 'skill')} so far.`;
  const found = [missing, contact, dates, weak, noFigure, length, unsupported].some(
    (x) => x.length,
  );
  return paragraphs([
    askedForDocument
      ? 'I see no readable attached CV in this conversation, so I reviewed your profile. To have me read a file, attach it (PDF or DOCX) with the paperclip and ask “review this CV”.'
      : null,
    overview,
    section('Missing sections', missing),
    missing.some((m) => !m.includes('(optional)')) ? HOW_TO_FILL : null,
    section(
      'Contact details',
      contact.length
        ? [`Add ${listWords(contact)}: recruiters look for them first, and some filter on them.`]
        : [],
    ),
    section('Dates', dates),
    section('Bullets that describe duties instead of results', weak),
    section('Bullets without a number', noFigure),
    section('Length and detail', length),
    section(
      'Skills with no proof',
      unsupported.length
        ? [
            `${listWords(unsupported)} ${unsupported.length === 1 ? 'is' : 'are'} in your skills list but in no role or project: name ${unsupported.length === 1 ? 'it' : 'each'} in the role where you used ${unsupported.length === 1 ? 'it' : 'them'} (its “Skills used” or a bullet), so the list is believed.`,
          ]
        : [],
    ),
    found
      ? null
      : 'Nothing stands out as missing or weak: every section is there, the dates follow each other and the bullets carry results. Paste a job posting next and I will tailor the profile to it.',
  ]);
}

/** A phrase of the user's, as a whole-word, case-blind pattern. */
const phrase = (text: string) =>
  new RegExp(`(?<![${WORD_CHARS}])${escapeRegExp(text.trim())}(?![${WORD_CHARS}])`, 'i');

/** A company's legal form at the end of its name, which nobody types when asking about it. */
const LEGAL_FORM =
  /[\s,]+(?:gmbh|ag|ltd\.?|limited|inc\.?|llc|plc|s\.?a\.?|s\.?l\.?|b\.?v\.?|co\.?|corp\.?|lda\.?)$/i;

/**
 * Whether a message names a company: its whole name, its name without the legal form ("Acme
 * Technologies" for "Acme Technologies GmbH"), or its first word after "at", "with" or "for"
 * ("my job at Acme"), which keeps a common first word such as "Code" from matching elsewhere.
 */
function namesCompany(company: string, message: string): boolean {
  const name = company.trim();
  if (name.length < 2) return false;
  const short = name.replace(LEGAL_FORM, '');
  if (phrase(name).test(message) || (short.length >= 2 && phrase(short).test(message))) {
    return true;
  }
  const first = short.split(/\s+/)[0] ?? '';
  return (
    first.length >= 3 &&
    new RegExp(
      `(?<![${WORD_CHARS}])(?:at|with|for)\\s+${escapeRegExp(first)}(?![${WORD_CHARS}])`,
      'i',
    ).test(message)
  );
}

/**
 * The roles a message names ("review my job at Farfetch", "how is my Mentor role?"): by company
 * first; else by job title, the longest title named (so "Senior Software Engineer" is not also
 * "Software Engineer"). Empty when it names none.
 */
export function namedRoles(g: AssistantGrounding, message: string): WorkExperiencePublic[] {
  const roles = g.profile.work_experiences;
  const byCompany = roles.filter((work) => namesCompany(work.company_name, message));
  if (byCompany.length) return byCompany;
  const byTitle = roles.filter(
    (work) => work.job_title.trim().length >= 2 && phrase(work.job_title).test(message),
  );
  const longest = Math.max(0, ...byTitle.map((work) => work.job_title.trim().length));
  return byTitle.filter((work) => work.job_title.trim().length === longest);
}

/**
 * A review of the roles the user named, and nothing else: their details, every bullet's
 * opening and figures, their length, the gaps and overlaps around them, and the skills they
 * show that the skills list lacks.
 */
export function reviewRoles(g: AssistantGrounding, works: WorkExperiencePublic[]): string {
  const labels = works.map(roleLabel);
  const dated = datedRoles(g);
  const spans = works.map((work) => {
    const role = dated.find((r) => r.work === work);
    return role ? `${roleLabel(work)} (${roleDates(role)})` : `${roleLabel(work)} (no start date)`;
  });

  const details: string[] = [];
  for (const work of works) {
    const missing: string[] = [];
    if (!work.company_location) missing.push('where it was (city and country)');
    if (!datePoint(work.start_date)) missing.push('when it started (month and year)');
    if (!work.skills_used) missing.push('the skills you used there, in its “Skills used”');
    if (missing.length) details.push(`${roleLabel(work)}: add ${listWords(missing)}.`);
  }

  const bullets = roleBullets(g).filter((bullet) => works.includes(bullet.work));
  const { weak, noFigure } = bulletAdvice(bullets, 10);
  const length = works.flatMap(roleLength);
  const dates = timeline(dated, monthIndex(g.today) ?? 0).filter((finding) =>
    labels.some((label) => finding.includes(label)),
  );

  const listed = new Set(
    g.profile.skills.flatMap((skill) => skillNamesOf(skill.name).map((n) => n.toLowerCase())),
  );
  const unlisted = skillsIn(
    works
      .map((work) => [work.skills_used, work.description, work.achievements].join('\n'))
      .join('\n'),
  ).filter((name) => !listed.has(name.toLowerCase()));

  const found = [details, weak, noFigure, length, dates, unlisted].some((x) => x.length);
  return paragraphs([
    `Here is my review of ${works.length === 1 ? 'your role as' : 'your roles as'} ${listWords(spans)}.`,
    section('Details', details),
    section('Bullets that describe duties instead of results', weak),
    section('Bullets without a number', noFigure),
    section('Length and detail', length),
    section('Dates', dates),
    section(
      'Skills',
      unlisted.length
        ? [
            `${listWords(unlisted.map((name) => quote(name)))} ${unlisted.length === 1 ? 'shows' : 'show'} in ${works.length === 1 ? 'this role' : 'these roles'} but not in your skills list: add ${unlisted.length === 1 ? 'it' : 'them'} with your level, as recruiters search the list.`,
          ]
        : [],
    ),
    found
      ? null
      : `Nothing stands out in ${works.length === 1 ? 'this role' : 'these roles'}: the details are there, the bullets carry results and the skills are in your list.`,
    'Ask me to “review my profile” for the whole of it.',
  ]);
}

const HEADINGS: [string, RegExp][] = [
  [
    'Experience',
    /^\W*(?:work |professional |employment )?(?:experience|employment|work history|career history)\W*$/im,
  ],
  ['Education', /^\W*(?:education|academic background|qualifications)\W*$/im],
  ['Skills', /^\W*(?:technical |key |core )?(?:skills|competencies|expertise)\W*$/im],
  ['Summary', /^\W*(?:professional |personal )?(?:summary|profile|about me|objective)\W*$/im],
];

/**
 * A line of contact details (an e-mail, a phone number, a link, or pieces parted by "|" or "·"):
 * a CV's header, not a bullet to review.
 */
export const isContactLine = (line: string) =>
  /[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{7,}\d|https?:\/\/|www\.|linkedin\.com|github\.com/i.test(
    line,
  ) || (line.match(/\s[|·•]\s/g) ?? []).length >= 2;

/** A review of an attached CV's text: the file as a recruiter's software would read it. */
export function reviewDocument(file: AttachmentText): string {
  if (!file.text || !file.text.trim()) {
    return `I could not read any text in ${quote(file.filename)}. If it is a scan or an image, applicant tracking systems cannot read it either: save it again from your editor as PDF or DOCX, then attach it again.`;
  }
  const text = file.text;
  const words = wordCount(text);
  const contact: string[] = [];
  if (!/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) contact.push('an e-mail address');
  if (!/\+?\d[\d\s().-]{7,}\d/.test(text)) contact.push('a phone number');
  if (!/linkedin\.com/i.test(text)) contact.push('your LinkedIn URL');
  const headings = HEADINGS.filter(([, pattern]) => !pattern.test(text)).map(([name]) => name);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•·*\-–▪◦]+/, '').trim())
    .filter((line) => wordCount(line) >= 4 && !isContactLine(line));
  const { weak, noFigure } = bulletAdvice(
    lines.map((line) => ({ text: line, where: md(file.filename) })),
    5,
  );
  const found = skillsIn(text);
  const long = lines.filter((line) => wordCount(line) > 40).length;
  return paragraphs([
    `Here is my review of ${quote(file.filename)} (${words} words).`,
    section(
      'Contact details missing',
      contact.length ? [`I did not find ${listWords(contact)}.`] : [],
    ),
    section(
      'Headings',
      headings.length
        ? [
            `I did not find ${headings.length === 1 ? 'a standard heading' : 'standard headings'} for ${listWords(headings)}; applicant tracking systems file your text under headings like these.`,
          ]
        : [],
    ),
    section('Lines that describe duties', weak),
    section('Lines without a number', noFigure),
    section('Length', [
      words < 250
        ? `${words} words is short for a CV; most run 400 to 900 words on one or two pages.`
        : words > 1100
          ? `${words} words is long; two pages (about 900 words) is what most recruiters read.`
          : `${words} words fits one or two pages.`,
      ...(long
        ? [
            `${plural(long, 'line')} run${long === 1 ? 's' : ''} over 40 words: split ${long === 1 ? 'it' : 'them'} into bullets of one or two lines.`,
          ]
        : []),
    ]),
    found.length
      ? `Skills I recognise in it: ${listWords(found.slice(0, 20).map(md))}.`
      : 'I recognised no skills from my list in it: a Skills section with the tools and methods you use helps.',
  ]);
}
