/**
 * Applications: the jobs a member saves and applies to, with the CV sent (frozen as it printed
 * then), the analysis it was sent with and a cover letter. The app hands in the CVs, the frozen
 * files' store, the renderer and the posting reader (see ApplicationDependencies).
 */
export { applicationsRoutes, type ApplicationDependencies } from './routes';
