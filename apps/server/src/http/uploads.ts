import type { IncomingMessage } from 'node:http';
import { CV_FILE_MAX_BYTES, serverMessages, UPLOAD_FIELD } from '@vita/api/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError, RequestValidationError } from './errors';

const UPLOAD_TOO_MANY_PARTS = 'Too many form fields.';

/**
 * Bounds on what busboy accepts for an upload of one file of at most `fileSize` bytes. Only one
 * file is wanted, so a second is an error rather than something to read; other fields are
 * ignored but cannot be many or long.
 */
export const uploadLimits = (fileSize: number) => ({
  files: 1,
  fields: 8,
  parts: 10,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
  fileSize,
});

/** The 422 of an upload without its file field. */
export const missingFile = () =>
  new RequestValidationError([
    { loc: ['body', UPLOAD_FIELD], msg: serverMessages.fieldRequired, type: 'missing' },
  ]);

function isSystemError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'syscall' in error &&
    typeof error.syscall === 'string'
  );
}

/**
 * A failed upload in the client's terms (`tooLarge` is the 413's text); disk and other server
 * faults stay unexpected (500).
 */
export function uploadError(error: unknown, tooLarge: string): unknown {
  if (error instanceof HttpError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLarge);
    case 'FST_FILES_LIMIT':
      return new RequestValidationError([
        { loc: ['body', UPLOAD_FIELD], msg: 'Upload exactly one file', type: 'too_many_files' },
      ]);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, UPLOAD_TOO_MANY_PARTS);
    default:
      break;
  }
  if (isSystemError(error)) return error;
  // Whatever else the multipart parser or the request stream throws (no boundary, a truncated
  // body, a part cut short, a closed connection) is a malformed request, not a server fault.
  return new RequestValidationError([
    { loc: ['body'], msg: 'Malformed multipart body', type: 'multipart_invalid' },
  ]);
}

/**
 * The bytes of a small upload (one file in the upload field), read into memory: at most
 * `maxBytes`, else a 413 with `tooLarge`, and nothing is kept.
 */
export async function receiveSmallFile(
  request: FastifyRequest,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: uploadLimits(maxBytes) })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw missingFile();
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  if (!bytes) throw missingFile();
  return bytes;
}

/**
 * How much of a refused upload is read and thrown away before the answer: the largest file an
 * upload takes, and room for the form around it.
 */
export const REFUSED_UPLOAD_READ_BYTES = CV_FILE_MAX_BYTES + 1024 * 1024;

/**
 * Reads the rest of a refused request's body and throws it away, at most `maxBytes`. An answer
 * sent while the client still sends, followed by a close, reaches most clients (Node's fetch, and
 * browsers on larger files) as a broken pipe instead of the answer. True when the whole body was
 * read (the connection can carry another request), false when it is to be closed.
 */
export function discardBody(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (raw.destroyed || (Number.isFinite(declared) && declared > maxBytes)) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) {
        raw.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    raw.on('data', onData).once('end', onEnd).once('error', onFail).once('close', onClose);
    raw.resume();
  });
}
