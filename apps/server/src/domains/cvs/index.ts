export { cvsPlugin, type CvsPorts } from './plugin';
export { ownCvs } from './repository';
export { layoutOf, toCvPublic } from './mapping';
