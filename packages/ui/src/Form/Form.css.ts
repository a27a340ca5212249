import { sprinkles } from '../Stack/sprinkles.css';

export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });
