import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The trigger sits in dense table rows: a 32px square keeps rows at the table's row height.
export const trigger = style({
  width: vars.size[8],
  height: vars.size[8],
});
