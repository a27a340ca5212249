import { chatServerTexts, CV_FILE_CONTENT_TYPES, serverMessages } from '@vita/api/schemas';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { isForeignKeyViolation } from '../../infra/db';
import type { CvFileKind } from '../../infra/documents/file-kind';
import type { CvFileRow } from '../../infra/db/schema';
import { toCvFilePublic } from './mapping';
import {
  deleteAttachmentsOf,
  findOwnCvFiles,
  insertCvFile,
  ownCvFiles,
  removeStoredBytes,
  storageFull,
  storageUsed,
  type StorageQuota,
} from './repository';
import { receiveCvFile } from './upload';

/** A received and stored CV file: its row, its public record and the kind its bytes showed. */
export interface KeptCvFile {
  row: CvFileRow;
  kind: CvFileKind;
  public: ReturnType<typeof toCvFilePublic>;
}

/**
 * Taking in a CV file for a user: streamed with its size and kind checked by its bytes, counted
 * against the user's storage quota, kept as one of their CV files. The CV files upload uses it,
 * and the app hands it to the profile's resume import, so both keep files by the same rules.
 */
export interface CvFileIntake {
  /** Keeps an upload as a CV file, or as an attachment of `conversationId` (never listed). */
  receive(
    request: FastifyRequest,
    ownerId: string,
    options?: { conversationId?: string },
  ): Promise<KeptCvFile>;
  /** Removes the files attached in a conversation, rows then bytes. */
  removeAttachments(ownerId: string, conversationId: string, log: FastifyBaseLogger): Promise<void>;
  /** The bytes of a kept file (at most the upload limit, so they fit in memory). */
  bytes(file: CvFileRow): Promise<Buffer>;
  /** Takes back a file just kept (its row and bytes), when what it was for failed. */
  discard(file: CvFileRow, log: FastifyBaseLogger): Promise<void>;
  /** The owner's files among `ids`, in that order; null when one is not theirs or is gone. */
  findOwn(ownerId: string, ids: string[]): Promise<CvFileRow[] | null>;
  /** The document kind of a kept file. */
  kind(file: CvFileRow): CvFileKind;
}

/** The kind a kept file's content type stands for (the type was set from its sniffed kind). */
function kindOf(contentType: string): CvFileKind | undefined {
  const kinds = Object.keys(CV_FILE_CONTENT_TYPES) as CvFileKind[];
  return kinds.find((kind) => CV_FILE_CONTENT_TYPES[kind] === contentType);
}

function kindOfKept(file: CvFileRow): CvFileKind {
  const kind = kindOf(file.content_type);
  if (!kind) throw new Error(`A kept CV file has an unknown type: ${file.content_type}`);
  return kind;
}

export function cvFileIntake(app: FastifyInstance): CvFileIntake {
  const quota: StorageQuota = {
    maxFiles: app.settings.storageMaxFilesPerUser,
    maxBytes: app.settings.storageMaxBytesPerUser,
  };
  const full = () => new HttpError(413, serverMessages.storageFull);

  return {
    async receive(request, ownerId, options = {}) {
      // Refused before a byte is read when nothing fits any more; the exact check, with the
      // file's real size, is made again when its row is written.
      if (storageFull(await storageUsed(app.db, ownerId), quota)) throw full();
      const received = await receiveCvFile(request, app.files);
      let stored;
      try {
        stored = await insertCvFile(
          app.db,
          {
            ...received,
            owner_id: ownerId,
            ...(options.conversationId ? { conversation_id: options.conversationId } : {}),
          },
          quota,
        );
      } catch (error) {
        await removeStoredBytes(app.files, [received.storage_key], request.log);
        // The conversation, or the whole account, was deleted while the upload was streaming.
        if (isForeignKeyViolation(error) && options.conversationId)
          throw new HttpError(404, chatServerTexts.conversationNotFound);
        if (isForeignKeyViolation(error))
          throw new HttpError(401, serverMessages.invalidCredentials);
        throw error;
      }
      if (stored === 'full') {
        await removeStoredBytes(app.files, [received.storage_key], request.log);
        throw full();
      }
      return { row: stored, kind: kindOfKept(stored), public: toCvFilePublic(stored) };
    },

    async bytes(file) {
      const { stream } = await app.files.get(file.storage_key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    findOwn: (ownerId, ids) => findOwnCvFiles(app.db, ids, ownerId),

    async removeAttachments(ownerId, conversationId, log) {
      const keys = await deleteAttachmentsOf(app.db, ownerId, conversationId);
      await removeStoredBytes(app.files, keys, log);
    },

    kind: kindOfKept,

    async discard(file, log) {
      const removed = await ownCvFiles.remove(app.db, file.id, file.owner_id);
      if (removed) await removeStoredBytes(app.files, [removed.storage_key], log);
    },
  };
}
