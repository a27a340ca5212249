/**
 * Applications over HTTP, for what only the server can show: the CV frozen when one is marked
 * Applied (its PDF unchanged after the profile changes), its bytes counted and removed like
 * uploads, a posting read from a board, the analysis kept, the offline cover letter and its PDF,
 * and the dashboard's figures over dated rows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  analysisServerTexts,
  builtCvPath,
  cvPdfFilename,
  serverMessages,
  type AnalysisResult,
  type ApplicationPrefill,
  type ApplicationPublic,
  type ApplicationsSummary,
  type CvFilesPublic,
  type CvPublic,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTS_WAITING_PER_MEMBER } from '../src/http/print-turns';
import { AssistantError, type Assistant, type LetterToWrite } from '../src/infra/assistant';
import { renderCoverLetterPrompt } from '../src/infra/assistant/prompt';
import { connectChat, listenForSockets, newConversation } from './chat-client';
import { holdingRenderer } from './export-fixtures';
import { API, bearer, build, detail, signupAndLogin, type TestApp, type TestUser } from './helper';

const scratch = mkdtempSync(join(tmpdir(), 'vita-applications-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The text of a PDF as poppler's pdftotext reads it. */
function pdftotext(bytes: Uint8Array): string {
  const file = join(scratch, `doc-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

/** A job board on loopback, admitted through JOB_FETCH_ALLOW_HOSTS like an intranet board. */
const POSTING_PAGE = `<!doctype html><html><head><title>Harbour Systems Engineer at Quayside</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Harbour Systems Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Quayside Logistics' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Porto' } },
  description:
    '<p>Run the systems of a container terminal.</p><h3>Requirements</h3><ul><li>Experience with PostgreSQL</li><li>Python in production</li></ul><h3>Nice to have</h3><ul><li>Terraform</li></ul>',
})}</script></head><body><h1>Harbour Systems Engineer</h1></body></html>`;

let board: Server;
let boardUrl: string;
let t: TestApp;
const TODAY = '2026-06-15';

beforeAll(async () => {
  board = createServer((req, res) => {
    if (req.url === '/jobs/harbour') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING_PAGE);
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const address = board.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  boardUrl = `http://127.0.0.1:${address.port}`;
  t = await build({ JOB_FETCH_ALLOW_HOSTS: `127.0.0.1:${address.port}` }, { today: () => TODAY });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => board.close(resolve));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: bearer(user.token), payload });

async function ok<T>(user: TestUser, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function saveBasics(user: TestUser, summary: string) {
  await ok(user, 'POST', '/onboarding/profile', {
    professional_title: 'Terminal Systems Engineer',
    location: 'Porto',
    professional_summary: summary,
  });
}

async function memberWithCv(summary = 'I keep quay cranes talking to the yard planner.') {
  const user = await signupAndLogin(t.app, { full_name: 'Ines Quaymaster' });
  await saveBasics(user, summary);
  const cv = await ok<CvPublic>(user, 'POST', '/cv/', { title: 'Terminal CV' });
  return { user, cv };
}

/** A role whose duties show the PostgreSQL and Python the board's posting asks for. */
async function addPostgresRole(user: TestUser) {
  await ok(user, 'POST', '/onboarding/work-experience', [
    {
      job_title: 'Systems Engineer',
      company_name: 'Northquay Terminal',
      start_date: '2018-03',
      is_current: true,
      description: 'Moved the berth planning data to PostgreSQL and wrote its Python services.',
    },
  ]);
}

/** A member whose role shows PostgreSQL and Python, applying with their CV to the board's harbour job. */
async function harbourApplicationWithCv() {
  const { user, cv } = await memberWithCv();
  await addPostgresRole(user);
  const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
    title: 'Harbour Systems Engineer',
    company: 'Quayside Logistics',
    posting_url: `${boardUrl}/jobs/harbour`,
    cv_id: cv.id,
  });
  return { user, cv, app };
}

/** The owner's frozen files: rows and storage keys, straight from the database. */
async function frozenRows(ownerId: string): Promise<{ storage_key: string }[]> {
  if (!/^[0-9a-f-]{36}$/i.test(ownerId)) throw new Error(`not a uuid: ${ownerId}`);
  const result = await t.app.db.execute(
    `select storage_key from cv_files where owner_id = '${ownerId}' and frozen`,
  );
  const rows: unknown = Array.isArray(result) ? result : (result as { rows?: unknown }).rows;
  return rows as { storage_key: string }[];
}
const storedBytes = (key: string) => existsSync(join(t.dataDir, 'files', key));

describe('a CV frozen when an application is marked Applied', () => {
  it('downloads the PDF as it was sent after the profile has changed; the live CV shows the change', async () => {
    const { user, cv } = await memberWithCv('Old words: I keep quay cranes talking to the yard.');
    const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
      title: 'Harbour Systems Engineer',
      company: 'Quayside Logistics',
      cv_id: cv.id,
    });
    expect(app.frozen_cv).toBeNull();
    const applied = await ok<ApplicationPublic>(user, 'POST', `/applications/${app.id}/stage`, {
      stage: 'applied',
    });
    expect(applied.stage_history.map((change) => change.stage)).toEqual(['saved', 'applied']);
    expect(applied.frozen_cv).toEqual({
      filename: 'Ines Quaymaster - Terminal CV.pdf',
      size: expect.any(Number),
      cv_title: 'Terminal CV',
      frozen_at: expect.any(String),
    });

    await saveBasics(user, 'New words: I plan berths for the largest ships.');
    const frozen = await call(user, 'GET', `/applications/${app.id}/frozen-cv.pdf`);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.headers['content-type']).toBe('application/pdf');
    expect(frozen.rawPayload.length).toBe(applied.frozen_cv?.size);
    const sent = pdftotext(frozen.rawPayload);
    expect(sent).toContain('Old words: I keep quay cranes talking to the yard.');
    expect(sent).not.toContain('New words');
    const live = await call(user, 'GET', `/cv/${cv.id}/export.pdf`);
    expect(pdftotext(live.rawPayload)).toContain('New words: I plan berths for the largest ships.');

    // Back to Applied later keeps what was sent first; the bytes never change.
    await ok(user, 'POST', `/applications/${app.id}/stage`, { stage: 'interview' });
    await ok(user, 'POST', `/applications/${app.id}/stage`, { stage: 'applied' });
    const again = await call(user, 'GET', `/applications/${app.id}/frozen-cv.pdf`);
    expect(again.rawPayload.equals(frozen.rawPayload)).toBe(true);
    expect(await frozenRows(user.id)).toHaveLength(1);

    // Not among the uploads, and nobody else's to download.
    expect((await ok<CvFilesPublic>(user, 'GET', '/cv/files/')).count).toBe(0);
    const other = await signupAndLogin(t.app);
    const refused = await call(other, 'GET', `/applications/${app.id}/frozen-cv.pdf`);
    expect([refused.statusCode, detail(refused)]).toEqual([
      404,
      serverMessages.applicationNotFound,
    ]);
  });

  it('is removed with its application, and with the account', async () => {
    const { user, cv } = await memberWithCv();
    const freeze = async () => {
      const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
        title: 'Crane Data Engineer',
        company: 'Berthline',
        cv_id: cv.id,
      });
      await ok(user, 'POST', `/applications/${app.id}/stage`, { stage: 'applied' });
      return app;
    };
    const first = await freeze();
    const [row] = await frozenRows(user.id);
    expect(row && storedBytes(row.storage_key)).toBe(true);
    expect(await ok(user, 'DELETE', `/applications/${first.id}`)).toEqual({
      message: serverMessages.applicationDeleted,
    });
    expect(await frozenRows(user.id)).toEqual([]);
    expect(storedBytes(row!.storage_key)).toBe(false);

    await freeze();
    const [kept] = await frozenRows(user.id);
    expect(await ok(user, 'DELETE', '/users/me')).toEqual({ message: serverMessages.userDeleted });
    expect(await frozenRows(user.id)).toEqual([]);
    expect(storedBytes(kept!.storage_key)).toBe(false);
  });

  it('stays with the application when the live CV is deleted', async () => {
    const { user, cv } = await memberWithCv();
    const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
      title: 'Yard Planner',
      company: 'Berthline',
      cv_id: cv.id,
    });
    await ok(user, 'POST', `/applications/${app.id}/stage`, { stage: 'applied' });
    await ok(user, 'DELETE', `/cv/${cv.id}`);
    const after = await ok<ApplicationPublic>(user, 'GET', `/applications/${app.id}`);
    expect([after.cv_id, after.frozen_cv?.cv_title]).toEqual([null, 'Terminal CV']);
    expect((await call(user, 'GET', `/applications/${app.id}/frozen-cv.pdf`)).statusCode).toBe(200);
  });
});

describe('a posting read from its address', () => {
  it('prefills title, company, location and requirements', async () => {
    const user = await signupAndLogin(t.app);
    const prefill = await ok<ApplicationPrefill>(user, 'POST', '/applications/prefill', {
      posting_url: `${boardUrl}/jobs/harbour`,
    });
    expect(prefill).toMatchObject({
      title: 'Harbour Systems Engineer',
      company: 'Quayside Logistics',
      posting_url: `${boardUrl}/jobs/harbour`,
    });
    expect(prefill.location).toContain('Porto');
    expect(prefill.posting_text).toContain('Experience with PostgreSQL');
  });

  it('refuses an address that cannot be read with a text that says the person can type it in', async () => {
    const user = await signupAndLogin(t.app);
    const missing = await call(user, 'POST', '/applications/prefill', {
      posting_url: `${boardUrl}/jobs/gone`,
    });
    expect([missing.statusCode, detail(missing)]).toEqual([
      422,
      serverMessages.postingNotRead.replace(
        '{reason}',
        analysisServerTexts.httpStatus.replace('{status}', '404'),
      ),
    ]);
    const privateAddress = await call(user, 'POST', '/applications/prefill', {
      posting_url: 'http://192.168.0.10/jobs/1',
    });
    expect([privateAddress.statusCode, detail(privateAddress)]).toEqual([
      422,
      serverMessages.postingNotRead.replace('{reason}', analysisServerTexts.urlRefused),
    ]);
    // Saving by hand still works.
    const saved = await call(user, 'POST', '/applications/', {
      title: 'Harbour Systems Engineer',
      company: 'Quayside Logistics',
      posting_url: `${boardUrl}/jobs/gone`,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is compared with the attached CV and the result kept', async () => {
    const { user, app } = await harbourApplicationWithCv();
    const analysed = await ok<ApplicationPublic>(user, 'POST', `/applications/${app.id}/analysis`);
    expect(analysed.analysis?.score).toEqual(expect.any(Number));
    expect(analysed.analysis?.matched.map((m) => m.requirement).join(' ')).toMatch(/PostgreSQL/);
    expect(analysed.analysed_at).toEqual(expect.any(String));
    const again = await ok<ApplicationPublic>(user, 'GET', `/applications/${app.id}`);
    expect(again.analysis).toEqual(analysed.analysis);
  });
});

describe('a CV that stores its target posting', () => {
  it('is compared with it as it prints, and one without an address says what to add', async () => {
    const { user, cv } = await memberWithCv();
    await addPostgresRole(user);
    const refused = await call(user, 'POST', `/cv/${cv.id}/analysis`);
    expect(refused.statusCode).toBe(409);
    expect(detail(refused)).toBe(serverMessages.cvAnalysisNeedsPosting);

    await ok(user, 'PUT', `/cv/${cv.id}`, { target_job_posting_url: `${boardUrl}/jobs/harbour` });
    const result = await ok<AnalysisResult>(user, 'POST', `/cv/${cv.id}/analysis`);
    expect(result.posting.title).toBe('Harbour Systems Engineer');
    expect(result.cv.path).toBe(`cvs/${cv.id}`);
    expect(result.matched.map((m) => m.requirement).join(' ')).toMatch(/PostgreSQL/);

    await ok(user, 'PUT', `/cv/${cv.id}`, { target_job_posting_url: `${boardUrl}/jobs/gone` });
    const gone = await call(user, 'POST', `/cv/${cv.id}/analysis`);
    expect(gone.statusCode).toBe(422);
  });
});

describe('a CV built in Vita, chosen in the chat', () => {
  it('is analysed as it prints when named by its path, and another member’s is refused', async () => {
    const { user, cv } = await memberWithCv();
    await addPostgresRole(user);
    const other = await memberWithCv();
    const base = await listenForSockets(t);
    const client = connectChat(base, (await newConversation(t, user)).id, user.token);
    const url = `${boardUrl}/jobs/harbour`;
    const run = (cv_path: string) => {
      client.send({ type: 'resume_analysis', message: '', job_url: url, cv_path });
      return client.next((e) => e.type === 'stream_complete' || e.type === 'error');
    };
    const done = await run(builtCvPath(cv.id));
    if (done.type !== 'stream_complete') throw new Error(`expected completion: ${done.content}`);
    expect(done.analysis?.cv).toEqual({
      filename: cvPdfFilename('Ines Quaymaster', 'Terminal CV'),
      path: builtCvPath(cv.id),
    });
    expect(done.analysis?.matched.map((m) => m.requirement).join(' ')).toMatch(/PostgreSQL/);
    for (const path of [builtCvPath(other.cv.id), 'cvs/../etc/passwd', `cvs/${cv.id}x`]) {
      expect(await run(path)).toEqual({
        type: 'error',
        content: analysisServerTexts.builtCvNotFound,
      });
    }
    client.socket.close();
    // A CV is printed by a cold Typst worker first, as the other prints of this file are.
  }, 120_000);
});

describe('the cover letter', () => {
  it('drafts from an empty profile without a name, a summary or a skill of its own making', async () => {
    const email = `empty-${Math.random().toString(36).slice(2)}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: `${API}/users/signup`,
      payload: { email, password: 'correct-horse-battery' },
    });
    expect(signup.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/login/access-token`,
      payload: new URLSearchParams({
        username: email,
        password: 'correct-horse-battery',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const user = { token: login.json<{ access_token: string }>().access_token } as TestUser;
    const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
      title: 'Platform Engineer',
      company: 'Northwind',
      posting_text: 'Required: Kubernetes\nRequired: Go',
    });
    const draft = await ok<{ cover_letter: string }>(
      user,
      'POST',
      `/applications/${app.id}/cover-letter/draft`,
    );
    expect(draft.cover_letter).toBe(
      [
        'Dear hiring team at Northwind,',
        'I am applying for the Platform Engineer position at Northwind.',
        'I would welcome the chance to talk about the Platform Engineer position with you.',
        'Kind regards,',
      ].join('\n\n'),
    );
  });

  it('with a CV attached and no analysis kept, argues what an analysis made for it finds, and keeps none', async () => {
    const { user, cv, app } = await harbourApplicationWithCv();
    const { cover_letter } = await ok<{ cover_letter: string }>(
      user,
      'POST',
      `/applications/${app.id}/cover-letter/draft`,
    );
    // No skill is listed: the requirements come from the analysis, with the CV's own sentences.
    const argued =
      /Your posting asks for these, and my experience shows them:\n((?:- .*\n?)+)/.exec(
        cover_letter,
      );
    expect(argued?.[1]).toMatch(/PostgreSQL.*“[^”]*PostgreSQL[^”]*”/);
    // One sentence that shows two requirements is quoted once, naming both.
    expect(argued?.[1]).toMatch(/^- PostgreSQL and Python: “Moved the berth planning data/m);
    expect(argued?.[1]?.match(/Moved the berth planning data/g)).toHaveLength(1);
    expect(
      (await ok<ApplicationPublic>(user, 'GET', `/applications/${app.id}`)).analysis,
    ).toBeNull();

    // A posting that cannot be read leaves the letter to the profile's facts.
    const unread = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
      title: 'Harbour Systems Engineer',
      company: 'Quayside Logistics',
      posting_url: `${boardUrl}/jobs/gone`,
      cv_id: cv.id,
    });
    const plain = await ok<{ cover_letter: string }>(
      user,
      'POST',
      `/applications/${unread.id}/cover-letter/draft`,
    );
    expect(plain.cover_letter).not.toContain('Your posting asks');
    expect(plain.cover_letter).toContain('I am applying for the Harbour Systems Engineer position');
  }, 120_000);

  it("names the requirements the CV shows with the CV's own sentence, and the summary as written", async () => {
    const { user } = await memberWithCv('I keep quay cranes talking to the yard planner.');
    await ok(user, 'POST', '/onboarding/skills', [{ name: 'PostgreSQL' }, { name: 'Kotlin' }]);
    await ok(user, 'POST', '/onboarding/work-experience', [
      {
        job_title: 'Systems Engineer',
        company_name: 'Northquay Terminal',
        start_date: '2018-03',
        is_current: true,
        description: 'Moved the berth planning data to PostgreSQL without a day of downtime.',
      },
    ]);
    const app = await ok<ApplicationPublic>(user, 'POST', '/applications/', {
      title: 'Harbour Systems Engineer',
      company: 'Quayside Logistics',
      posting_text: 'Required: PostgreSQL\nRequired: Rust',
    });
    const { cover_letter } = await ok<{ cover_letter: string }>(
      user,
      'POST',
      `/applications/${app.id}/cover-letter/draft`,
    );
    expect(cover_letter).toBe(
      [
        'Dear hiring team at Quayside Logistics,',
        'I am applying for the Harbour Systems Engineer position at Quayside Logistics.',
        'I keep quay cranes talking to the yard planner.',
        'Your posting asks for something my experience shows:\n- PostgreSQL: “Moved the berth planning data to PostgreSQL without a day of downtime” (as Systems Engineer at Northquay Terminal)',
        'I would welcome the chance to talk about the Harbour Systems Engineer position with you.',
        'Kind regards,\nInes Quaymaster',
      ].join('\n\n'),
    );

    // Kept as edited, and printed with the person's contact lines.
    await ok(user, 'PUT', `/applications/${app.id}/cover-letter`, {
      cover_letter: `${cover_letter}\n\nP.S. Edited by hand.`,
    });
    const pdf = await call(user, 'GET', `/applications/${app.id}/cover-letter.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(
      'Cover%20letter%20-%20Quayside%20Logistics',
    );
    const text = pdftotext(pdf.rawPayload);
    for (const words of [
      'Ines Quaymaster',
      'Porto',
      'Quayside Logistics',
      'P.S. Edited by hand.',
      '15 June 2026',
    ]) {
      expect(text).toContain(words);
    }
  });
});

describe('the dashboard summary', () => {
  it("lists next steps due this week and counts the funnel of the last 90 days' applications", async () => {
    const user = await signupAndLogin(t.app);
    const save = (title: string, next_step_date: string | null = null) =>
      ok<ApplicationPublic>(user, 'POST', '/applications/', {
        title,
        company: 'Berthline',
        next_step: next_step_date ? `Step of ${title}` : null,
        next_step_date,
      });
    const move = (app: ApplicationPublic, ...stages: string[]) =>
      stages.reduce(
        (done, stage) =>
          done.then(() => ok(user, 'POST', `/applications/${app.id}/stage`, { stage })),
        Promise.resolve() as Promise<unknown>,
      );
    const overdue = await save('Overdue', '2026-06-12');
    const today = await save('Today', TODAY);
    const lastDay = await save('Last day', '2026-06-21');
    await save('Next week', '2026-06-22');
    const closed = await save('Closed', '2026-06-16');
    const old = await save('Old');
    await move(today, 'applied', 'interview');
    await move(lastDay, 'applied', 'interview', 'offer');
    await move(closed, 'applied', 'rejected');
    await move(old, 'applied');
    // Saved 106 days before today: outside the funnel's 90 days.
    await t.app.db.execute(
      `update applications set created_at = '2026-03-01T10:00:00Z' where id = '${old.id}'`,
    );

    const summary = await ok<ApplicationsSummary>(user, 'GET', '/applications/summary');
    expect(summary.today).toBe(TODAY);
    expect(summary.due.map((step) => [step.title, step.next_step_date, step.overdue])).toEqual([
      ['Overdue', '2026-06-12', true],
      ['Today', TODAY, false],
      ['Last day', '2026-06-21', false],
    ]);
    expect(summary.due[0]).toMatchObject({ id: overdue.id, next_step: 'Step of Overdue' });
    expect(summary.funnel).toEqual({
      since: '2026-03-17',
      saved: 5,
      applied: 3,
      interview: 2,
      offer: 1,
    });
  });
});

describe('the cover letter with a language model configured', () => {
  const asked: { message: string; letter?: LetterToWrite }[] = [];
  let failing = false;
  const model: Assistant = {
    info: { name: 'a model', offline: false, model: 'a-model' },
    async *stream(input) {
      asked.push({ message: input.message, ...(input.letter ? { letter: input.letter } : {}) });
      if (failing) throw new AssistantError('The assistant did not answer in time.');
      yield 'Dear Northwind team,\n\n';
      yield 'The model worded this.';
    },
    reply: () => Promise.resolve(''),
  };
  let withModel: TestApp;
  beforeAll(async () => {
    withModel = await build({}, { assistant: model, today: () => TODAY });
  });
  afterAll(() => withModel.close());

  it('words the draft from the same facts, and falls back to the built-in draft when it fails', async () => {
    const user = await signupAndLogin(withModel.app, { full_name: 'Ines Quaymaster' });
    const send = (method: Method, url: string, payload?: object) =>
      withModel.app.inject({ method, url: `${API}${url}`, headers: bearer(user.token), payload });
    const app = (
      await send('POST', '/applications/', { title: 'Platform Engineer', company: 'Northwind' })
    ).json<ApplicationPublic>();
    const worded = await send('POST', `/applications/${app.id}/cover-letter/draft`);
    expect(worded.json()).toEqual({
      cover_letter: 'Dear Northwind team,\n\nThe model worded this.',
    });
    const builtIn = [
      'Dear hiring team at Northwind,',
      'I am applying for the Platform Engineer position at Northwind.',
      'I would welcome the chance to talk about the Platform Engineer position with you.',
      'Kind regards,\nInes Quaymaster',
    ].join('\n\n');
    expect(asked[0]?.letter).toEqual({
      facts: {
        role: 'Platform Engineer',
        company: 'Northwind',
        fullName: 'Ines Quaymaster',
        summary: null,
        shown: [],
      },
      draft: builtIn,
    });
    const prompt = renderCoverLetterPrompt(asked[0]!.letter!.facts, builtIn);
    expect(prompt).toContain('Do not add a skill, an employer, a number, a date');
    expect(prompt).toContain('"company": "Northwind"');

    failing = true;
    const fallback = await send('POST', `/applications/${app.id}/cover-letter/draft`);
    expect(fallback.json()).toEqual({ cover_letter: builtIn });
  });
});

describe('a move to Applied when the storage is full', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await build({ STORAGE_MAX_FILES_PER_USER: '1' });
  });
  afterAll(() => full.close());

  it('is refused whole: the stage stays and no file is kept', async () => {
    const user = await signupAndLogin(full.app);
    const send = (method: Method, url: string, payload?: object) =>
      full.app.inject({ method, url: `${API}${url}`, headers: bearer(user.token), payload });
    const cv = (await send('POST', '/cv/', { title: 'Quay CV' })).json<CvPublic>();
    const save = async (title: string) =>
      (
        await send('POST', '/applications/', { title, company: 'Berthline', cv_id: cv.id })
      ).json<ApplicationPublic>();
    const first = await save('First');
    expect(
      (await send('POST', `/applications/${first.id}/stage`, { stage: 'applied' })).statusCode,
    ).toBe(200);
    const second = await save('Second');
    const refused = await send('POST', `/applications/${second.id}/stage`, { stage: 'applied' });
    expect([refused.statusCode, detail(refused)]).toEqual([413, serverMessages.storageFull]);
    const after = (await send('GET', `/applications/${second.id}`)).json<ApplicationPublic>();
    expect([after.stage, after.stage_history.length, after.frozen_cv]).toEqual(['saved', 1, null]);
  });
});

describe('a CV frozen on Applied takes its turn with the member’s CV exports', () => {
  it('is refused as busy while the member’s prints fill their turns, and frozen once they are done', async () => {
    // A renderer that holds every render until told, so the member's exports stay in the queue.
    const { held, renderer } = holdingRenderer();
    const own = await build({}, { cvRenderer: renderer });
    try {
      const user = await signupAndLogin(own.app);
      const send = (method: Method, url: string, payload?: object) =>
        own.app.inject({ method, url: `${API}${url}`, headers: bearer(user.token), payload });
      const cv = (await send('POST', '/cv/', { title: 'Terminal CV' })).json<CvPublic>();
      const app = (
        await send('POST', '/applications/', {
          title: 'Harbour Systems Engineer',
          company: 'Quayside Logistics',
          cv_id: cv.id,
        })
      ).json<ApplicationPublic>();

      // One export at the renderer and as many waiting as a member may have.
      let answered = 0;
      const exports = Array.from({ length: 1 + PRINTS_WAITING_PER_MEMBER }, () =>
        send('GET', `/cv/${cv.id}/export.pdf`).then((res) => {
          answered += 1;
          return res;
        }),
      );
      await expect.poll(() => held.length).toBe(1);

      const refused = await send('POST', `/applications/${app.id}/stage`, { stage: 'applied' });
      expect(refused.statusCode).toBe(503);
      expect(detail(refused)).toBe(serverMessages.serverBusy);
      const unchanged = (await send('GET', `/applications/${app.id}`)).json<ApplicationPublic>();
      expect(unchanged.stage).toBe('saved');
      expect(unchanged.frozen_cv).toBeNull();

      while (answered < exports.length) {
        held.splice(0).forEach((release) => release());
        await expect.poll(() => held.length > 0 || answered === exports.length).toBe(true);
      }
      expect((await Promise.all(exports)).map((res) => res.statusCode)).toEqual(
        exports.map(() => 200),
      );

      const moving = send('POST', `/applications/${app.id}/stage`, { stage: 'applied' });
      await expect.poll(() => held.length).toBe(1);
      held.splice(0).forEach((release) => release());
      const applied = (await moving).json<ApplicationPublic>();
      expect(applied.stage).toBe('applied');
      expect(applied.frozen_cv?.cv_title).toBe('Terminal CV');
    } finally {
      await own.close();
    }
  });
});
