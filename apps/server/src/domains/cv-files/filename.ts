import { FILENAME_MAX_LENGTH } from '@vita/api/schemas';

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
