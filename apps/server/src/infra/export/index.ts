export {
  CV_PAPERS,
  CV_SECTIONS,
  toCvDocument,
  type CvDocument,
  type CvLayout,
  type CvPaper,
  type CvSectionKey,
} from './document';
export {
  createCvRenderer,
  CvRenderError,
  type CvRenderer,
  type CvRendererOptions,
  type CvRenderReason,
} from './renderer';
export { CV_TEMPLATES, isCvTemplate, type CvTemplate } from './template-names';
