export { toCvDocument, type CvDocument, type CvDocumentLayout } from './document';
export { letterDate, type LetterDocument } from './letter';
export {
  createCvRenderer,
  CvRenderError,
  type CvRenderer,
  type CvRendererOptions,
  type CvRenderReason,
  RENDERS_WAITING,
} from './renderer';
export { CV_TEMPLATES, isCvTemplate, type CvTemplate } from './template-names';
