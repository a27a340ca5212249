import { CV_FILE_CONTENT_TYPES } from '@vita/api';

const kindByContentType: Record<string, string> = {
  [CV_FILE_CONTENT_TYPES.pdf]: 'PDF',
  [CV_FILE_CONTENT_TYPES.docx]: 'DOCX',
  [CV_FILE_CONTENT_TYPES.doc]: 'DOC',
};

/** 'PDF', 'DOCX' or 'DOC' from the stored content type, else from the name's extension. */
export function fileKind(contentType: string, filename: string): string {
  const known = kindByContentType[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (known) return known;
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}
