import type { AssistantGrounding } from '../grounding';
import { firstName, newestReadable } from './facts';
import { gapsAndBreaks, cvLength, rolesWithSkill, whatToDrop, whenRole } from './career';
import { capabilities, fallback, needsAModel } from './help';
import { detectRequest, mentionsDocument, type Intent } from './intents';
import { interviewQuestions } from './interview';
import { ASKS_HOW_LONG, experienceLookup, onFile, skillLookup } from './lookup';
import { namedRoles, reviewDocument, reviewProfile, reviewRoles } from './review';
import { skillsForRole } from './skills';
import { writeSummary } from './summary';
import { tailorToPosting } from './tailor';
import { rewriteBullet, writeAbout, writeCoverLetter, writeHeadline, type Take } from './writing';

export const OFFLINE_NOTE =
  "_I'm Vita's built-in assistant: I work offline from your own profile and files, without a language model, so I only say what your data shows._";

function body(
  g: AssistantGrounding,
  message: string,
  intent: Intent,
  previous: Intent,
  take: Take,
): string {
  switch (intent) {
    case 'review': {
      if (!mentionsDocument(message)) {
        const roles = namedRoles(g, message);
        return roles.length ? reviewRoles(g, roles) : reviewProfile(g, false);
      }
      // The newest file with text; a newest file without any is reported as unreadable.
      const newest = g.attachments.at(-1);
      const readable = newestReadable(g);
      if (readable) return reviewDocument(readable);
      return newest ? reviewDocument(newest) : reviewProfile(g, true);
    }
    case 'summary':
      return writeSummary(g);
    case 'skills':
      return skillsForRole(g, message);
    case 'tailor':
      return tailorToPosting(g, message);
    case 'interview':
      return interviewQuestions(g);
    case 'lookup':
      return ASKS_HOW_LONG.test(message)
        ? experienceLookup(g, message)
        : (skillLookup(g, message) ?? fallback(g, message));
    case 'length':
      return cvLength(g);
    case 'bullet':
      return rewriteBullet(g, message, take);
    case 'headline':
      return writeHeadline(g, message, take);
    case 'about':
      return writeAbout(g, take);
    case 'cover_letter':
      return writeCoverLetter(g, message, take);
    case 'skill_roles':
      return rolesWithSkill(g, message);
    case 'when':
      return whenRole(g, message);
    case 'drop':
      return whatToDrop(g, message);
    case 'gaps':
      return gapsAndBreaks(g, message);
    case 'limit':
      return needsAModel(g, message, previous);
    case 'mine':
      return onFile(g, message);
    case 'capabilities':
      return capabilities(g);
    case 'other':
      return fallback(g, message);
  }
}

/**
 * Addresses the user by first name: a greeting on the conversation's first reply, the name
 * before the first sentence afterwards ("Inês, here is…").
 */
function address(name: string | null, first: boolean, text: string): string {
  if (!name) return text;
  // A reply that opens with a heading or a list keeps it on its own line.
  if (!/^[\p{L}“"]/u.test(text)) return `${first ? `Hi ${name}!` : `${name}:`}\n\n${text}`;
  if (first) return `Hi ${name}! ${text}`;
  // Only an ordinary first word is lowered ("A draft", "Here is"): not "I", a name in capitals
  // or a quotation.
  return /^(?:\p{Lu}\p{Ll}|A\s)/u.test(text) && !/^I['’]/.test(text)
    ? `${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`
    : `${name}, ${text}`;
}

/**
 * The built-in assistant's reply: the request recognised by rules on the user's words, answered
 * from their own data only. Pure and deterministic: the same grounding and message always give
 * the same text, byte for byte.
 */
export function composeOfflineReply(g: AssistantGrounding, message: string): string {
  const { intent, previous, variant, shorter } = detectRequest(message, g.history);
  const first = g.history.length === 0;
  const text = address(
    firstName(g),
    first,
    body(g, message, intent, previous, { variant, shorter }),
  );
  // The first reply says what answers; the capabilities and fallback replies say it anyway.
  const note =
    first && intent !== 'capabilities' && intent !== 'other' ? `\n\n${OFFLINE_NOTE}` : '';
  return `${text}${note}`;
}
