import { Readable } from 'node:stream';
import { CV_FILE_CONTENT_TYPES, serverMessages } from '@vita/api/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { isForeignKeyViolation, type Database } from '../../infra/db';
import { cvFiles } from '../../infra/db/schema';
import { FileMissingError } from '../../infra/files/storage';
import { insertCvFile, removeStoredBytes, type StorageQuota } from './repository';

/**
 * CVs frozen as they printed when an application was sent: stored like uploads (the owner's
 * only, counted in their storage, removed with their account), reached through the application
 * that keeps them. The app hands these to the applications.
 */
export interface FrozenFiles {
  /** Keeps a PDF for its owner; 413 when their storage is full. */
  keep(
    ownerId: string,
    pdf: Uint8Array,
    filename: string,
    log: FastifyBaseLogger,
  ): Promise<{ id: string; size: number }>;
  /** The bytes of the owner's frozen file, or null when it is gone. */
  bytes(ownerId: string, id: string, log: FastifyBaseLogger): Promise<Buffer | null>;
  /**
   * Deletes the row of the owner's frozen file within `db` (a transaction of the caller) and
   * answers what removes its bytes once that has committed.
   */
  release(
    db: Database,
    ownerId: string,
    id: string,
  ): Promise<(log: FastifyBaseLogger) => Promise<void>>;
}

export function frozenFiles(app: FastifyInstance): FrozenFiles {
  const quota: StorageQuota = {
    maxFiles: app.settings.storageMaxFilesPerUser,
    maxBytes: app.settings.storageMaxBytesPerUser,
  };
  const own = (ownerId: string, id: string) =>
    and(eq(cvFiles.id, id), eq(cvFiles.owner_id, ownerId), eq(cvFiles.frozen, true));

  return {
    async keep(ownerId, pdf, filename, log) {
      const stored = await app.files.put(Readable.from([Buffer.from(pdf)]));
      let row;
      try {
        row = await insertCvFile(
          app.db,
          {
            owner_id: ownerId,
            filename,
            content_type: CV_FILE_CONTENT_TYPES.pdf,
            size: stored.size,
            storage_key: stored.key,
            frozen: true,
          },
          quota,
        );
      } catch (error) {
        await removeStoredBytes(app.files, [stored.key], log);
        // The account was deleted meanwhile.
        if (isForeignKeyViolation(error))
          throw new HttpError(401, serverMessages.invalidCredentials);
        throw error;
      }
      if (row === 'full') {
        await removeStoredBytes(app.files, [stored.key], log);
        throw new HttpError(413, serverMessages.storageFull);
      }
      return { id: row.id, size: row.size };
    },

    async bytes(ownerId, id, log) {
      const [row] = await app.db.select().from(cvFiles).where(own(ownerId, id)).limit(1);
      if (!row) return null;
      try {
        const { stream } = await app.files.get(row.storage_key);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        if (!(error instanceof FileMissingError)) throw error;
        log.error(
          { fileId: id, storageKey: row.storage_key },
          'stored bytes of a frozen CV are missing',
        );
        return null;
      }
    },

    async release(db, ownerId, id) {
      const gone = await db
        .delete(cvFiles)
        .where(own(ownerId, id))
        .returning({ storage_key: cvFiles.storage_key });
      const keys = gone.map((row) => row.storage_key);
      return (log) => removeStoredBytes(app.files, keys, log);
    },
  };
}
