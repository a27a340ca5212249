import { FILENAME_MAX_LENGTH } from '@vita/api/schemas';
import type { CvFileKind } from '../../infra/documents/file-kind';

/**
 * Control characters (C0, DEL, C1) and the invisible direction and mark characters that can make
 * "cv\u202Efdp.exe" display as "cvexe.pdf". Matching control characters is the point here.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The client's file name made harmless to store and show: its last path segment only, unsafe
 * characters removed, at most 255 characters (keeping the extension). It is metadata, never a path.
 */
export function sanitizeFilename(raw: string, fallback: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  if (name === '' || /^\.+$/.test(name)) name = fallback;
  const chars = Array.from(name);
  if (chars.length <= FILENAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length > 0 && extension.length <= 16) {
    return [...chars.slice(0, FILENAME_MAX_LENGTH - extension.length), ...extension].join('');
  }
  return chars.slice(0, FILENAME_MAX_LENGTH).join('');
}

/**
 * What counts as a name's extension: a last dot-part of letters and digits with at least one
 * letter, so "cv.html" and "résumé.DOCX" have one but "Jane Doe v2.1" and "J. Doe CV" do not.
 */
const EXTENSION = /\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,16}$/;

/**
 * The name a CV file is stored and later downloaded under: the client's name made harmless, with
 * the extension of the kind its bytes were found to be. A file's name must not claim another
 * type ("cv.html" or "cv.exe" holding a PDF would open in the wrong program once downloaded).
 */
export function storedFilename(raw: string, kind: CvFileKind): string {
  const extension = `.${kind}`;
  const name = sanitizeFilename(raw, `cv${extension}`);
  const base = name.replace(EXTENSION, '').replace(/[.\s]+$/, '') || 'cv';
  return (
    Array.from(base)
      .slice(0, FILENAME_MAX_LENGTH - extension.length)
      .join('') + extension
  );
}
