export { cvsRoutes } from './routes';
export { findOwnCv, listCvs } from './repository';
export { layoutOf } from './mapping';
