export { healthPlugin } from './plugin';
