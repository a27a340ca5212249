export { cvsRoutes } from './routes';
export { listCvs } from './repository';
