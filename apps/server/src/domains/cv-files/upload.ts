import {
  CV_FILE_CONTENT_TYPES,
  CV_FILE_MAX_BYTES,
  messages,
  UPLOAD_FIELD,
} from '@vita/api/schemas';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/errors';
import { missingFile, uploadError, uploadLimits } from '../../http/uploads';
import { FileSniffer, FileTooLargeError, type CvFileKind } from '../../infra/documents/file-kind';
import type { FileStorage } from '../../infra/files/storage';
import { storedFilename } from './filename';

/**
 * The file limit sits one byte past the maximum so the sniffer, which counts every byte, is what
 * decides "too large".
 */
const UPLOAD_LIMITS = uploadLimits(CV_FILE_MAX_BYTES + 1);

/** A stored, checked upload: the columns of its row, except whose it is. */
export interface ReceivedCvFile {
  storage_key: string;
  size: number;
  content_type: string;
  filename: string;
}

/** Upload failures in the client's terms; disk and other server faults stay unexpected (500). */
function clientError(error: unknown): unknown {
  if (error instanceof FileTooLargeError) return new HttpError(413, messages.fileTooLarge);
  return uploadError(error, messages.fileTooLarge);
}

/** Streams one part into the store through the sniffer, which stops it at the size limit. */
async function storePart(part: MultipartFile, storage: FileStorage) {
  const sniffer = new FileSniffer(CV_FILE_MAX_BYTES);
  // put() reports every failure (the sniffer's or the source's, which pipeline forwards into the
  // sniffer); this one only must not go unhandled.
  const feeding = pipeline(part.file, sniffer).catch(() => undefined);
  const stored = await storage.put(sniffer);
  await feeding;
  return { ...stored, kind: await sniffer.kind() };
}

/**
 * Reads the CV file of a multipart upload (field `file`, exactly one) into the store and checks
 * it by its bytes. Anything refused leaves nothing stored. Refusals are HttpErrors with the texts
 * the upload form shows. The route has already checked that the body is multipart.
 */
export async function receiveCvFile(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedCvFile> {
  let stored: { key: string; size: number; kind: CvFileKind | null; filename: string } | null =
    null;
  const discard = (key: string) =>
    storage
      .delete(key)
      .catch((error: unknown) =>
        request.log.error({ err: error, storageKey: key }, 'upload not removed'),
      );

  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      // busboy's file limit of one means a second file never gets here, only its error does.
      if (part.fieldname !== UPLOAD_FIELD) throw missingFile();
      const result = await storePart(part, storage);
      stored = { ...result, filename: part.filename };
    }
  } catch (error) {
    // A later part can still fail (a second file, a truncated body) after the file was stored.
    if (stored) await discard(stored.key);
    throw clientError(error);
  }

  const received = stored;
  if (!received) throw missingFile();
  if (received.size === 0) {
    await discard(received.key);
    throw new HttpError(422, messages.fileInvalid);
  }
  if (!received.kind) {
    await discard(received.key);
    throw new HttpError(415, messages.fileInvalidType);
  }
  return {
    storage_key: received.key,
    size: received.size,
    content_type: CV_FILE_CONTENT_TYPES[received.kind],
    filename: storedFilename(received.filename, received.kind),
  };
}
