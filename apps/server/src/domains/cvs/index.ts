export { cvsRoutes, printedCvs } from './routes';
export { ownCvs } from './repository';
export { layoutOf, toCvPublic } from './mapping';
