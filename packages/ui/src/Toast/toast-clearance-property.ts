/**
 * The least distance of the toast region from the bottom edge (a length; the region's own margin
 * when unset or smaller). `useToastClearance` sets it on the root element; an app may set it
 * itself for a bar of its own.
 */
export const TOAST_CLEARANCE_PROPERTY = '--vita-toast-clearance';
