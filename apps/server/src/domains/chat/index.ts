/**
 * Conversations with the assistant: stored per user, answered whole over HTTP or streamed over
 * the chat socket, with the onboarding conversation named in the user's onboarding state.
 */
export { chatGroups } from './routes';
export { registerChatSocket } from './socket';
export type { ChatDependencies } from './dependencies';
export type { AttachedFile } from './repository';
export { isoDay } from './replies';
