/**
 * The templates a CV renders with, apart from the renderer so the server names them without
 * loading Typst. Each is a `.typ` file of the same name in templates/.
 */
export const CV_TEMPLATES = ['ats', 'modern', 'compact'] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];

export function isCvTemplate(value: unknown): value is CvTemplate {
  return (CV_TEMPLATES as readonly unknown[]).includes(value);
}

/**
 * The largest CV rendered, as JSON: about 150 pages of text, where a real CV has two to five. A
 * profile filled to every field's limit could pass it; the render deadline bounds that one.
 */
export const MAX_DOCUMENT_CHARS = 1_000_000;
