import { flexColumn, sprinkles } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  ...flexColumn('6'),
  minWidth: 0,
});

export const header = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '3',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
