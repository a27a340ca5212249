import type { HistoryTurn } from '../grounding';
import { ASKS_ABOUT_A_SKILL, ASKS_HOW_LONG } from './lookup';
import { findRole } from './roles';
import { wordCount } from './text';

export type Intent =
  'capabilities' | 'review' | 'summary' | 'skills' | 'tailor' | 'interview' | 'lookup' | 'other';

/** Words that job postings use and questions rarely do. */
const POSTING_MARKERS =
  /\b(requirements|responsibilities|qualifications|what you(?:'|’)ll do|about the role|about the job|about you|we are (?:hiring|looking for)|we(?:'|’)re (?:hiring|looking for)|you will|nice to have|must have|apply now|years of experience|what we offer|benefits|salary)\b/gi;

/** Whether a message is (or contains) a pasted job posting rather than a question. */
export function looksLikePosting(message: string): boolean {
  const words = wordCount(message);
  const markers = new Set((message.match(POSTING_MARKERS) ?? []).map((m) => m.toLowerCase()));
  return words > 150 || (words >= 40 && markers.size >= 2) || (words >= 25 && markers.size >= 3);
}

/**
 * The rules, tried in order: the first that matches names the request. Specific requests come
 * before general ones ("improve my summary" is a summary, not a review).
 */
const RULES: [Intent, RegExp][] = [
  [
    'interview',
    /\binterview|\bquestions? (?:to|i should|i might|i may|i could|they (?:might|may|could|will)|recruiters?|employers?) ?(?:prepare|expect|ask|get|practi[sc]e)|\bmock (?:interview|questions)|\bprepare (?:me )?for (?:an?|my|the) (?:interview|job|meeting)|\bquestions?\b.*\bprepare\b|\bprepare\b.*\bquestions?\b/i,
  ],
  [
    'summary',
    /\b(?:summar(?:y|ies|ise|ize)|about me|about[- ]me section|bio|personal statement|profile statement|elevator pitch|headline|introduce myself|self[- ]introduction)\b/i,
  ],
  [
    'tailor',
    /\b(?:tailor(?:ed|ing)?|customi[sz]e|job (?:posting|post|ad|advert|advertisement|description|offer|listing|spec)|posting|vacancy|jd)\b|\bmatch (?:my|the) (?:cv|resume|résumé|profile)\b/i,
  ],
  [
    'skills',
    /\bskills?\b|\bskillset\b|\bwhat (?:should|do|must) i (?:learn|study|know|need)\b|\b(?:learn|learning) next\b|\bbecome an?\b|\bswitch (?:to|into)\b|\b(?:a )?(?:good )?fit for\b|\bqualified for\b|\bready for (?:an?|the)\b|\bkeywords?\b|\btech stack\b|\bcompetenc(?:e|ies|y)\b/i,
  ],
  [
    'tailor',
    /\bapply(?:ing)? (?:for|to)\b|\b(?:adapt|target|align)\b.*\b(?:cv|resume|résumé|profile|application)\b|\b(?:cv|resume|résumé) for (?:the|this|that|a|an) (?:role|job|position)\b/i,
  ],
  [
    'review',
    /\b(?:review|feedback|check|critique|criticise|criticize|improve|assess|evaluate|rate|score|proofread|analy[sz]e|look (?:at|over)|go (?:over|through)|what(?:'|’)?s wrong|what is wrong|what do you think|how (?:is|does|good is) my|is my (?:cv|resume|résumé|profile)|gaps?|weak(?:nesses)?|fix my|better cv|stand out)\b/i,
  ],
  // A question about the user's own data: a skill they may have, how long they have worked.
  ['lookup', ASKS_ABOUT_A_SKILL],
  ['lookup', ASKS_HOW_LONG],
  [
    'capabilities',
    /^\W*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings|help|start|menu|options)\b|\bwhat (?:can|could) you (?:do|help)|\bwho are you\b|\bwhat are you\b|\bhow (?:does|do) (?:this|you|it) work\b|\bare you (?:an? )?(?:ai|bot|robot|human|real|person|chatgpt|gpt|model|llm|language model)\b|\bwhat do you do\b|\bhow can you help\b|\bhelp(?: me)?\W*$/i,
  ],
];

/** A short message that continues the previous request: "and for a nurse?", "what about Go?". */
const FOLLOW_UP =
  /^\W*(?:and|what about|how about|same (?:for|with)|now (?:for|with)|also|ok(?:ay)?,? (?:and|now|what about)|then|or)\b/i;

function classify(message: string, previous: Intent): Intent {
  if (looksLikePosting(message)) return 'tailor';
  const matched = RULES.find(([, pattern]) => pattern.test(message))?.[0];
  if (matched) return matched;
  const short = wordCount(message) <= 8;
  const continues = FOLLOW_UP.test(message) || (short && findRole(message) !== undefined);
  if (continues && previous !== 'other' && previous !== 'capabilities') return previous;
  return 'other';
}

/**
 * What the user asks for, by rules on their words. A short follow-up ("and for a product
 * manager?") keeps the request of the conversation's earlier turns.
 */
export function detectIntent(message: string, history: readonly HistoryTurn[] = []): Intent {
  let previous: Intent = 'other';
  for (const turn of history) if (turn.role === 'user') previous = classify(turn.content, previous);
  return classify(message, previous);
}

/** Whether a message is about an attached file rather than the profile. */
export const mentionsDocument = (message: string) =>
  /\b(?:this|my|the|that|attached|uploaded|new|latest)\s+(?:cv|resume|résumé|file|document|pdf|docx?)\b|\battach(?:ed|ment)\b|\bupload(?:ed)?\b/i.test(
    message,
  ) && !/\bmy profile\b/i.test(message);

/** Whether a message is a follow-up of the turn before it. */
export const isFollowUp = (message: string) => FOLLOW_UP.test(message);
