import { style } from '@vanilla-extract/css';
import { squareOf } from '../theme/recipes';

// The trigger sits in dense table rows: a 32px square keeps rows at the table's row height.
export const trigger = style({
  ...squareOf('8'),
});
