import type { AssistantGrounding } from '../grounding';
import {
  GENERIC_SKILL_QUESTIONS,
  QUESTION_BANK,
  ROLES,
  STRONG_VERBS,
  WEAK_OPENINGS,
  type RoleSkills,
} from './knowledge';
import {
  bulletsOf,
  canonicalSkill,
  listWords,
  monthIndex,
  monthName,
  quote,
  skillPattern,
  skillsIn,
  wordCount,
} from './text';

export type Intent =
  'capabilities' | 'review' | 'summary' | 'skills' | 'tailor' | 'interview' | 'other';

const RULES: [Intent, RegExp][] = [
  [
    'tailor',
    /\b(tailor|posting|job (ad|description|offer)|this (job|role|position)|apply(ing)? (for|to)|match (my|the)|we are (hiring|looking for)|requirements:|responsibilities:)/i,
  ],
  ['interview', /\binterview|questions? (to|i should) (prepare|expect)|prepare (for|me)/i],
  ['summary', /\b(summary|about me|bio\b|profile statement|introduction|elevator pitch)/i],
  ['skills', /\bskills?\b|\blearn\b|\bbecome an?\b|\bmissing for\b/i],
  [
    'review',
    /\b(review|feedback|check|critique|improve|assess|evaluate|what('?s| is) wrong|look at|rate)\b/i,
  ],
  [
    'capabilities',
    /^\s*(hi|hello|hey|help|what can you do|who are you|how (does|do) (this|you) work)\b|\bwhat can you (do|help)/i,
  ],
];

const FOLLOW_UP = /^\s*(and|what about|how about|same for|now for)\b/i;

/** What the user asks for; a short follow-up ("and for a nurse?") keeps the previous request. */
export function detectIntent(message: string, history: AssistantGrounding['history']): Intent {
  // A long pasted text is a posting to tailor to, whatever it says.
  if (wordCount(message) > 120) return 'tailor';
  const found = RULES.find(([, pattern]) => pattern.test(message))?.[0];
  if (found && !(found === 'skills' && FOLLOW_UP.test(message))) return found;
  if (FOLLOW_UP.test(message)) {
    const previous = [...history].reverse().find((turn) => turn.role === 'user');
    if (previous) {
      const before = detectIntent(previous.content, []);
      if (before !== 'other') return before;
    }
  }
  return found ?? 'other';
}

const firstName = (g: AssistantGrounding) => g.user.full_name?.trim().split(/\s+/)[0] ?? null;

const OFFLINE_NOTE =
  "_I'm Vita's built-in assistant: I work offline from your own profile and files, without a language model, so I only say what your data shows._";

/** The skills the profile shows, canonical names → where they appear. */
function profileSkills(g: AssistantGrounding): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, where: string) => {
    const canonical = canonicalSkill(name);
    if (canonical && !found.has(canonical.toLowerCase())) found.set(canonical.toLowerCase(), where);
  };
  for (const skill of g.profile.skills) add(skill.name, `your skills (${skill.proficiency_level})`);
  for (const work of g.profile.work_experiences) {
    for (const name of (work.skills_used ?? '').split(/[,;]/))
      if (name.trim()) add(name, `${work.job_title} at ${work.company_name}`);
    for (const name of skillsIn(`${work.description ?? ''}\n${work.achievements ?? ''}`)) {
      add(name, `${work.job_title} at ${work.company_name}`);
    }
  }
  for (const project of g.profile.projects) {
    for (const name of project.technologies_used)
      add(name, `the project ${quote(project.name, 60)}`);
  }
  return found;
}

const has = (skills: Map<string, string>, name: string) =>
  skills.get(canonicalSkill(name).toLowerCase());

/** Roles with their dates as months, oldest first; a current role ends today. */
function datedRoles(g: AssistantGrounding) {
  const today = monthIndex(g.today);
  return g.profile.work_experiences
    .filter((w) => w.start_date)
    .map((w) => ({
      label: `${w.job_title} at ${w.company_name}`,
      start: monthIndex(w.start_date),
      end: w.end_date ? monthIndex(w.end_date) : today,
      current: !w.end_date,
      work: w,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Months worked, overlapping roles counted once. */
function monthsOfExperience(g: AssistantGrounding): number {
  let total = 0;
  let reach = -Infinity;
  for (const role of datedRoles(g)) {
    const from = Math.max(role.start, reach);
    if (role.end > from) total += role.end - from;
    reach = Math.max(reach, role.end);
  }
  return total;
}

function timelineFindings(g: AssistantGrounding): string[] {
  const roles = datedRoles(g);
  const findings: string[] = [];
  let latest: (typeof roles)[number] | undefined;
  for (const role of roles) {
    if (latest) {
      const gap = role.start - latest.end;
      if (gap > 3) {
        findings.push(
          `A gap of ${gap} months between ${latest.label} (ended ${monthName(latest.end)}) and ${role.label} (started ${monthName(role.start)}): a line on what you did then (study, freelance work, care) answers the question before it is asked.`,
        );
      } else if (role.start < latest.end - 1) {
        findings.push(
          `${latest.label} and ${role.label} overlap from ${monthName(role.start)} to ${monthName(Math.min(latest.end, role.end))}: if both were part-time or one was freelance, say so; otherwise check the dates.`,
        );
      }
    }
    if (!latest || role.end > latest.end) latest = role;
  }
  return findings;
}

function bulletFindings(lines: { text: string; where: string }[]) {
  const weak: string[] = [];
  const noNumber: string[] = [];
  for (const { text, where } of lines) {
    const opening = WEAK_OPENINGS.find((w) => text.toLowerCase().startsWith(w));
    if (opening) weak.push(`${quote(text)} (${where}) starts with “${opening}”`);
    else if (!/\d/.test(text)) noNumber.push(`${quote(text)} (${where})`);
  }
  return { weak, noNumber };
}

function section(title: string, items: string[]): string {
  return items.length ? `### ${title}\n\n${items.map((item) => `- ${item}`).join('\n')}` : '';
}

function reviewProfile(g: AssistantGrounding): string {
  const p = g.profile;
  const info = p.basic_info;
  const missing: string[] = [];
  if (!info) missing.push('Basic information (your professional title and location)');
  if (!info?.professional_summary)
    missing.push('A professional summary: ask me to “write my summary”');
  if (p.work_experiences.length === 0) missing.push('Work experience');
  if (p.education_history.length === 0) missing.push('Education');
  if (p.skills.length === 0) missing.push('Skills');
  const contact: string[] = [];
  if (info && !info.phone) contact.push('a phone number');
  if (info && !info.linkedin_url) contact.push('your LinkedIn profile');
  if (info && !info.github_url && !info.portfolio_url) contact.push('a portfolio or GitHub link');
  const lines = p.work_experiences.flatMap((w) =>
    [...bulletsOf(w.achievements), ...bulletsOf(w.description)].map((text) => ({
      text,
      where: `${w.job_title} at ${w.company_name}`,
    })),
  );
  const { weak, noNumber } = bulletFindings(lines);
  const length: string[] = [];
  const summaryWords = info?.professional_summary ? wordCount(info.professional_summary) : 0;
  if (summaryWords > 0 && summaryWords < 25)
    length.push(
      `Your summary has ${summaryWords} words; 40 to 80 words give room for your role, your strongest result and what you want next.`,
    );
  if (summaryWords > 120)
    length.push(`Your summary has ${summaryWords} words; cut it to about 80 so it is read whole.`);
  for (const w of p.work_experiences) {
    const count = bulletsOf(w.achievements).length + bulletsOf(w.description).length;
    if (count > 8)
      length.push(
        `${w.job_title} at ${w.company_name} has ${count} bullets; keep the 4 to 6 with the clearest results.`,
      );
  }
  const parts = [
    `Here is my review of your profile${info ? ` as ${quote(info.professional_title, 80)}` : ''}: ${p.work_experiences.length} role(s), ${p.education_history.length} education entr${p.education_history.length === 1 ? 'y' : 'ies'}, ${p.skills.length} skill(s), ${p.projects.length} project(s).`,
    section('Missing sections', missing),
    section(
      'Contact details to add',
      contact.length ? [`Add ${listWords(contact)}: recruiters look for them first.`] : [],
    ),
    section('Dates', timelineFindings(g)),
    section(
      'Bullets that describe duties instead of results',
      weak
        .slice(0, 6)
        .map(
          (w) =>
            `${w}: start with what you did, e.g. ${listWords(STRONG_VERBS.slice(0, 4).map((v) => `“${v}”`))}, and end with the result.`,
        ),
    ),
    section(
      'Bullets without a number',
      noNumber
        .slice(0, 6)
        .map((n) => `${n}: how many, how much, how fast? One figure makes it concrete.`),
    ),
    section('Length', length),
  ].filter(Boolean);
  if (parts.length === 1)
    parts.push(
      'Nothing stands out as missing or weak: your profile covers every section, with dated roles and results. Ask me to tailor it to a posting next.',
    );
  return parts.join('\n\n');
}

const STANDARD_HEADINGS = [
  ['Experience', /^\s*(work |professional )?experience|employment( history)?\s*$/im],
  ['Education', /^\s*education\s*$/im],
  ['Skills', /^\s*(technical |key )?skills\s*$/im],
] as const;

function reviewDocument(
  g: AssistantGrounding,
  file: { filename: string; text: string | null },
): string {
  if (!file.text) {
    return `I could not read any text in ${quote(file.filename)}. If it is a scan, applicant tracking systems cannot read it either: save it again from your editor as PDF or DOCX, then attach it again.`;
  }
  const text = file.text;
  const words = wordCount(text);
  const contact: string[] = [];
  if (!/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) contact.push('an e-mail address');
  if (!/\+?\d[\d\s().-]{7,}\d/.test(text)) contact.push('a phone number');
  if (!/linkedin\.com/i.test(text)) contact.push('your LinkedIn URL');
  const headings = STANDARD_HEADINGS.filter(([, pattern]) => !pattern.test(text)).map(
    ([name]) => name,
  );
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^[\s•·*\-–]+/, '').trim())
    .filter((line) => wordCount(line) >= 4);
  const { weak, noNumber } = bulletFindings(
    lines.map((line) => ({ text: line, where: file.filename })),
  );
  const found = skillsIn(text);
  return [
    `Here is my review of ${quote(file.filename)} (${words} words).`,
    section(
      'Contact details missing',
      contact.length ? [`I did not find ${listWords(contact)}.`] : [],
    ),
    section(
      'Headings',
      headings.length
        ? [
            `I did not find a standard ${listWords(headings)} heading; tracking systems file your text under headings like these.`,
          ]
        : [],
    ),
    section(
      'Lines that describe duties',
      weak
        .slice(0, 5)
        .map(
          (w) =>
            `${w}: start with a strong verb such as “${STRONG_VERBS[0]}” or “${STRONG_VERBS[1]}”.`,
        ),
    ),
    section(
      'Lines without a number',
      noNumber.slice(0, 5).map((n) => `${n}: add a figure if you have one.`),
    ),
    section(
      'Length',
      words < 250
        ? [`${words} words is short for a CV; most run 400 to 900 words on one or two pages.`]
        : words > 1100
          ? [`${words} words is long; two pages (about 900 words) is what most recruiters read.`]
          : [`${words} words fits one or two pages.`],
    ),
    found.length ? `Skills I recognise in it: ${listWords(found.slice(0, 15))}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const LEVEL_ORDER = { expert: 0, advanced: 1, intermediate: 2, beginner: 3 } as const;

function summary(g: AssistantGrounding): string {
  const p = g.profile;
  const info = p.basic_info;
  const roles = datedRoles(g);
  // The role to name: a current one (the longest held), else the one that ended last.
  const latest = [...roles].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.end - a.end || a.start - b.start,
  )[0];
  const years = Math.floor(monthsOfExperience(g) / 12);
  const top = [...p.skills]
    .sort((a, b) => LEVEL_ORDER[a.proficiency_level] - LEVEL_ORDER[b.proficiency_level])
    .slice(0, 4)
    .map((s) => s.name);
  const result = p.work_experiences
    .flatMap((w) => bulletsOf(w.achievements))
    .find((b) => /\d/.test(b));
  if (!info && roles.length === 0) {
    return 'I need something to write from: add your professional title and at least one role (the profile steps on the home page, or import your CV or a JSON Resume file in Settings), then ask me again.';
  }
  const title = info?.professional_title ?? latest?.work.job_title ?? 'Professional';
  const sentences = [
    `${title}${years >= 1 ? ` with ${years} year${years === 1 ? '' : 's'} of experience` : ''}${latest ? `, ${latest.current ? 'currently' : 'most recently'} ${latest.work.job_title} at ${latest.work.company_name}` : ''}.`,
    top.length ? `Strongest in ${listWords(top)}.` : null,
    result ? `${result.replace(/[.;]$/, '')}.` : null,
  ].filter(Boolean);
  const draft = sentences.join(' ');
  const used = [
    info ? `your title ${quote(info.professional_title, 60)}` : null,
    years >= 1 ? `${years} years from your dated roles` : null,
    latest ? `your latest role (${latest.label})` : null,
    top.length ? 'your skills with the highest levels' : null,
    result ? 'an achievement with a number' : null,
  ].filter((x): x is string => x !== null);
  const parts = [
    info?.professional_summary
      ? `Your summary now:\n\n> ${info.professional_summary}\n\nA draft built from your profile:`
      : 'A draft built from your profile:',
    `> ${draft}`,
    `I used ${listWords(used)}, and nothing else.${result ? '' : ' Add an achievement with a number to a role and I can put your strongest result in it.'} Add what you want next (the role or industry you are aiming for) in your own words, then save it under Basic Info.`,
  ];
  return parts.join('\n\n');
}

function findRole(text: string): RoleSkills | undefined {
  const lower = text.toLowerCase();
  // The longest name that appears wins ("data engineer" over "engineer").
  const candidates = ROLES.flatMap((role) =>
    [role.role.toLowerCase(), ...role.aliases].map((name) => ({ role, name })),
  );
  return candidates
    .filter(({ name }) =>
      new RegExp(
        `(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}])`,
        'iu',
      ).test(lower),
    )
    .sort((a, b) => b.name.length - a.name.length)[0]?.role;
}

function skillsFor(g: AssistantGrounding, message: string): string {
  const target =
    findRole(message) ??
    g.cvs
      .map((cv) => (cv.target_job_title ? findRole(cv.target_job_title) : undefined))
      .find(Boolean) ??
    (g.profile.basic_info ? findRole(g.profile.basic_info.professional_title) : undefined);
  if (!target) {
    return `I don't know that role yet. Ask me about one of these: ${listWords(ROLES.map((r) => r.role))}. For example: “Which skills should I add for a data engineer?”`;
  }
  const mine = profileSkills(g);
  const haveSkills = target.skills.filter((s) => has(mine, s));
  const missing = target.skills.filter((s) => !has(mine, s));
  return [
    `For a **${target.role}**, postings most often ask for: ${listWords(target.skills)}.`,
    section(
      'What your profile already shows',
      haveSkills.map((s) => `${s}: in ${has(mine, s)}`),
    ),
    section(
      'What to add, if you have used it',
      missing.map((s) => `${s}`),
    ),
    missing.length
      ? 'Only add a skill you have really used: put it in Skills, and show it in the role or project where you used it (Skills used, or a bullet with the result). If you have not used one yet, a small project that uses it is the quickest proof.'
      : 'Your profile shows every skill postings for this role ask for most. Make sure each one appears in a role or project with a result, not only in the skills list.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function tailor(g: AssistantGrounding, message: string): string {
  const posting = wordCount(message) > 60 ? message : null;
  if (!posting) {
    const targets = g.cvs.filter((cv) => cv.target_job_title || cv.target_company);
    return [
      'Paste the job posting here (its whole text), and I will compare it with your profile: which of its skills you show, which are missing, and what to change in each section.',
      targets.length
        ? `Your CVs aim at ${listWords(targets.map((cv) => quote([cv.target_job_title, cv.target_company].filter(Boolean).join(' at '), 80)))}; meanwhile I can list the skills such a role asks for: ask “which skills should I add for ${targets[0]?.target_job_title ?? 'this role'}?”.`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const asked = skillsIn(posting);
  const mine = profileSkills(g);
  const shown = asked.filter((s) => has(mine, s));
  const missing = asked.filter((s) => !has(mine, s));
  const title = g.profile.basic_info?.professional_title;
  return [
    `The posting names ${asked.length} skill(s) I recognise${asked.length ? `: ${listWords(asked)}` : ''}.`,
    section(
      'Skills your profile shows',
      shown.map((s) => `${s}: in ${has(mine, s)}`),
    ),
    section('Skills the posting asks for that your profile does not show', missing),
    section('Edits, section by section', [
      `Summary: name the posting's role${title ? ` next to your title ${quote(title, 60)}` : ''} and lead with ${shown.length ? listWords(shown.slice(0, 3)) : 'the skills it asks for that you have'}.`,
      'Work experience: move the bullets that use these skills to the top of each role, and give each a result.',
      missing.length
        ? `Skills: add ${listWords(missing.slice(0, 5))} only where you have really used them, and show where.`
        : 'Skills: keep the posting’s wording for the skills you share, so tracking systems match them.',
    ]),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function interview(g: AssistantGrounding): string {
  const skills = [...g.profile.skills]
    .sort((a, b) => LEVEL_ORDER[a.proficiency_level] - LEVEL_ORDER[b.proficiency_level])
    .slice(0, 5);
  if (skills.length === 0 && g.profile.work_experiences.length === 0) {
    return 'Add your skills and roles to your profile first: I build the questions from them. Meanwhile, prepare “Tell me about yourself” and “Why this role?” in two minutes each.';
  }
  const bySkill = skills.map((skill) => {
    const bank = QUESTION_BANK[canonicalSkill(skill.name).toLowerCase()];
    const questions = bank ?? GENERIC_SKILL_QUESTIONS.map((q) => q.replace('{skill}', skill.name));
    return `**${skill.name}** (${skill.proficiency_level})\n${questions.map((q) => `  - ${q}`).join('\n')}`;
  });
  const roles = datedRoles(g).slice(-2).reverse();
  const behavioural = roles.map(
    (role) =>
      `Tell me about a time at ${role.work.company_name} when something went wrong, and what you did as ${role.work.job_title}.`,
  );
  return [
    skills.length
      ? `### Questions on your skills\n\n${bySkill.map((b) => `- ${b}`).join('\n')}`
      : '',
    section('Questions on your experience', behavioural),
    'Answer each with a situation, what you did and the result, in about two minutes.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function capabilities(g: AssistantGrounding): string {
  return [
    "I'm Vita's built-in assistant. I work offline, without a language model: I read your profile, your CVs and the files you attach, and I answer from them only.",
    '### What I can do',
    [
      '**Review your profile** or an attached CV: missing sections and contact details, gaps and overlaps in your dates, bullets without a result or a number, weak verbs, length. Try “review my profile”.',
      '**Write your professional summary** from your experience: “write my summary”.',
      '**Skills for a role**: “which skills should I add for a product manager?”',
      '**Tailor your CV to a posting**: paste the posting’s text.',
      '**Prepare for interviews** on your listed skills: “interview questions”.',
    ]
      .map((line) => `- ${line}`)
      .join('\n'),
    g.profile.work_experiences.length
      ? `I can see ${g.profile.work_experiences.length} role(s) and ${g.profile.skills.length} skill(s) in your profile.`
      : 'Your profile is empty so far: fill in the steps on the home page, or import your CV or a JSON Resume file, and I can say much more.',
  ].join('\n\n');
}

function other(g: AssistantGrounding, message: string): string {
  const role = findRole(message);
  return [
    `I can't answer that one from your data${role ? '' : ', but here is what I can do'}.`,
    role
      ? `If you are asking about the ${role.role} role, try “which skills should I add for a ${role.role.toLowerCase()}?” or paste a posting for it.`
      : '',
    capabilities(g),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The built-in assistant's reply: the request recognised by rules, answered from the user's own
 * data. Pure and deterministic: the same grounding and message give the same text.
 */
export function composeOfflineReply(g: AssistantGrounding, message: string): string {
  const intent = detectIntent(message, g.history);
  const name = firstName(g);
  const document = [...g.attachments].reverse()[0];
  const aboutDocument =
    document &&
    (/\b(this|my|the|attached)\s+(cv|resume|résumé|file|document)\b/i.test(message) ||
      message.startsWith('Review this CV ('));
  let body: string;
  switch (intent) {
    case 'review':
      body = aboutDocument && document ? reviewDocument(g, document) : reviewProfile(g);
      break;
    case 'summary':
      body = summary(g);
      break;
    case 'skills':
      body = skillsFor(g, message);
      break;
    case 'tailor':
      body = tailor(g, message);
      break;
    case 'interview':
      body = interview(g);
      break;
    case 'capabilities':
      body = capabilities(g);
      break;
    default:
      body = aboutDocument && document ? reviewDocument(g, document) : other(g, message);
  }
  const greeting = name && g.history.length === 0 ? `Hi ${name}! ` : '';
  const note =
    g.history.length === 0 && intent !== 'capabilities' && intent !== 'other'
      ? `\n\n${OFFLINE_NOTE}`
      : '';
  return `${greeting}${body}${note}`;
}

export { skillPattern };
