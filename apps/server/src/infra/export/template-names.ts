/**
 * The templates a CV renders with (the contract names them); each is a `.typ` file of the same
 * name in templates/. Apart from the renderer so the server names them without loading Typst.
 */
import { CV_TEMPLATES, type CvTemplate } from '@vita/api/schemas';

export { CV_TEMPLATES, type CvTemplate };

export function isCvTemplate(value: unknown): value is CvTemplate {
  return (CV_TEMPLATES as readonly unknown[]).includes(value);
}

/**
 * The WebAssembly memory, in MB, set aside for a render thread's Typst when it starts, unless the
 * `CV_RENDER_MEMORY_MB` setting says otherwise. Typst keeps what it laid out for reuse (up to
 * 5 MB for a new three-page CV, next to nothing for one seen before) and this build has no way to
 * let go of it, so its memory only grows; and each time WebAssembly memory grows, V8 collects
 * garbage in full, several times per render, which made a render two to three times slower and
 * its time erratic. Setting the memory aside at once (the untouched part takes no RAM) means no
 * growth for about 140 new CVs, far more when the same CVs come back; a thread that needs more
 * hands over to a fresh one.
 */
export const TYPST_MEMORY_MB = 512;

/**
 * What that setting may be. A thread holds about 90 MB once its fonts are loaded and it has laid
 * out a CV with every template, and keeps 32 MB free for the next renders: below 256 MB it would
 * hand over after a few new CVs, and each fresh thread takes seconds to start. Above 2 GB, the
 * block set aside is more than the module's allocator hands out in one piece.
 */
export const TYPST_MEMORY_RANGE_MB = { min: 256, max: 2048 } as const;
