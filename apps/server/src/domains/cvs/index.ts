export { cvsPlugin, type CvsPorts } from './plugin';
export { printedCvs } from './routes';
export { ownCvs } from './repository';
export { layoutOf, toCvPublic } from './mapping';
