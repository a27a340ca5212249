import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CV_FILE_MAX_BYTES, type CvFilePublic, type CvFilesPublic } from '@vita/api/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvFiles, cvs } from '../src/infra/db/schema';
import { resolveCvFilePath } from '../src/domains/cv-files';
import {
  docBytes,
  docxBytes,
  elfBytes,
  fileUpload,
  multipart,
  mzBytes,
  oleBytes,
  pdfBytes,
  zipBytes,
  zipDeclaring,
} from './fixtures';
import {
  API,
  bearer,
  build,
  detail,
  signupAndLogin,
  superuserToken,
  type TestApp,
  type TestUser,
} from './helper';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await build();
  filesDir = join(t.dataDir, 'files');
});
afterAll(() => t.close());

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TOO_LARGE = 'File is too large. Maximum size is 10MB.';
const INVALID_TYPE = 'Invalid file type. Please upload a PDF, DOC, or DOCX file.';

/** Everything in the file store, partial writes included. */
const stored = () => readdirSync(filesDir).sort();

function upload(user: TestUser, body: { payload: Buffer; contentType: string }) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/cv/upload`,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploadOk(user: TestUser, data: Buffer, filename: string): Promise<CvFilePublic> {
  const res = await upload(user, fileUpload(data, filename));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CvFilePublic>();
}

async function rowCount(ownerId: string) {
  return (await t.app.db.select().from(cvFiles).where(eq(cvFiles.owner_id, ownerId))).length;
}

describe('CV file upload', () => {
  it('stores a PDF, DOCX and DOC by their bytes, whatever the client declares', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const cases: [Buffer, string, string][] = [
      [pdfBytes(), 'Jane CV.pdf', PDF],
      [docxBytes(), 'jane.docx', DOCX],
      [docBytes(), 'jane.doc', DOC],
    ];
    for (const [data, filename, contentType] of cases) {
      // The declared type is deliberately wrong: only the bytes count.
      const res = await upload(user, fileUpload(data, filename, 'text/html'));
      expect(res.statusCode, filename).toBe(200);
      const file = res.json<CvFilePublic>();
      expect(file).toEqual({
        id: expect.any(String),
        filename,
        content_type: contentType,
        size: data.length,
        path: `cv-files/${file.id}`,
        created_at: expect.any(String),
      });
    }
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, leaving nothing behind', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const pdf = pdfBytes();
    const exact = Buffer.alloc(CV_FILE_MAX_BYTES, 0x20);
    pdf.copy(exact);
    const ok = await upload(user, fileUpload(exact, 'big.pdf'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CvFilePublic>().size).toBe(CV_FILE_MAX_BYTES);
    const afterOk = stored();
    expect(afterOk).toHaveLength(before.length + 1);

    for (const size of [CV_FILE_MAX_BYTES + 1, CV_FILE_MAX_BYTES + 3 * 1024 * 1024]) {
      const over = Buffer.alloc(size, 0x20);
      pdf.copy(over);
      const res = await upload(user, fileUpload(over, 'too-big.pdf'));
      expect(res.statusCode, String(size)).toBe(413);
      expect(res.json()).toEqual({ detail: TOO_LARGE });
      expect(stored()).toEqual(afterOk);
    }
    expect(await rowCount(user.id)).toBe(1);
  });

  it('refuses what is not a PDF, DOC or DOCX, however it is named', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const cases: [Buffer, string][] = [
      [Buffer.from('This is plain text, not a PDF.\n'), 'cv.pdf'],
      [elfBytes(), 'cv.pdf'],
      [mzBytes(), 'cv.doc'],
      [zipBytes({ 'readme.txt': 'hello', 'docs/word.xml': '<x/>' }), 'cv.docx'],
      // The name appears in the bytes but not in the archive's table of contents.
      [zipBytes({ 'notes.txt': 'word/document.xml' }), 'cv.docx'],
      [Buffer.from('PK\u0003\u0004 but nothing else', 'latin1'), 'cv.docx'],
      [Buffer.from('%PD'), 'cv.pdf'],
      // OLE2 like a Word 97-2003 document, but a renamed spreadsheet.
      [oleBytes({ Workbook: Buffer.alloc(5000, 1) }), 'cv.doc'],
      // Two megabytes that say they inflate to two gigabytes.
      [
        zipDeclaring(
          zipBytes({ 'word/document.xml': '<w:document/>', 'word/a.bin': Buffer.alloc(2 ** 21) }),
          'word/a.bin',
          2 ** 31,
        ),
        'cv.docx',
      ],
    ];
    for (const [data, filename] of cases) {
      const res = await upload(user, fileUpload(data, filename, PDF));
      expect(res.statusCode, filename).toBe(415);
      expect(detail(res)).toBe(INVALID_TYPE);
    }
    const empty = await upload(user, fileUpload(Buffer.alloc(0), 'empty.pdf', PDF));
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toBe('Invalid file. Please try again.');

    expect(stored()).toEqual(before);
    expect(await rowCount(user.id)).toBe(0);
  });

  it('keeps only a harmless name: never a path, no control characters, at most 255 characters', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const cases: [string, string][] = [
      ['../../etc/passwd', 'passwd.pdf'],
      ['..\\..\\windows\\cv.pdf', 'cv.pdf'],
      ['/absolute/path/cv.pdf', 'cv.pdf'],
      ['..', 'cv.pdf'],
      ['cv\u0007\u202Efdp.exe', 'cvfdp.pdf'],
      ['Lebenslauf – Müller.pdf', 'Lebenslauf – Müller.pdf'],
      [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(251)}.pdf`],
    ];
    for (const [sent, kept] of cases) {
      const file = await uploadOk(user, pdfBytes(), sent);
      expect(file.filename, sent).toBe(kept);
    }
    expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(cases.length);
    for (const name of added) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names a stored file for the kind its bytes are, and serves it under that name', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [Buffer, string, string, string][] = [
      [pdfBytes(), 'cv.html', 'cv.pdf', PDF],
      [pdfBytes(), 'cv.exe', 'cv.pdf', PDF],
      [pdfBytes(), 'Lebenslauf', 'Lebenslauf.pdf', PDF],
      [docxBytes(), 'résumé.DOCX', 'résumé.docx', DOCX],
      [docxBytes(), 'résumé.pdf', 'résumé.docx', DOCX],
      [oleBytes({ WordDocument: Buffer.alloc(5000, 1) }), 'old.rtf', 'old.doc', DOC],
    ];
    for (const [data, sent, kept, contentType] of cases) {
      const file = await uploadOk(user, data, sent);
      expect(file.filename, sent).toBe(kept);
      expect(file.content_type, sent).toBe(contentType);
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/cv/files/${file.id}/download`,
        headers: bearer(user.token),
      });
      expect(res.headers['content-type'], sent).toBe(contentType);
      expect(res.headers['content-disposition'], sent).toContain(
        `filename*=UTF-8''${encodeURIComponent(kept)}`,
      );
    }
  });

  it('answers 4xx, never 5xx, for malformed or missing multipart input', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const pdf = pdfBytes();
    const post = (payload: Buffer | string, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/cv/upload`,
        headers: { ...bearer(user.token), ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      });
    const missing = [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }];

    const noField = await upload(user, multipart([{ name: 'title', data: 'My CV' }]));
    expect(noField.statusCode).toBe(422);
    expect(detail(noField)).toEqual(missing);

    const wrongField = await upload(
      user,
      multipart([{ name: 'document', filename: 'cv.pdf', data: pdf }]),
    );
    expect(wrongField.statusCode).toBe(422);
    expect(detail(wrongField)).toEqual(missing);

    const fieldNotFile = await upload(user, multipart([{ name: 'file', data: 'just text' }]));
    expect(fieldNotFile.statusCode).toBe(422);

    const twoFiles = await upload(
      user,
      multipart([
        { name: 'file', filename: 'a.pdf', data: pdf },
        { name: 'file', filename: 'b.pdf', data: pdf },
      ]),
    );
    expect(twoFiles.statusCode).toBe(422);
    expect(detail(twoFiles)).toEqual([
      { loc: ['body', 'file'], msg: 'Upload exactly one file', type: 'too_many_files' },
    ]);

    const manyFields = await upload(
      user,
      multipart(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' }))),
    );
    expect(manyFields.statusCode).toBe(413);

    const json = await post(JSON.stringify({ file: 'cv.pdf' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(detail(json)).toBe('Send the file as multipart/form-data in the field "file".');
    const xml = await post('<file/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(detail(xml)).toBe('Send the file as multipart/form-data in the field "file".');
    const nothing = await post('');
    expect(nothing.statusCode).toBe(415);

    const noBoundary = await post('--x\r\n', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(422);
    const emptyBody = await post('', 'multipart/form-data; boundary=abc');
    expect(emptyBody.statusCode).toBe(422);

    const whole = fileUpload(pdf, 'cv.pdf');
    const truncated = await post(
      whole.payload.subarray(0, whole.payload.length - 60),
      whole.contentType,
    );
    expect(truncated.statusCode).toBe(422);
    expect(detail(truncated)).toEqual([
      { loc: ['body'], msg: 'Malformed multipart body', type: 'multipart_invalid' },
    ]);
    const garbage = await post(Buffer.from('\u0000\u00ff garbage \r\n\r\n--'), whole.contentType);
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);

    expect(stored()).toEqual(before);
    expect(await rowCount(user.id)).toBe(0);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/cv/upload`,
      headers: { 'content-type': fileUpload(pdfBytes(), 'cv.pdf').contentType },
      payload: fileUpload(pdfBytes(), 'cv.pdf').payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('CV files', () => {
  it('lists own files newest first with skip, limit and the total count', async () => {
    const user = await signupAndLogin(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push((await uploadOk(user, pdfBytes(`CV ${i}`), `cv-${i}.pdf`)).id);
    const page1 = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/?skip=0&limit=5`,
      headers: bearer(user.token),
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/?skip=5&limit=5`,
      headers: bearer(user.token),
    });
    const one = page1.json<CvFilesPublic>();
    const two = page2.json<CvFilesPublic>();
    expect([one.count, two.count]).toEqual([6, 6]);
    expect([...one.data, ...two.data].map((f) => f.id)).toEqual([...ids].reverse());
  });

  it('downloads the identical bytes with safe headers', async () => {
    const user = await signupAndLogin(t.app);
    const cases: [Buffer, string, string, string][] = [
      [pdfBytes(), 'cv.pdf', PDF, `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
      [
        docxBytes(),
        'Müller; x=1 "CV".docx',
        DOCX,
        `attachment; filename="M_ller_ x=1 _CV_.docx"; filename*=UTF-8''M%C3%BCller%3B%20x%3D1%20%22CV%22.docx`,
      ],
      [
        docBytes(),
        "it's (mine).doc",
        DOC,
        `attachment; filename="it's (mine).doc"; filename*=UTF-8''it%27s%20%28mine%29.doc`,
      ],
    ];
    for (const [data, filename, contentType, disposition] of cases) {
      const file = await uploadOk(user, data, filename);
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/cv/files/${file.id}/download`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(data), filename).toBe(true);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.headers['content-length']).toBe(String(data.length));
      expect(res.headers['content-disposition']).toBe(disposition);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('deletes the row and the bytes', async () => {
    const user = await signupAndLogin(t.app);
    const before = stored();
    const file = await uploadOk(user, docxBytes(), 'cv.docx');
    expect(stored()).toHaveLength(before.length + 1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/cv/files/${file.id}`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'File deleted successfully' });
    expect(stored()).toEqual(before);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${API}/cv/files/${file.id}`,
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(404);
    expect(detail(again)).toBe('File not found');
    const download = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${file.id}/download`,
      headers: bearer(user.token),
    });
    expect(download.statusCode).toBe(404);
  });

  it("hides another user's file: 404 on download and delete, absent from lists, unresolvable by path", async () => {
    const owner = await signupAndLogin(t.app);
    const intruder = await signupAndLogin(t.app);
    const file = await uploadOk(owner, pdfBytes(), 'private.pdf');
    const admin = await superuserToken(t.app);

    for (const token of [intruder.token, admin]) {
      for (const [method, url] of [
        ['GET', `${API}/cv/files/${file.id}/download`],
        ['DELETE', `${API}/cv/files/${file.id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(token) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(detail(res)).toBe('File not found');
      }
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/`,
      headers: bearer(intruder.token),
    });
    expect(list.json()).toEqual({ data: [], count: 0 });
    expect(await resolveCvFilePath(t.app.db, intruder.id, file.path)).toBeNull();

    const still = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${file.id}/download`,
      headers: bearer(owner.token),
    });
    expect(still.statusCode).toBe(200);
  });

  it('answers 422 for malformed file ids and 404 when the bytes have gone missing', async () => {
    const user = await signupAndLogin(t.app);
    for (const url of [
      `${API}/cv/files/123/download`,
      `${API}/cv/files/..%2F..%2Fetc%2Fpasswd/download`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(res.statusCode, url).toBe(422);
      expect(detail(res)).toEqual([
        { loc: ['path', 'file_id'], msg: 'Invalid UUID', type: 'invalid_format' },
      ]);
    }
    const malformedDelete = await t.app.inject({
      method: 'DELETE',
      url: `${API}/cv/files/nope`,
      headers: bearer(user.token),
    });
    expect(malformedDelete.statusCode).toBe(422);

    const file = await uploadOk(user, pdfBytes(), 'cv.pdf');
    const [row] = await t.app.db.select().from(cvFiles).where(eq(cvFiles.id, file.id));
    rmSync(join(filesDir, row?.storage_key ?? 'missing'));
    const download = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${file.id}/download`,
      headers: bearer(user.token),
    });
    expect(download.statusCode).toBe(404);
    expect(detail(download)).toBe('File not found');
    // Deleting a file whose bytes are already gone still succeeds.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${API}/cv/files/${file.id}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('resolveCvFilePath', () => {
  it("resolves only the caller's own files, by the exact path form", async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const file = await uploadOk(user, pdfBytes(), 'cv.pdf');
    const foreign = await uploadOk(other, pdfBytes(), 'theirs.pdf');

    const resolved = await resolveCvFilePath(t.app.db, user.id, file.path);
    expect(resolved).toMatchObject({
      id: file.id,
      owner_id: user.id,
      filename: 'cv.pdf',
      content_type: PDF,
    });
    expect(
      readFileSync(join(filesDir, resolved?.storage_key ?? 'missing')).equals(pdfBytes()),
    ).toBe(true);

    const refused: unknown[] = [
      foreign.path,
      `cv-files/${randomUUID()}`,
      file.id,
      `/cv-files/${file.id}`,
      `cv-files/${file.id}/`,
      `cv-files/../cv-files/${file.id}`,
      `cv-files/${file.id.toUpperCase()}`,
      `cv-files/${file.id}\u0000`,
      ` cv-files/${file.id}`,
      `../../etc/passwd`,
      `/etc/passwd`,
      join(filesDir, resolved?.storage_key ?? ''),
      `cv-files/${resolved?.storage_key}`,
      `file:///etc/passwd`,
      '',
      null,
      42,
      { path: file.path },
    ];
    for (const path of refused) {
      expect(await resolveCvFilePath(t.app.db, user.id, path), String(path)).toBeNull();
    }
  });
});

describe('deleting a user', () => {
  async function seed(user: TestUser) {
    await t.app.inject({
      method: 'POST',
      url: `${API}/items/`,
      headers: bearer(user.token),
      payload: { title: 'item' },
    });
    await t.app.inject({
      method: 'POST',
      url: `${API}/cv/`,
      headers: bearer(user.token),
      payload: { title: 'cv' },
    });
    await uploadOk(user, pdfBytes(), 'a.pdf');
    await uploadOk(user, docxBytes(), 'b.docx');
    const keys = (await t.app.db.select().from(cvFiles).where(eq(cvFiles.owner_id, user.id))).map(
      (f) => f.storage_key,
    );
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(existsSync(join(filesDir, key))).toBe(true);
    return keys;
  }

  async function expectAllGone(user: TestUser, keys: string[]) {
    expect(await rowCount(user.id)).toBe(0);
    expect(await t.app.db.select().from(cvs).where(eq(cvs.owner_id, user.id))).toEqual([]);
    for (const key of keys) expect(existsSync(join(filesDir, key))).toBe(false);
  }

  it('DELETE /users/me removes their items, CVs, file rows and bytes', async () => {
    const user = await signupAndLogin(t.app);
    const keys = await seed(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    await expectAllGone(user, keys);
  });

  it('DELETE /users/{id} does the same, even when some bytes are already gone', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const kept = await uploadOk(other, pdfBytes(), 'kept.pdf');
    const keys = await seed(user);
    rmSync(join(filesDir, keys[0] ?? 'missing'));
    const admin = await superuserToken(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/${user.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    await expectAllGone(user, keys);
    // Nobody else's files are touched.
    const download = await t.app.inject({
      method: 'GET',
      url: `${API}/cv/files/${kept.id}/download`,
      headers: bearer(other.token),
    });
    expect(download.statusCode).toBe(200);
  });
});
