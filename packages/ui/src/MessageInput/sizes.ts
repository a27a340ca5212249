// Shared by the component and its styles (a `.css.ts` file may only export styles and values).
export const MESSAGE_INPUT_MIN_HEIGHT_PX = 48;
export const MESSAGE_INPUT_MAX_HEIGHT_PX = 164;
