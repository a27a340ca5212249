import { HttpResponse } from 'msw';
import { endpoints } from '../../endpoints';
import { CV_FILE_CONTENT_TYPES, CV_FILE_MAX_BYTES, UPLOAD_FIELD } from '../../schemas/cvs';
import { FILENAME_MAX_LENGTH } from '../../schemas/limits';
import { messages, serverMessages } from '../../schemas/messages';
import { MOCK_NOW, type MockDb } from '../db';
import { fail, mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { newId, ownFiles } from './shared';

const { cvFiles } = endpoints;

type CvFileKind = keyof typeof CV_FILE_CONTENT_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** The kind by the bytes, as the server tells it (a DOCX is a ZIP holding word/document.xml). */
function fileKind(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    new TextDecoder('latin1').decode(bytes).includes('word/document.xml')
  ) {
    return 'docx';
  }
  return null;
}

/**
 * The client's name as the server keeps it: last path segment, no control characters, bounded,
 * and ending in the extension of the kind the bytes are ("cv.html" holding a PDF is "cv.pdf").
 */
function storedFilename(raw: string, kind: CvFileKind): string {
  // Control characters and the invisible direction marks that can make "cv\u202Efdp.exe" read as
  // "cvexe.pdf"; matching control characters is the point here.
  const unsafe =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
  const extension = `.${kind}`;
  const name = (raw.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(unsafe, '').trim();
  // An extension is a last dot-part of letters and digits with at least one letter.
  const base =
    name.replace(/\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,16}$/, '').replace(/[.\s]+$/, '') || 'cv';
  return (
    Array.from(base)
      .slice(0, FILENAME_MAX_LENGTH - extension.length)
      .join('') + extension
  );
}

/** An upload kept as a CV file, by the server's checks: size, then the kind its bytes show. */
export function keepUpload(
  db: MockDb,
  ownerId: string,
  file: File,
  bytesOf: (file: Blob) => Uint8Array,
  conversationId?: string,
) {
  const bytes = bytesOf(file);
  if (bytes.length > CV_FILE_MAX_BYTES) fail(413, messages.fileTooLarge);
  if (bytes.length === 0) fail(422, messages.fileInvalid);
  const kind = fileKind(bytes) ?? fail(415, messages.fileInvalidType);
  const id = newId(db);
  db.fileBytes.set(id, bytes);
  return ownFiles(db).add({
    id,
    filename: storedFilename(file.name, kind),
    content_type: CV_FILE_CONTENT_TYPES[kind],
    size: bytes.length,
    path: `cv-files/${id}`,
    created_at: MOCK_NOW,
    owner_id: ownerId,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  });
}

export const cvFilesMocks: MockDefinition[] = [
  // CV files: like items; the bytes decide the kind, not the name or the declared type.
  mockEndpoint(cvFiles.list, ({ db, user, query }) => {
    // A chat's attachments are the owner's files too, but not listed among the CV files.
    const listed = db.cvFiles.filter((f) => f.owner_id === user.id && !f.conversation_id);
    return {
      data: listed.slice(query.skip, query.skip + query.limit),
      count: listed.length,
    };
  }),
  mockEndpoint(cvFiles.upload, ({ db, user, body, bytesOf }) =>
    keepUpload(db, user.id, body[UPLOAD_FIELD], bytesOf),
  ),
  mockEndpoint(cvFiles.download, ({ db, user, params }) => {
    const file = ownFiles(db).find(user.id, params.file_id);
    // A seeded file has no bytes of its own.
    const bytes = db.fileBytes.get(file.id) ?? new TextEncoder().encode('%PDF-1.4 mock');
    // The bytes themselves, not a Blob: under jsdom the global Blob is not the one fetch reads.
    return new HttpResponse(bytes.slice(), {
      headers: {
        'Content-Type': file.content_type,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      },
    });
  }),
  mockEndpoint(cvFiles.delete, ({ db, user, params }) => {
    const file = ownFiles(db).remove(user.id, params.file_id);
    db.fileBytes.delete(file.id);
    return { message: serverMessages.fileDeleted };
  }),
];
