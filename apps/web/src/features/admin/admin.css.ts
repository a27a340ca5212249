import { flexColumn, flexRow, vars } from '@vita/ui';
import { style } from '@vanilla-extract/css';

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['6'] });

export const nameCell = style({
  ...flexRow('2', 'inline-flex'),
  minWidth: 0,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const missing = style({ color: vars.color.mutedForeground, fontStyle: 'italic' });

export const denied = style({
  ...flexColumn('4'),
  alignItems: 'flex-start',
  maxWidth: 480,
});

export const deniedText = style({ color: vars.color.mutedForeground, margin: 0 });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
