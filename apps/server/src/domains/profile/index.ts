/**
 * The professional profile (basic information and five ordered lists) and the onboarding wizard
 * that fills it, including reading an uploaded CV into a draft for review.
 */
export { profilePlugin, type ProfilePorts } from './plugin';
export type { ProfileDependencies, ResumeImporter } from './routes';
export { linkOnboardingConversation, readOnboardingState, readPublicProfile } from './repository';
export { createJsonResumeReader, type JsonResumeReader } from './json-resume';
