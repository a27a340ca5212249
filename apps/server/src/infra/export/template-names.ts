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
 * The largest CV rendered, as JSON: about 150 pages of text, where a real CV has two to five. A
 * profile filled to every field's limit could pass it; the render deadline bounds that one.
 */
export const MAX_DOCUMENT_CHARS = 1_000_000;
