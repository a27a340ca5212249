import type { HistoryTurn } from '../grounding';
import { ASKS_ABOUT_A_SKILL, ASKS_HOW_LONG } from './lookup';
import { findRole } from './roles';
import { wordCount } from '../../language/text';

export type Intent =
  | 'capabilities'
  | 'review'
  | 'summary'
  | 'skills'
  | 'tailor'
  | 'interview'
  | 'lookup'
  | 'length'
  | 'bullet'
  | 'headline'
  | 'about'
  | 'cover_letter'
  | 'skill_roles'
  | 'when'
  | 'drop'
  | 'gaps'
  | 'limit'
  | 'mine'
  | 'other';

/** Requests answered by writing a text, which "shorter" and "another one" ask again. */
export const WRITING: ReadonlySet<Intent> = new Set([
  'bullet',
  'headline',
  'about',
  'cover_letter',
  'summary',
]);

/** Languages a reply may be asked in, by their English and their own names. */
const LANGUAGES =
  '(?:german|deutsch|french|fran[cç]ais|spanish|espa[nñ]ol|portuguese|portugu[eê]s|italian|italiano|dutch|nederlands|polish|polski|swedish|svenska|danish|dansk|norwegian|norsk|finnish|suomi|turkish|t[uü]rk[cç]e|russian|ukrainian|greek|czech|romanian|hungarian|chinese|japanese|korean|arabic|hindi)';

/** Requests that need a language model or market data: said so, with what is possible offline. */
export const NEEDS_A_MODEL = new RegExp(
  `\\btrans?lat\\w*|[üu]bersetz\\w*|\\btradu[cz]\\w*|\\b(?:in|into|to|auf|en|em)\\s+${LANGUAGES}\\b|^\\W*${LANGUAGES}\\W*$|\\b(?:salary|salaries|pay(?:s|ing)?|paid|compensation|wages?|earn(?:ing)?|gehalt|salaire|salario|sal[aá]rio)\\b|\\bhow much (?:should|could|can|will|would|do) i (?:ask|make|get|charge|earn)|\\bjob market\\b|\\bdemand for\\b|\\b(?:which|what) companies (?:are )?hiring\\b`,
  'i',
);

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
  ['limit', NEEDS_A_MODEL],
  [
    'cover_letter',
    /\bcov[ae]r\s*-?\s*lett?[ea]r|\bmotivation(?:al)? letter|\bletter of (?:motivation|application)|\bletter\b[^?]*\bapplication\b|\bapplication letter\b|\banschreiben\b|\bbewerbungsschreiben\b|\blettre de motivation\b|\bcarta de (?:presentaci[oó]n|motiva[cç][aã]o)\b/i,
  ],
  [
    'bullet',
    /\b(?:re-?w?rite|rewirte|rephrase|reword|polish|strengthen|improve|fix|punch up|make (?:this|it|my)\b.*\b(?:stronger|better))\b[^:]*\b(?:bullets?|bullet ?points?|line|sentence|achievement|point)\b|\bbullets?\b[^?]*:|\b(?:stronger|better) (?:version|wording) of\b|\b(?:re-?word|rephrase|re-?write|reformulate|punch up|make (?:this|it) (?:sound )?(?:better|stronger))\b\s*(?:this\s*)?[:\-–“"]/i,
  ],
  ['headline', /\bhead ?lines?\b|\bheadlin\b|\btag ?line\b|\blinked ?in title\b/i],
  [
    'about',
    /\b(?:link(?:ed)?in|linkdin)\b.*\b(?:about|summary|bio)\b|\babout (?:section|text|part)\b/i,
  ],
  [
    'length',
    /\bto{1,2} (?:long|short)\b|\bpages?\b.*\b(?:cv|resume|résumé)\b|\b(?:cv|resume|résumé)\b.*\bpages?\b|\bpage count\b|\bhow (?:long|many words)\b.*\b(?:cv|resume|résumé)\b|\blength of my\b|\bone[- ]pager?\b/i,
  ],
  [
    'gaps',
    /\bgaps?\b|\bcareer break|\bbreak in my|\bmilitary|\barmy\b|\bnational service|\bcivil service|\bconscription|\bsabbatical|\bparental leave|\bmaternity|\bpaternity|\bcar(?:ing|er) (?:for|responsibilit)|\btime (?:off|out) (?:from|to)\b|\bexplain (?:the |my |a |that |this )?(?:year|time|months?|period)\b|\bwent back to (?:study|school|university|uni|college)\b|\bunemploy\w*|\bstay[- ]at[- ]home\b|\bbetween jobs\b|\bout of work\b|\blaid off\b|\bredundan\w*|\b(?:years?|months?|weeks?|time|a year) off\b|\bcar(?:e|ed) for (?:my|a|an|our|his|her)\b/i,
  ],
  [
    'drop',
    /\b(?:drop|remove|delete|leave out|take out|get rid of|omit|cut)\b.*\b(?:from|my|the|off)\b|\bshould i (?:still )?(?:include|keep|list|mention)\b|\bwhat (?:can|should) i (?:cut|drop|remove|leave out)\b|\bextra-?curricular|\bleave\b[^?]*\boff\b|\bdo i (?:need|have) to (?:list|include|mention|keep)\b|\b(?:anything|something|what)\b[^?]*\b(?:i )?(?:should|could|can|shall)(?: i)? (?:cut|drop|remove|trim|leave out|take out)\b/i,
  ],
  [
    'skill_roles',
    /\b(?:which|what|in which)\s+(?:of my\s+)?(?:jobs?|roles?|positions?|employers?|companies|work)\b.*\b(?:use|used|using|with|involve[ds]?|need(?:ed)?)\b|\bwhere (?:did|have) i (?:use|used|work(?:ed)? with)\b/i,
  ],
  [
    'when',
    /\bwhen (?:did|was|were) i\b|\bwhat (?:year|years|dates?) (?:did|was) i\b|\bhow long (?:was|did) i (?:at|with|stay|work(?:ed)? (?:at|for))\b|\bdates? of my (?:job|role|time|work)\b|\b(?:which|what) (?:year|month|date) did i\b|\bmy (?:current|latest|last|most recent) (?:job|role|position|employer)\b/i,
  ],
  [
    'interview',
    /\binterview|\bquestions? (?:to|i should|i might|i may|i could|they (?:might|may|could|will)|recruiters?|employers?) ?(?:prepare|expect|ask|get|practi[sc]e)|\bmock (?:interview|questions)|\bprepare (?:me )?for (?:an?|my|the) (?:interview|job|meeting)|\bquestions?\b.*\bprepare\b|\bprepare\b.*\bquestions?\b/i,
  ],
  [
    'summary',
    /\b(?:summ?[ae]r(?:y|ies|ise|ize)|summery|about me|about[- ]me section|bio|personal statement|profile statement|elevator pitch|introduce myself|self[- ]introduction)\b/i,
  ],
  [
    'tailor',
    /\b(?:tailor(?:ed|ing)?|customi[sz]e|job (?:posting|post|ad|advert|advertisement|description|offer|listing|spec)|posting|vacancy|jd)\b|\bmatch (?:my|the) (?:cv|resume|résumé|profile)\b/i,
  ],
  // What the person has on file: "list my certifications", "what are my strongest skills".
  [
    'mine',
    // Not what to add or learn for a role: that is the skills answer.
    /^(?![^?]*\b(?:for an?|as an?|become|missing|gaps?|need|should|learn|add|improve)\b)[^?]*?\b(?:list|show|what are|which are|tell me|give me|remind me of)\b[^?]*\bmy\b[^?]*\b(?:skills?|certifications?|certificates?|licen[cs]es?|qualifications?|education|degrees?|projects?)\b|\bmy (?:strongest|best|top|main|key|strongest technical) skills\b|\bwhat (?:skills|certifications|certificates|licen[cs]es|qualifications|degrees|projects) do i have\b/i,
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
    /\b(?:review|reveiw|reviw|feedback|check|critique|criticise|criticize|improve|assess|evaluate|rate|score|proofread|analy[sz]e|look (?:at|over)|go (?:over|through)|what(?:'|’)?s wrong|what is wrong|what(?:'|’)?s missing|what is missing|missing from my|what do you think|how (?:is|does|good is) my|is my (?:cv|resume|résumé|profile)|gaps?|weak(?:nesses)?|fix my|better cv|stand out)\b/i,
  ],
  // A question about the user's own data: a skill they may have, how long they have worked.
  ['lookup', ASKS_ABOUT_A_SKILL],
  ['lookup', ASKS_HOW_LONG],
  [
    'capabilities',
    /^\W*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings|help|start|menu|options|hallo|hola|bonjour|salut|ol[aá]|oi|ciao|hej|hoi|servus|moin|guten (?:tag|morgen|abend)|buen(?:os|as) (?:d[ií]as|tardes|noches)|bom dia|boa tarde|cześć|merhaba|namaste|привет|здравствуйте|こんにちは|你好)(?=[\s,.!?;:]|$)|\bwhat (?:can|could) you (?:do|help)|\bwho are you\b|\bwhat are you\b|\bhow (?:does|do) (?:this|you|it) work\b|\bare you (?:an? )?(?:ai|bot|robot|human|real|person|chatgpt|gpt|model|llm|language model)\b|\bwhat do you do\b|\bhow can you help\b|\bhelp(?: me)?\W*$/i,
  ],
];

/** A short message that continues the previous request: "and for a nurse?", "what about Go?". */
const FOLLOW_UP =
  /^\W*(?:and|what about|how about|same (?:for|with)|now (?:for|with)|also|ok(?:ay)?,? (?:and|now|what about)|then|or)\b/i;

/** "Shorter", "another one", "one more", "try again": asks the previous answer again. */
export const ASK_AGAIN =
  /^\W*(?:(?:(?:please|pls|can you|could you)\s+)?(?:make it |a bit |much |even |way )?(?:shorter|more concise|briefer|kürzer|plus court|más corto|mais curto)|another(?: one| version| variant| option| take)?|one more|more (?:variants|versions|options)|(?:a )?different (?:one|version|take)|try again|again|give me another)\b[^?]{0,30}\W*$/i;

const SHORTER = /\bshort|\bconcise|\bbrief|\bkürzer|\bcourt|\bcorto|\bcurto/i;

function classify(message: string, previous: Intent): Intent {
  const letter = RULES.find(([intent]) => intent === 'cover_letter')?.[1];
  if (letter?.test(message)) return 'cover_letter';
  // "Rewrite this bullet: …" stays a rewrite however long the text pasted after it.
  const bullet = RULES.find(([intent]) => intent === 'bullet')?.[1];
  if (bullet?.test(message.slice(0, 120))) return 'bullet';
  if (looksLikePosting(message)) return previous === 'cover_letter' ? 'cover_letter' : 'tailor';
  if (ASK_AGAIN.test(message) && WRITING.has(previous)) return previous;
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
  return detectRequest(message, history).intent;
}

/** The request with how it is asked again: "another one" is the next variant, "shorter" shorter. */
export function detectRequest(
  message: string,
  history: readonly HistoryTurn[] = [],
): { intent: Intent; previous: Intent; variant: number; shorter: boolean } {
  let previous: Intent = 'other';
  let variant = 0;
  let shorter = false;
  const step = (text: string, before: Intent) => {
    const intent = classify(text, before);
    const again = ASK_AGAIN.test(text) && WRITING.has(before) && intent === before;
    variant = again ? variant + (SHORTER.test(text) ? 0 : 1) : 0;
    shorter = again ? shorter || SHORTER.test(text) : false;
    return intent;
  };
  for (const turn of history) if (turn.role === 'user') previous = step(turn.content, previous);
  const intent = step(message, previous);
  return { intent, previous, variant, shorter };
}

/** Whether a message is about an attached file rather than the profile. */
export const mentionsDocument = (message: string) =>
  /\b(?:this|my|the|that|attached|uploaded|new|latest)\s+(?:cv|resume|résumé|file|document|pdf|docx?)\b|\battach(?:ed|ment)\b|\bupload(?:ed)?\b/i.test(
    message,
  ) && !/\bmy profile\b/i.test(message);

/** Whether a message is a follow-up of the turn before it. */
export const isFollowUp = (message: string) => FOLLOW_UP.test(message);
