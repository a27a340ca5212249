export { itemsRoutes } from './routes';
