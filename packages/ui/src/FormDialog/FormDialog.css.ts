import { sprinkles } from '../Stack/sprinkles.css';

// The form holds the fields and the footer, so Enter in any field submits it natively.
export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });

export const fields = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });
