/**
 * CV files: uploads received while they stream (size and kind checked by their bytes), downloads,
 * deletion. `resolveCvFilePath` is how later features (resume analysis) turn a client's `path`
 * into the caller's own file; `releaseCvFilesOf` is what the app hands to accounts so a deleted
 * user's bytes go too.
 */
export { releaseCvFilesOf, resolveCvFilePath } from './repository';
export { cvFilesPlugin } from './plugin';
export { cvFileIntake, type CvFileIntake } from './intake';
export { frozenFiles, type FrozenFiles } from './frozen';
