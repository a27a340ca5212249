/**
 * Applications: the jobs a member saves and applies to, with the CV sent (frozen as it printed
 * then), the analysis it was sent with and a cover letter. The app's wiring hands in the CVs, the
 * frozen files' store and the profile (ApplicationsPorts); the renderer, the print queue and the
 * posting reader are the app's shared services.
 */
export { applicationsPlugin, type ApplicationsPorts } from './plugin';
export type { ApplicationDependencies } from './routes';
export { listApplications } from './repository';
