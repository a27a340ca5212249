/**
 * Vita's built-in career assistant: deterministic rules over the user's own data, no network and
 * no model. `composeOfflineReply` answers one message; `createOfflineModel` wraps it as an AI SDK
 * model so it streams through `streamText` like any provider.
 */
export { composeOfflineReply, OFFLINE_NOTE } from './compose';
export { detectIntent, type Intent } from './intents';
export { createOfflineModel, replyPieces, type LanguageModelV3 } from './model';
export { coverLetterFacts, draftCoverLetter, type CoverLetterFacts } from './cover-letter';
