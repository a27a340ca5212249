import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

// Layout only: spacing from the space scale and flexbox alignment. Colours and type stay with
// the components, so a feature composes layouts without choosing its own look.
const layout = defineProperties({
  conditions: {
    base: {},
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Atomic layout classes: `sprinkles({ display: 'flex', gap: '4', padding: { base: '2', md: '6' } })`.
 * Values of `gap` and `padding*` are keys of the space scale; `md` applies from the md breakpoint.
 */
export const sprinkles = createSprinkles(layout);

export type Sprinkles = Parameters<typeof sprinkles>[0];
