import {
  emptyProfileDraft,
  messages,
  serverMessages,
  type CvFilesPublic,
  type ProfileDraft,
  type ResumeImport,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeImporter } from '../src/domains/profile';
import { docxBytes, elfBytes, fileUpload, pdfBytes } from './fixtures';
import { API, bearer, build, detail, signupAndLogin, type TestApp, type TestUser } from './helper';

/** An importer that answers what each test sets, so the route's own rules are what is tested. */
const answers: { next: () => Promise<{ draft: ProfileDraft; problems: string[] }> } = {
  next: () => Promise.reject(new Error('no answer set')),
};
const reads: { kind: string; size: number }[] = [];
const importer: ResumeImporter = {
  read(bytes, kind) {
    reads.push({ kind, size: bytes.length });
    return answers.next();
  },
};

/** What a reader throws for a document it cannot read. */
class DocumentReadError extends Error {
  override name = 'DocumentReadError';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await build({}, { resumeImporter: importer });
});
afterAll(() => t.close());

function upload(user: TestUser, data: Buffer, name: string) {
  const body = fileUpload(data, name);
  return t.app.inject({
    method: 'POST',
    url: `${API}/onboarding/upload-resume`,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function filesOf(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/cv/files/`,
    headers: bearer(user.token),
  });
  return res.json<CvFilesPublic>();
}

describe('importing a CV', () => {
  it('keeps the file among the CV files and answers the draft read from its bytes', async () => {
    const user = await signupAndLogin(t.app);
    const draft = { ...emptyProfileDraft(), full_name: 'Jane Doe' };
    answers.next = async () => ({ draft, problems: ['No dates found under Projects'] });
    reads.length = 0;
    const pdf = pdfBytes();
    const res = await upload(user, pdf, 'jane.pdf');
    expect(res.statusCode).toBe(200);
    const body = res.json<ResumeImport>();
    expect(body).toEqual({
      file: expect.objectContaining({ filename: 'jane.pdf', content_type: 'application/pdf' }),
      draft,
      problems: ['No dates found under Projects'],
    });
    expect(reads).toEqual([{ kind: 'pdf', size: pdf.length }]);
    expect((await filesOf(user)).data.map((file) => file.id)).toEqual([body.file.id]);
    // Nothing enters the profile until a step is saved.
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile`,
      headers: bearer(user.token),
    });
    expect(profile.json()).toMatchObject({ basic_info: null, work_experiences: [] });
  });

  it('reads the kind the bytes are, whatever the name says', async () => {
    const user = await signupAndLogin(t.app);
    answers.next = async () => ({ draft: emptyProfileDraft(), problems: [] });
    reads.length = 0;
    expect((await upload(user, docxBytes(), 'cv.pdf')).statusCode).toBe(200);
    expect(reads.map((read) => read.kind)).toEqual(['docx']);
  });

  it('refuses a document it cannot read with its reason, and keeps nothing of it', async () => {
    const user = await signupAndLogin(t.app);
    answers.next = () =>
      Promise.reject(new DocumentReadError('too_complex', serverMessages.documentTooComplex));
    const res = await upload(user, pdfBytes(), 'huge.pdf');
    expect([res.statusCode, detail(res)]).toEqual([422, serverMessages.documentTooComplex]);
    expect((await filesOf(user)).count).toBe(0);
  });

  it('answers what /cv/upload answers for a file that is not a CV, before reading it', async () => {
    const user = await signupAndLogin(t.app);
    reads.length = 0;
    const res = await upload(user, elfBytes(), 'cv.pdf');
    expect([res.statusCode, detail(res)]).toEqual([415, messages.fileInvalidType]);
    expect(reads).toEqual([]);
    expect((await filesOf(user)).count).toBe(0);
  });

  it('an unexpected failure of the reader is a 500 and keeps nothing', async () => {
    const user = await signupAndLogin(t.app);
    answers.next = () => Promise.reject(new Error('worker exploded'));
    const res = await upload(user, pdfBytes(), 'cv.pdf');
    expect(res.statusCode).toBe(500);
    expect((await filesOf(user)).count).toBe(0);
  });
});
