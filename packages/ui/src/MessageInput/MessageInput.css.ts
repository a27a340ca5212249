import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { MESSAGE_INPUT_MAX_HEIGHT_PX, MESSAGE_INPUT_MIN_HEIGHT_PX } from './sizes';
import { mutedText, textSize } from '../theme/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const attachments = style({ marginBlockEnd: vars.space[2] });

export const textArea = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  // The script sets the height from the content; these hold before it runs and bound it after.
  height: MESSAGE_INPUT_MIN_HEIGHT_PX,
  minHeight: MESSAGE_INPUT_MIN_HEIGHT_PX,
  maxHeight: MESSAGE_INPUT_MAX_HEIGHT_PX,
  margin: 0,
  // 24px lines with 12px above and below: one line is exactly the minimum height.
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground,
  fontFamily: vars.font.body,
  // 16px: smaller text makes iOS zoom the page when the field takes focus.
  ...textSize('md', 'normal'),
  resize: 'none',
  overflowY: 'hidden',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.mutedForeground, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

const ring = `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`;

export const box = style({
  display: 'flex',
  // The buttons stay on the last line as the text grows.
  alignItems: 'flex-end',
  gap: vars.space[1],
  paddingInline: vars.space['1.5'],
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    [`&:has(${textArea}:focus)`]: { borderColor: vars.color.focusRing, boxShadow: ring },
    [`${root}[data-status="error"] &`]: { borderColor: vars.color.dangerText },
    [`${root}[data-status="error"] &:has(${textArea}:focus)`]: {
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.dangerText} 25%, transparent)`,
    },
    [`${root}[data-disabled] &`]: { opacity: 0.6, backgroundColor: vars.color.muted },
  },
});

export const action = style({
  // Centred on the one-line text area: (48 - 36) / 2 above and below.
  marginBlockEnd: `calc((${MESSAGE_INPUT_MIN_HEIGHT_PX}px - ${vars.size[9]}) / 2)`,
  borderRadius: vars.radius.full,
});

export const hint = style({
  margin: 0,
  marginBlockStart: vars.space['1.5'],
  ...mutedText('sm', 'normal'),
  selectors: {
    '&:empty': { marginBlockStart: 0 },
  },
});
