import type { CvFilePublic } from '@vita/api/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { cvFiles, type CvFileRow } from '../db/schema';
import type { FileStorage } from './file-storage';

/** Stored names are at most this many characters (the column's length). */
export const FILENAME_MAX_LENGTH = 255;
const PATH_PREFIX = 'cv-files/';
const CV_FILE_PATH = /^cv-files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
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

/** The opaque reference clients pass back to later features (resume analysis): `cv-files/<id>`. */
export function cvFilePath(id: string): string {
  return `${PATH_PREFIX}${id}`;
}

export function toCvFilePublic(file: CvFileRow): CvFilePublic {
  return {
    id: file.id,
    filename: file.filename,
    content_type: file.contentType,
    size: file.size,
    path: cvFilePath(file.id),
    created_at: file.createdAt.toISOString(),
  };
}

/**
 * The caller's own file a `path` from the client names, or null. Only the exact form
 * `cv-files/<uuid>` is accepted, and only for a file `userId` owns: relative or absolute paths,
 * other spellings and other users' ids resolve to nothing. Bytes are then read from the file
 * store by the row's storage key, never by anything the client sent.
 */
export async function resolveCvFilePath(
  db: Database,
  userId: string,
  path: unknown,
): Promise<CvFileRow | null> {
  if (typeof path !== 'string') return null;
  const match = CV_FILE_PATH.exec(path);
  if (!match?.[1]) return null;
  return (await findOwnCvFile(db, match[1], userId)) ?? null;
}

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
export async function listCvFiles(db: Database, ownerId: string, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cvFiles)
      .where(eq(cvFiles.ownerId, ownerId))
      .orderBy(desc(cvFiles.createdAt), desc(cvFiles.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(cvFiles).where(eq(cvFiles.ownerId, ownerId)),
  ]);
  return { data: rows.map(toCvFilePublic), count: total?.value ?? 0 };
}

/** Looked up by id and owner together: another user's file is indistinguishable from none. */
export async function findOwnCvFile(db: Database, id: string, ownerId: string) {
  const [file] = await db
    .select()
    .from(cvFiles)
    .where(and(eq(cvFiles.id, id), eq(cvFiles.ownerId, ownerId)))
    .limit(1);
  return file;
}

export async function insertCvFile(
  db: Database,
  values: {
    ownerId: string;
    filename: string;
    contentType: string;
    size: number;
    storageKey: string;
  },
) {
  const [file] = await db.insert(cvFiles).values(values).returning();
  if (!file) throw new Error('Insert returned no row');
  return file;
}

/** Deletes the row and answers its storage key (whose bytes the caller then removes), or null. */
export async function deleteOwnCvFile(
  db: Database,
  id: string,
  ownerId: string,
): Promise<string | null> {
  const [deleted] = await db
    .delete(cvFiles)
    .where(and(eq(cvFiles.id, id), eq(cvFiles.ownerId, ownerId)))
    .returning({ storageKey: cvFiles.storageKey });
  return deleted?.storageKey ?? null;
}

/**
 * Removes stored bytes whose rows are already gone. Never throws: the rows are what users see,
 * so a failure here is logged (an orphaned file to clean up) and does not fail the request.
 */
export async function removeStoredBytes(
  storage: FileStorage,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((error: unknown) =>
          log.error({ err: error, storageKey: key }, 'stored file not removed'),
        ),
    ),
  );
}
