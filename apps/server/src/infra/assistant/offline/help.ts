import type { AssistantGrounding } from '../grounding';
import { HOW_TO_FILL, datedRoles, isEmptyProfile, latestRole, newestReadable } from './facts';
import { ASK_AGAIN, type Intent } from './intents';
import { findRole } from './roles';
import { paragraphs, plural, quote } from '../../language/text';

export const WHAT_I_CAN_DO = [
  '**Review your profile**, one of your roles or an attached CV: missing sections and contact details, gaps and overlaps in your dates, bullets without a result or a number, weak verbs, length. Try “review my profile”, “review my job at …” or “review this CV”.',
  '**Write your professional summary** from your own experience, or improve the one you have: “write my summary”.',
  '**Skills for a role**: what its postings ask for, what your profile shows and what to add: “which skills should I add for a product manager?”',
  '**Tailor your CV to a job posting**: paste the posting’s text and I compare it with your profile, section by section.',
  '**Prepare for interviews**: questions on your listed skills and your own roles: “interview questions”.',
  '**Answer questions about your profile**: whether a skill shows and where, how long you have worked, when a role was, which roles used a tool, your skills, certifications, education and projects as listed: “which of my jobs used Kubernetes?”, “what are my strongest skills?”',
  '**Write for you**: a bullet rewritten (“rewrite this bullet: …”), a LinkedIn headline or About text, a cover letter draft from a pasted posting; then “shorter” or “another one”.',
  '**Advise on length and content**: “is my CV too long?”, “what should I drop?”, “how do I explain a gap?”',
];

/** One sentence on what the assistant sees of the user's data. */
function whatISee(g: AssistantGrounding): string {
  const p = g.profile;
  if (isEmptyProfile(g)) {
    return `Your profile is empty so far. ${HOW_TO_FILL} Then I can say much more.`;
  }
  const latest = latestRole(datedRoles(g));
  const file = newestReadable(g);
  return `I can see ${plural(p.work_experiences.length, 'role')}${latest ? ` (latest: ${latest.label})` : ''}, ${plural(p.skills.length, 'skill')} and ${plural(p.education_history.length, 'education entry', 'education entries')} in your profile${file ? `, and your attached ${quote(file.filename, 60)}` : ''}.`;
}

export function capabilities(g: AssistantGrounding): string {
  return paragraphs([
    "I'm Vita's built-in assistant. I work offline, without a language model: I read your profile, your CVs' targets and the files you attach to this conversation, and I answer from them only, so I never make up facts about you.",
    '### What I can do',
    WHAT_I_CAN_DO.map((line) => `- ${line}`).join('\n'),
    whatISee(g),
  ]);
}

/** Topics people ask about that the assistant cannot answer, with what it can do instead. */
const TOPICS: [RegExp, string][] = [
  [
    /^\W*(?:thanks|thank you|thx|cheers|great|perfect|nice)\b/i,
    "You're welcome! Here is what else I can do.",
  ],
  [
    /\b(?:find|search|look for|looking for|recommend)\b.*\b(?:jobs?|work|openings|vacancies|positions|companies)\b/i,
    'I can’t search job listings (I work offline), but paste a posting you found and I will compare it with your profile.',
  ],
  [
    ASK_AGAIN,
    'There is nothing of mine yet to write again: first ask for a text (your summary, a LinkedIn headline or About text, a cover letter, or “rewrite this bullet: …”), then “shorter” or “another one”.',
  ],
  [
    /\blinkedin\b/i,
    'I can’t read LinkedIn, but a review of your profile checks that it links to it, and a summary draft works there too.',
  ],
];

/** Anything else: what the assistant can do, pointed at the closest request and the user's data. */
export function fallback(g: AssistantGrounding, message: string): string {
  const topic = TOPICS.find(([pattern]) => pattern.test(message))?.[1];
  const role = findRole(message);
  const empty = isEmptyProfile(g);
  const next = empty
    ? null
    : g.profile.work_experiences.length
      ? 'A good start: “review my profile”.'
      : 'A good start: “which skills should I add for a …?” with the role you want.';
  return paragraphs([
    topic ??
      'That is not something I can answer from your profile and files, but here is what I can do with them.',
    "I'm Vita's built-in assistant: I work offline, without a language model, from your profile and the files you attach.",
    role
      ? `If you are asking about the ${role.role} role, try “which skills should I add for a ${role.role.toLowerCase()}?” or paste a posting for it.`
      : null,
    '### What I can do',
    WHAT_I_CAN_DO.map((line) => `- ${line}`).join('\n'),
    `${whatISee(g)}${next ? ` ${next}` : ''}`,
  ]);
}

/** The setting that puts a language model behind the chat. */
export const MODEL_SETTING = 'ASSISTANT_PROVIDER=openai-compatible';

const TRANSLATION =
  /trans?lat|[üu]bersetz|tradu[cz]|\b(?:in|into|to|auf|en|em)\s+\p{L}+\s*[?.!]*$|^\W*\p{L}+\W*$/iu;
const PAY =
  /salar|\bpay|\bpaid|compensation|wage|earn|gehalt|salaire|how much (?:should|could|can|will|would|do) i/i;

/**
 * A request that needs a language model or market data: one sentence that says so, what can be
 * done offline instead, and the setting that adds a model.
 */
export function needsAModel(g: AssistantGrounding, message: string, previous: Intent): string {
  const setting = `An administrator can add a language model by setting \`${MODEL_SETTING}\` (with \`ASSISTANT_BASE_URL\` and \`ASSISTANT_MODEL\`) on the server; then questions like this one go to the model, with your profile's facts.`;
  if (PAY.test(message)) {
    return paragraphs([
      'I can’t give salary figures: that needs market data, and I work offline from your profile only.',
      'What I can do offline: make your results easy to point to when you negotiate (“review my profile” finds the bullets that still lack a number), and count your years of experience by field (“how many years of experience do I have?”).',
      setting,
    ]);
  }
  if (TRANSLATION.test(message)) {
    const what =
      previous === 'other' || previous === 'capabilities' || previous === 'limit'
        ? 'any of my answers'
        : 'the previous answer';
    return paragraphs([
      `I can’t translate ${what}: translation needs a language model, and I work offline without one.`,
      'What I can do offline: write your summary, a LinkedIn headline or About text, a cover letter draft or bullet rewrites in English, from your profile, for you to translate or have translated.',
      setting,
    ]);
  }
  return paragraphs([
    'I can’t answer that: it needs market data or a language model, and I work offline from your profile only.',
    'What I can do offline: compare a pasted job posting with your profile, list the skills a role asks for, and review your profile.',
    setting,
  ]);
}
