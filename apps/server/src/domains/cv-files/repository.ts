import { serverMessages } from '@vita/api/schemas';
import { and, count, eq, inArray, isNull, not, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';
import type { Database } from '../../infra/db';
import { ownedTable } from '../../infra/db/owned-table';
import { cvFiles, users, type CvFileRow } from '../../infra/db/schema';
import type { FileStorage } from '../../infra/files/storage';
import { CV_FILE_PATH } from './mapping';

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
  return (await ownCvFiles.find(db, match[1], userId)) ?? null;
}

/**
 * The owner's uploads: frozen CVs (kept with applications) are theirs too and count in their
 * storage, but are reached only through their application. Another's file answers 404.
 */
export const ownCvFiles = ownedTable(cvFiles, {
  notFound: () => new HttpError(404, serverMessages.fileNotFound),
  reachable: not(cvFiles.frozen),
});

/** The owner's CV files as listed: what they uploaded as CVs, not what they attached in a chat. */
export const listCvFiles = (db: Database, ownerId: string, page: { skip: number; limit: number }) =>
  ownCvFiles.list(db, ownerId, { ...page, where: isNull(cvFiles.conversation_id) });

/** The caller's files among `ids`, in the order asked; null when one is not theirs or is gone. */
export async function findOwnCvFiles(db: Database, ids: string[], ownerId: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(cvFiles)
    .where(and(inArray(cvFiles.id, unique), ownCvFiles.mine(ownerId)));
  if (rows.length !== unique.length) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

/** What one user may keep: how many files, and how many bytes in all. */
export interface StorageQuota {
  maxFiles: number;
  maxBytes: number;
}

/** The files a user keeps and their total size. */
export async function storageUsed(db: Database, ownerId: string) {
  const [row] = await db
    .select({ files: count(), bytes: sum(cvFiles.size).mapWith(Number) })
    .from(cvFiles)
    .where(eq(cvFiles.owner_id, ownerId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** True when nothing more fits: no file may be added, or not one more byte. */
export function storageFull(used: { files: number; bytes: number }, quota: StorageQuota) {
  return used.files >= quota.maxFiles || used.bytes >= quota.maxBytes;
}

/**
 * The new file's row, or 'full' when it does not fit the owner's quota. The owner's row is locked
 * first, so parallel uploads of one user are counted one after another and cannot overshoot the
 * quota together (a deletion of the user locks the same row, so it waits too).
 */
export async function insertCvFile(
  db: Database,
  values: {
    owner_id: string;
    filename: string;
    content_type: string;
    size: number;
    storage_key: string;
    frozen?: boolean;
    conversation_id?: string;
  },
  quota: StorageQuota,
): Promise<CvFileRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, values.owner_id))
      .for('update');
    const used = await storageUsed(tx, values.owner_id);
    if (used.files + 1 > quota.maxFiles || used.bytes + values.size > quota.maxBytes) {
      return 'full' as const;
    }
    const [file] = await tx.insert(cvFiles).values(values).returning();
    if (!file) throw new Error('Insert returned no row');
    return file;
  });
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

/**
 * Frees a deleted user's files (accounts runs this inside its deleting transaction, wired by the
 * app): their rows go now, and their bytes once the deletion has committed.
 */
export function releaseCvFilesOf(storage: FileStorage) {
  return async (tx: Database, userId: string) => {
    const files = await tx
      .delete(cvFiles)
      .where(eq(cvFiles.owner_id, userId))
      .returning({ storage_key: cvFiles.storage_key });
    const keys = files.map((file) => file.storage_key);
    return (log: FastifyBaseLogger) => removeStoredBytes(storage, keys, log);
  };
}

/**
 * Removes the rows of the files attached in one conversation and answers their storage keys, for
 * their bytes to be removed once the rows are gone.
 */
export async function deleteAttachmentsOf(
  db: Database,
  ownerId: string,
  conversationId: string,
): Promise<string[]> {
  const deleted = await db
    .delete(cvFiles)
    .where(and(eq(cvFiles.owner_id, ownerId), eq(cvFiles.conversation_id, conversationId)))
    .returning({ storage_key: cvFiles.storage_key });
  return deleted.map((row) => row.storage_key);
}
