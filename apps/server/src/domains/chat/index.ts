/**
 * Conversations with the assistant: stored per user, answered whole over HTTP or streamed over
 * the chat socket, with the onboarding conversation named in the user's onboarding state.
 */
export { chatPlugin } from './routes';
export { chatSocketPlugin } from './socket';
export type { ChatDependencies } from './dependencies';
export type { AttachedFile } from './repository';
