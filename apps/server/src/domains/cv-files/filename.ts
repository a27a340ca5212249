import { FILENAME_MAX_LENGTH } from '@vita/api/schemas';
import type { CvFileKind } from '../../infra/documents/file-kind';

/**
 * Control characters (C0, DEL, C1) and the invisible direction and mark characters that can make
 * "cv\u202Efdp.exe" display as "cvexe.pdf". Matching control characters is the point here.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The last path segment of `raw` without unsafe characters; metadata only, never a path. */
function harmlessName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  return base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
}

/**
 * What counts as a name's extension: a last dot-part of letters and digits with at least one
 * letter, so "cv.html" and "résumé.DOCX" have one but "Jane Doe v2.1" and "J. Doe CV" do not.
 */
const EXTENSION = /\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,16}$/;

/**
 * The name a CV file is stored and later downloaded under: the client's name made harmless, at
 * most 255 characters, with the extension of the kind its bytes were found to be. A file's name must not claim another
 * type ("cv.html" or "cv.exe" holding a PDF would open in the wrong program once downloaded).
 */
export function storedFilename(raw: string, kind: CvFileKind): string {
  const extension = `.${kind}`;
  // Shortened only after the extension is replaced, so the new one always fits.
  const base =
    harmlessName(raw)
      .replace(EXTENSION, '')
      .replace(/[.\s]+$/, '') || 'cv';
  return (
    Array.from(base)
      .slice(0, FILENAME_MAX_LENGTH - extension.length)
      .join('') + extension
  );
}
