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

/**
 * Saves a downloaded blob under `filename`: an object URL on a temporary <a download>, since the
 * download needs the session's Authorization header and a plain link cannot send it.
 */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
