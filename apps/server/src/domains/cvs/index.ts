export { cvsRoutes } from './routes';
