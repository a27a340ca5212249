export { itemsPlugin } from './plugin';
