import { style } from '@vanilla-extract/css';

// The trigger sits in dense table rows: a 32px square keeps rows at the table's row height.
export const trigger = style({
  width: 32,
  height: 32,
});
