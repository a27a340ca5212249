import type { AssistantGrounding } from '../grounding';
import {
  HOW_TO_FILL,
  datedRoles,
  recentBullets,
  latestRole,
  anyApproximate,
  levelNote,
  levelOf,
  monthsOfExperience,
  skillsByLevel,
} from './facts';
import {
  blockquote,
  degreeWords,
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

/** A figure in a text: a number that is not a year alone ("Nurse of the Year 2023" has none). */
export const figure = (text: string) => /\d/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''));

/** A bullet that names an award or a distinction. */
export const AWARD =
  /\b(?:award(?:ed)?|prize|winner|won|honou?r(?:ed)?|recogni[sz]ed (?:as|for)|of the year|distinction|fellowship|scholarship)\b/i;

/** A sentence's first word lowered when it is an ordinary word ("Cut", not "AWS" or "iOS"). */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const sentence = (text: string) => `${text.trim().replace(/[.;,:!]+$/, '')}.`;

/** A skill as the summary names it: the known name ("Kubernetes" for "k8s"), else as written. */
function skillName(name: string): string {
  const names = skillNamesOf(name);
  return names.length === 1 && names[0] ? names[0] : name.trim();
}

/**
 * A professional summary drafted only from the profile's facts: the title, the years of the dated
 * roles, the latest role, the highest-rated skills, a result with a number, the latest degree.
 * Nothing is added that the profile does not say; what the user wants next is theirs to write.
 */
export function writeSummary(g: AssistantGrounding): string {
  const p = g.profile;
  const info = p.basic_info;
  const roles = datedRoles(g);
  if (!info && roles.length === 0) {
    return paragraphs([
      'I need something to write from: your profile has no professional title and no roles yet, and I only write from what it says.',
      `${HOW_TO_FILL} Then ask me again, and I will draft your summary from your title, your roles, your skills and your results.`,
    ]);
  }
  const latest = latestRole(roles);
  const years = Math.floor(monthsOfExperience(roles) / 12);
  const top = skillsByLevel(g).slice(0, 4);
  const topNames = [...new Set(top.map((s) => skillName(s.name)))];
  // The most recent role's first result with a figure.
  const result = recentBullets(roles).find(({ text }) => figure(text) && !AWARD.test(text));
  // An award or distinction the person listed: named whatever its place among the bullets.
  const award = recentBullets(roles).find(({ text }) => AWARD.test(text) && text !== result?.text);
  const degree = [...p.education_history]
    .filter((e) => e.degree !== 'Other' && e.degree !== 'High School Diploma')
    .sort((a, b) => (b.end_date ?? g.today).localeCompare(a.end_date ?? g.today))[0];

  const title = info?.professional_title ?? latest?.work.job_title ?? '';
  const sameTitle =
    latest !== undefined && latest.work.job_title.trim().toLowerCase() === title.toLowerCase();
  const where = latest
    ? `${latest.current ? 'currently' : 'most recently'} ${sameTitle ? 'at' : `${latest.work.job_title} at`} ${latest.work.company_name}`
    : null;
  const sentences = [
    sentence(
      `${title}${years >= 1 ? ` with ${plural(years, 'year')} of experience` : ''}${where ? `, ${where}` : ''}${!where && info?.location ? `, based in ${info.location}` : ''}`,
    ),
    topNames.length ? sentence(`Skilled in ${listWords(topNames)}`) : null,
    result
      ? sentence(
          `${result.role === latest ? 'In this role' : `At ${result.role.work.company_name}`}, ${lowerFirst(result.text.trim())}`,
        )
      : null,
    award ? sentence(`Recognised: ${lowerFirst(award.text.trim())}`) : null,
    degree?.degree
      ? sentence(`Holds ${/^[AEIOU]/i.test(degree.degree) ? 'an' : 'a'} ${degreeWords(degree)}`)
      : null,
  ].filter((s): s is string => s !== null);
  const draft = sentences.slice(0, 5).join(' ');

  const first = roles[0];
  const approx = anyApproximate(roles);
  const used = [
    info ? `Your title: ${quote(info.professional_title, 80)}` : null,
    years >= 1 && first
      ? `${approx ? 'About ' : ''}${plural(years, 'year')} of experience: your dated roles since ${first.startLabel}${latest?.current ? ' up to today' : ''}, overlaps counted once`
      : null,
    latest ? `Your ${latest.current ? 'current' : 'latest'} role: ${latest.label}` : null,
    top.length
      ? `Your ${top.some((s) => levelOf(s)) ? 'highest-rated ' : ''}skills: ${listWords(top.map((s) => `${md(s.name)}${levelNote(s)}`))}`
      : null,
    award ? `An award, from ${award.role.label}: ${quote(award.text)}` : null,
    result ? `A result with a number, from ${result.role.label}: ${quote(result.text)}` : null,
    degree ? `Your education: ${md(educationLabel(degree))}` : null,
  ].filter((x): x is string => x !== null);

  const current = info?.professional_summary?.trim() || null;
  const changes: string[] = [];
  if (current) {
    if (years >= 1 && !/\b\d+\+?\s*(?:years?|yrs)\b/i.test(current))
      changes.push(`Added your ${plural(years, 'year')} of experience.`);
    if (latest && !current.toLowerCase().includes(latest.work.company_name.toLowerCase()))
      changes.push(
        `Named your ${latest.current ? 'current' : 'latest'} role at ${md(latest.work.company_name)}.`,
      );
    const mentioned = new Set(skillsIn(current).map((s) => s.toLowerCase()));
    const newSkills = topNames.filter(
      (name) =>
        !mentioned.has(name.toLowerCase()) && !current.toLowerCase().includes(name.toLowerCase()),
    );
    if (newSkills.length)
      changes.push(`Named your strongest skills: ${listWords(newSkills.map(md))}.`);
    if (result && !figure(current))
      changes.push('Added a result with a number, the proof recruiters look for.');
    changes.push(
      `From ${plural(wordCount(current), 'word')} to ${plural(wordCount(draft), 'word')}, in the third person without “I”, as most CVs use.`,
    );
  }

  const missing: string[] = [];
  if (!result) missing.push('an achievement with a number in one of your roles');
  if (top.length === 0) missing.push('your skills with their levels');
  if (roles.length === 0) missing.push('your roles with their dates');

  return paragraphs([
    current ? `Your summary now:\n\n${blockquote(current)}` : null,
    current ? 'An improved version, built from your profile:' : 'A draft built from your profile:',
    blockquote(draft),
    current ? section('What changed', changes) : null,
    section('What I used, and nothing else', used),
    missing.length ? `Add ${listWords(missing)} to your profile and I can make it stronger.` : null,
    'Add one sentence on what you want next (the role or the industry you aim for) in your own words, then save it as your professional summary under Basic Info.',
  ]);
}
