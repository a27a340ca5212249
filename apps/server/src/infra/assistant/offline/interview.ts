import type { AssistantGrounding } from '../grounding';
import { HOW_TO_FILL, byRecency, datedRoles, levelNote, roleBullets, skillsByLevel } from './facts';
import { CATEGORY_QUESTIONS, QUESTION_BANK, categoryFromLabel } from './questions';
import { md, paragraphs, quote, section } from '../../language/text';
import { skillEntry, skillNamesOf } from '../../language/vocabulary';

/** The questions for one of the user's skills: the bank's, else its kind's, else general ones. */
function questionsFor(name: string, category: string | null): string[] {
  for (const known of skillNamesOf(name)) {
    const bank = QUESTION_BANK[known];
    if (bank) return bank.slice(0, 3);
  }
  const kind =
    skillEntry(name)?.category ??
    skillNamesOf(name)
      .map((n) => skillEntry(n)?.category)
      .find(Boolean) ??
    categoryFromLabel(category) ??
    'general';
  return CATEGORY_QUESTIONS[kind].map((q) => q.replaceAll('{skill}', md(name.trim())));
}

/**
 * Questions to prepare: for the user's top skills (highest level first, at most five) from the
 * bank, then behavioural ones set in their own roles and results.
 */
export function interviewQuestions(g: AssistantGrounding): string {
  const skills = skillsByLevel(g).slice(0, 5);
  const roles = datedRoles(g);
  if (skills.length === 0 && roles.length === 0) {
    return paragraphs([
      'Add your skills and roles to your profile first: I build the questions from them, so they are about your own experience.',
      HOW_TO_FILL,
      'Meanwhile, prepare the two questions every interview has: “Tell me about yourself” (two minutes: who you are, your strongest result, why this role) and “Why do you want this job?”.',
    ]);
  }
  const bySkill = skills.map((skill) => {
    const questions = questionsFor(skill.name, skill.category);
    return `**${md(skill.name)}**${levelNote(skill)}\n${questions.map((q) => `  - ${q}`).join('\n')}`;
  });
  const recent = byRecency(roles).slice(0, 2);
  const behavioural = recent.flatMap((role, index) => [
    index === 0
      ? `Tell me about a time at ${md(role.work.company_name)} when something went wrong, and what you did as ${md(role.work.job_title)}.`
      : `Tell me about a time at ${md(role.work.company_name)} when you disagreed with a colleague or a manager: how was it resolved?`,
    index === 0
      ? `Tell me about a time at ${md(role.work.company_name)} when you had to deliver under a tight deadline.`
      : `Tell me about a time at ${md(role.work.company_name)} when you changed how the team worked.`,
  ]);
  const results = roleBullets(g)
    .filter((b) => /\d/.test(b.text))
    .slice(0, 2)
    .map(
      (b) =>
        `You wrote ${quote(b.text)} (${b.where}): how did you measure it, what was your part, and what would you do differently?`,
    );
  const title = g.profile.basic_info?.professional_title;
  return paragraphs([
    `Here are questions to prepare, built from ${skills.length ? `your ${skills.length === 1 ? 'top skill' : `top ${skills.length} skills`}${roles.length ? ' and ' : ''}` : ''}${roles.length ? `your ${roles.length === 1 ? 'role' : 'roles'}` : ''}.`,
    skills.length
      ? `### Questions on your skills\n\n${bySkill.map((b) => `- ${b}`).join('\n')}`
      : 'Your profile has no skills listed yet, so these questions come from your roles only. Add your skills and I will add questions on each.',
    section('Questions on your experience', [...behavioural, ...results]),
    section('Always asked', [
      `“Tell me about yourself”: two minutes${title ? ` as ${quote(title, 60)}` : ''}: who you are, your strongest result, and why this role.`,
      '“Why do you want to work here?”: one reason about the company, one about the role.',
    ]),
    'Answer each with the situation, what you did and the result (the STAR method), in about two minutes, with a number where you have one.',
  ]);
}
