/**
 * A CV printed over HTTP: its layout saved with it, its pages previewed, its PDF downloaded from
 * the owner's profile through that layout; refusals answered with a status and a detail.
 */
import {
  CV_PRINT_MAX_PAGES,
  cvExportTexts,
  LONG_TEXT_MAX_LENGTH,
  serverMessages,
  type CvPreview,
  type CvPublic,
  type Profile,
} from '@vita/api/schemas';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTS_WAITING_PER_MEMBER } from '../src/http/print-turns';
import {
  createCvRenderer,
  CvRenderError,
  toCvDocument,
  type CvRenderer,
} from '../src/infra/export';
import {
  holdingRenderer,
  richCv,
  richProfile,
  richProfileSaves,
  richUser,
} from './export-fixtures';
import { API, bearer, build, detail, signupAndLogin, type TestApp, type TestUser } from './helper';
import { norm, readPdf } from './pdf-reading';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: bearer(user.token), payload });

/** The rich fixture saved as this user's profile through the API; answers it as stored. */
async function saveRichProfile(user: TestUser): Promise<Profile> {
  for (const { path, body } of richProfileSaves()) {
    const res = await call(user, 'POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await call(user, 'GET', '/users/me/profile');
  return res.json<Profile>();
}

async function richMember() {
  const user = await signupAndLogin(t.app, { full_name: richUser.full_name });
  const profile = await saveRichProfile(user);
  const created = await call(user, 'POST', '/cv/', {
    title: 'Staff Engineer CV',
    target_job_title: richCv.target_job_title,
    target_company: richCv.target_company,
    headline: richCv.headline,
  });
  expect(created.statusCode).toBe(200);
  return { user, profile, cv: created.json<CvPublic>() };
}

/** The order the section headings of a template appear in the text. */
function headingOrder(text: string, headings: string[]): string[] {
  return headings
    .map((heading) => ({ heading, at: text.search(new RegExp(`\\b${heading}\\b`, 'i')) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ heading }) => heading);
}

describe('CV export', () => {
  it('downloads the PDF of a CV: its headline under the name, a file name to keep', async () => {
    const { user, cv, profile } = await richMember();
    const res = await call(user, 'GET', `/cv/${cv.id}/export.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Jos_ M_ller-_ukasiewicz - Staff Engineer CV.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent('José Müller-Łukasiewicz - Staff Engineer CV.pdf')}`,
    );
    const pdf = await readPdf(res.rawPayload);
    const first = pdf.pages[0]!.rows.map((row) => row.text);
    expect(first[0]).toBe(richUser.full_name);
    expect(first[1]).toContain(richCv.headline);
    expect(pdf.title).toBe('Staff Engineer CV');
    expect(pdf.author).toBe(richUser.full_name);
    const text = norm(pdf.text);
    for (const work of profile.work_experiences) expect(text).toContain(work.company_name);
    expect(pdf.pages[0]!.width).toBeCloseTo(595.28, 1);
  });

  it('prints the saved layout: order, hidden entries and sections, paper and template', async () => {
    const { user, cv, profile } = await richMember();
    const [firstJob, secondJob] = profile.work_experiences;
    const saved = await call(user, 'PUT', `/cv/${cv.id}/layout`, {
      template: 'compact',
      paper: 'us-letter',
      section_order: ['skills', 'education', 'work'],
      hidden: [secondJob!.id, 'certifications', 'summary'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CvPublic>().layout).toEqual({
      template: 'compact',
      paper: 'us-letter',
      section_order: ['skills', 'education', 'work'],
      hidden: [secondJob!.id, 'certifications', 'summary'],
    });

    const res = await call(user, 'GET', `/cv/${cv.id}/export.pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    const text = norm(pdf.text);
    expect(pdf.pages[0]!.width).toBeCloseTo(612, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(792, 1);
    expect(text).toContain(firstJob!.company_name);
    expect(text).not.toContain(secondJob!.company_name);
    expect(text).not.toContain(profile.certifications[0]!.name);
    expect(text).not.toContain('Shanghai');
    expect(headingOrder(text, ['Skills', 'Education', 'Experience', 'Projects'])).toEqual([
      'Skills',
      'Education',
      'Experience',
      'Projects',
    ]);
    // The profile itself is untouched.
    const after = (await call(user, 'GET', '/users/me/profile')).json<Profile>();
    expect(after.work_experiences).toHaveLength(profile.work_experiences.length);

    // The query changes the template or the paper for one download only.
    const a4 = await call(user, 'GET', `/cv/${cv.id}/export.pdf?template=ats&paper=a4`);
    expect(a4.statusCode).toBe(200);
    expect((await readPdf(a4.rawPayload)).pages[0]!.width).toBeCloseTo(595.28, 1);
    const still = (await call(user, 'GET', `/cv/${cv.id}`)).json<CvPublic>();
    expect(still.layout.template).toBe('compact');
  });

  it('previews each page as an SVG picture, and says how many there are', async () => {
    const { user, cv } = await richMember();
    const first = await call(user, 'GET', `/cv/${cv.id}/preview`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<CvPreview>();
    expect(page1).toMatchObject({ page: 1, template: 'ats', paper: 'a4' });
    expect(page1.pages).toBeGreaterThanOrEqual(2);
    expect(page1.svg).toMatch(/^<svg [^>]*viewBox="0 0 595\.\d+ 841\.\d+"/);
    expect(page1.svg).not.toMatch(/<script/i);

    const second = await call(user, 'GET', `/cv/${cv.id}/preview?page=2&template=modern`);
    expect(second.json<CvPreview>()).toMatchObject({ page: 2, template: 'modern' });

    const past = await call(user, 'GET', `/cv/${cv.id}/preview?page=${page1.pages + 1}`);
    expect(past.statusCode).toBe(404);
    expect(detail(past)).toBe(
      `There is no page ${page1.pages + 1}: this CV has ${page1.pages} pages.`,
    );
    const zero = await call(user, 'GET', `/cv/${cv.id}/preview?page=0`);
    expect(zero.statusCode).toBe(422);
    const unknown = await call(user, 'GET', `/cv/${cv.id}/export.pdf?template=fancy`);
    expect(unknown.statusCode).toBe(422);
  });

  it("refuses bad layouts with the form's texts, and another user's CV as if it did not exist", async () => {
    const { user, cv } = await richMember();
    const repeated = await call(user, 'PUT', `/cv/${cv.id}/layout`, {
      section_order: ['work', 'skills', 'work'],
    });
    expect(repeated.statusCode).toBe(422);
    expect(detail(repeated)).toEqual([
      {
        loc: ['body', 'section_order'],
        msg: 'Each section may appear once in the order',
        type: 'custom',
      },
    ]);
    const tooMany = await call(user, 'PUT', `/cv/${cv.id}/layout`, {
      hidden: Array.from({ length: 301 }, () => 'summary'),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(detail(tooMany)).toMatchObject([
      { loc: ['body', 'hidden'], msg: 'At most 300 entries and sections can be hidden' },
    ]);
    const script = await call(user, 'PUT', `/cv/${cv.id}/layout`, {
      hidden: ['<script>'],
    });
    expect(detail(script)).toMatchObject([
      { loc: ['body', 'hidden', 0], msg: 'Hide an entry by its id, or a section by its name' },
    ]);
    expect((await call(user, 'GET', `/cv/${cv.id}`)).json<CvPublic>().layout.hidden).toEqual([]);

    const stranger = await signupAndLogin(t.app);
    for (const [method, url] of [
      ['PUT', `/cv/${cv.id}/layout`],
      ['GET', `/cv/${cv.id}/export.pdf`],
      ['GET', `/cv/${cv.id}/preview`],
    ] as const) {
      const res = await call(stranger, method, url, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(detail(res)).toBe(serverMessages.cvNotFound);
    }
  });

  it('prints a CV with an empty profile: the name, no e-mail, no headline, nothing broken', async () => {
    const user = await signupAndLogin(t.app, { full_name: 'Ada Lovelace' });
    const created = await call(user, 'POST', '/cv/', {
      title: 'First CV',
      target_job_title: 'Analyst',
    });
    const cv = created.json<CvPublic>();
    const res = await call(user, 'GET', `/cv/${cv.id}/export.pdf?template=modern`);
    expect(res.statusCode).toBe(200);
    const text = norm((await readPdf(res.rawPayload)).text);
    expect(text).toContain('Ada Lovelace');
    // The address the account signs in with was never given to print.
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('@');
    // The job a CV aims at is not a title the person holds.
    expect(text).not.toContain('Analyst');
  });

  it("prints the header the CV sets, the profile's values where it sets none", async () => {
    const { user, cv, profile } = await richMember();
    const basics = profile.basic_info!;
    const printed = async (template: string) => {
      const res = await call(user, 'GET', `/cv/${cv.id}/export.pdf?template=${template}`);
      expect(res.statusCode).toBe(200);
      return readPdf(res.rawPayload);
    };
    const textOf = async (template: string) => norm((await printed(template)).text);

    const reset = await call(user, 'PUT', `/cv/${cv.id}`, { headline: null });
    expect(reset.statusCode).toBe(200);
    const byDefault = await textOf('ats');
    expect(byDefault).toContain(basics.professional_title);
    expect(byDefault).not.toContain(richCv.target_job_title);
    expect(byDefault).toContain(basics.email!);
    expect(byDefault).not.toContain(user.email);
    expect(byDefault).toContain(basics.phone!);

    const set = await call(user, 'PUT', `/cv/${cv.id}`, {
      headline: 'Reliability Lead',
      contact_email: 'hire.me@example.org',
      contact_location: 'Lisbon, Portugal',
      hidden_contacts: ['phone', 'github'],
    });
    expect(set.statusCode, set.body).toBe(200);
    for (const template of ['ats', 'modern', 'compact']) {
      const pdf = await printed(template);
      const text = norm(pdf.text);
      expect(text, template).toContain('Reliability Lead');
      expect(text, template).toContain('hire.me@example.org');
      expect(text, template).not.toContain(basics.email!);
      expect(text, template).toContain('Lisbon, Portugal');
      expect(text, template).not.toContain(basics.phone!);
      expect(pdf.links, template).toContain('mailto:hire.me@example.org');
      expect(pdf.links, template).toContain(basics.linkedin_url);
      expect(pdf.links, template).not.toContain(basics.github_url);
    }

    await call(user, 'PUT', `/cv/${cv.id}`, { hidden_contacts: ['email'] });
    const noMail = await textOf('ats');
    expect(noMail).not.toContain('hire.me@example.org');
    expect(noMail).not.toContain(basics.email!);
    expect(noMail).toContain(basics.phone!);
  });
});

/** A new member of the app and a CV of theirs. */
async function memberWithCv(app: TestApp) {
  const user = await signupAndLogin(app.app);
  const created = await app.app.inject({
    method: 'POST',
    url: `${API}/cv/`,
    headers: bearer(user.token),
    payload: { title: 'CV' },
  });
  return { user, cv: created.json<CvPublic>() };
}

/** An app of its own with the given renderer, a member and a CV of theirs. */
async function appWithRenderer(renderer: CvRenderer) {
  const app = await build({}, { cvRenderer: renderer });
  return { app, ...(await memberWithCv(app)) };
}

describe('CV prints at once', () => {
  it('lets one print of a member through at a time, 8 of theirs wait, and refuses the rest as busy', async () => {
    const { held, renderer } = holdingRenderer();
    const { app, user, cv } = await appWithRenderer(renderer);
    try {
      const asks = Array.from({ length: 12 }, (_, i) =>
        app.app.inject({
          method: 'GET',
          url: `${API}/cv/${cv.id}/${i % 2 ? 'preview' : 'export.pdf'}`,
          headers: bearer(user.token),
        }),
      );
      let answered = 0;
      for (const ask of asks) void ask.then(() => (answered += 1));
      // While the renderer holds it, one print reaches it, 8 wait, and 3 are answered at once.
      await expect.poll(() => answered).toBe(12 - 1 - PRINTS_WAITING_PER_MEMBER);
      // The three refusals need no database; the first print reads the CV on its way to the
      // renderer, later on PostgreSQL than they are answered.
      await expect.poll(() => held.length).toBe(1);
      while (answered < asks.length) {
        expect(held.length).toBeLessThanOrEqual(1);
        held.splice(0).forEach((release) => release());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const answers = await Promise.all(asks);
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(9);
      const refused = answers.filter((res) => res.statusCode === 503);
      expect(refused).toHaveLength(3);
      expect(detail(refused[0]!)).toBe(serverMessages.serverBusy);
    } finally {
      await app.close();
    }
  });

  it('takes members in turns: a second member’s export waits for one render, not 8 queued', async () => {
    const { held, renderer } = holdingRenderer();
    const { app, user: first, cv: firstCv } = await appWithRenderer(renderer);
    try {
      const { user: second, cv: secondCv } = await memberWithCv(app);
      const finished: string[] = [];
      const exportOf = (user: TestUser, cv: CvPublic, name: string) =>
        app.app
          .inject({
            method: 'GET',
            url: `${API}/cv/${cv.id}/export.pdf`,
            headers: bearer(user.token),
          })
          .then((res) => {
            expect(res.statusCode).toBe(200);
            finished.push(name);
          });
      // Eight exports of the first member queued, then one of the second.
      const asks = Array.from({ length: 8 }, (_, i) => exportOf(first, firstCv, `A${i + 1}`));
      await expect.poll(() => held.length).toBe(1);
      asks.push(exportOf(second, secondCv, 'B'));
      await expect.poll(() => held.length).toBe(2);
      // The renderer answers one render at a time, in the order they reached it, each once the
      // one before has been answered.
      for (let done = 0; done < asks.length; done++) {
        await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
        held.shift()!();
        await expect.poll(() => finished.length, { timeout: 10_000 }).toBe(done + 1);
      }
      await Promise.all(asks);
      // Which of the first member's exports reached the renderer first depends on the database
      // (PostgreSQL answers their reads in any order); the second member's came right after it.
      expect(finished[1]).toBe('B');
      expect([...finished].sort()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B']);
    } finally {
      await app.close();
    }
  });

  it('drops a waiting print whose client has gone', async () => {
    const { held, renderer } = holdingRenderer();
    const { app, user, cv } = await appWithRenderer(renderer);
    try {
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const url = `http://127.0.0.1:${address.port}${API}/cv/${cv.id}/export.pdf`;
      const running = fetch(url, { headers: bearer(user.token) });
      await expect.poll(() => held.length).toBe(1);
      const arrived = new Promise((resolve) => app.app.server.once('request', resolve));
      const waiting = httpRequest(url, { headers: bearer(user.token) });
      waiting.on('error', () => undefined);
      waiting.end();
      // Gone once the server has it (whether it waits for its turn yet or not).
      await arrived;
      waiting.destroy();
      // The server has seen the client go once it says so in the log.
      await expect
        .poll(() => app.logs.join(''), { timeout: 5000 })
        .toContain('a print was dropped: its client had gone');
      held.shift()?.();
      expect((await running).status).toBe(200);
      // The print that was dropped never reached the renderer.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(held.length).toBe(0);
    } finally {
      held.splice(0).forEach((release) => release());
      await app.close();
    }
  });
});

describe('a CV longer than a print may be', () => {
  it('is refused at once with the declared text, whatever the profile holds', async () => {
    const user = await signupAndLogin(t.app);
    const long = 'Led the payments platform team through a migration to event sourcing. ';
    const entry = (i: number) => ({
      job_title: `Engineer ${i}`,
      company_name: `Company ${i}`,
      start_date: '2010-01-01',
      end_date: '2011-01-01',
      description: long.repeat(70).slice(0, LONG_TEXT_MAX_LENGTH),
      achievements: long.repeat(70).slice(0, LONG_TEXT_MAX_LENGTH),
      skills_used: long.repeat(70).slice(0, LONG_TEXT_MAX_LENGTH),
    });
    const saved = await call(
      user,
      'POST',
      '/onboarding/work-experience',
      Array.from({ length: 12 }, (_, i) => entry(i)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const cv = (await call(user, 'POST', '/cv/', { title: 'Long' })).json<CvPublic>();
    for (const url of [`/cv/${cv.id}/export.pdf`, `/cv/${cv.id}/preview`]) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(detail(res)).toBe(cvExportTexts.renderTooLong);
    }
    expect(cvExportTexts.renderTooLong).toContain(`${CV_PRINT_MAX_PAGES} pages`);
  });

  it('is refused by the renderer itself before it reaches the thread', async () => {
    const renderer = createCvRenderer();
    try {
      const doc = {
        ...toCvDocument(richProfile(), richUser, { ...richCv, id: 'x' } as never, {}),
        summary: 'x'.repeat(1_000_000),
      };
      await expect(renderer.pdf(doc, 'ats')).rejects.toMatchObject({
        reason: 'too_long',
        message: cvExportTexts.renderTooLong,
      });
    } finally {
      await renderer.close();
    }
  });
});

describe('CV export refused by the renderer', () => {
  /** A renderer that refuses every render as the given reason, as an overloaded or broken one would. */
  const refusing = (reason: CvRenderError['reason'], message: string): CvRenderer => ({
    warm: async () => ({ memoryMb: 0 }),
    pdf: () => Promise.reject(new CvRenderError(reason, message, 'typst said no')),
    letterPdf: () => Promise.reject(new CvRenderError(reason, message, 'typst said no')),
    svg: () => Promise.reject(new CvRenderError(reason, message, 'typst said no')),
    close: async () => undefined,
  });

  // One app for the four reasons (an app of its own each cost a database start and an app
  // build): its renderer refuses as the running test sets, and each test has its own member.
  let refusal = refusing('failed', cvExportTexts.renderFailed);
  const renderer: CvRenderer = {
    warm: () => refusal.warm(),
    pdf: (...args) => refusal.pdf(...args),
    letterPdf: (...args) => refusal.letterPdf(...args),
    svg: (...args) => refusal.svg(...args),
    close: async () => undefined,
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await build({}, { cvRenderer: renderer });
  });
  afterAll(() => app.close());

  it.each([
    ['busy', 503, serverMessages.serverBusy],
    ['too_complex', 422, cvExportTexts.renderTooComplex],
    ['template_error', 422, cvExportTexts.renderTemplateFailed],
    ['failed', 422, cvExportTexts.renderFailed],
  ] as const)('answers a %s render with %i and its text', async (reason, status, text) => {
    refusal = refusing(reason, text);
    const { user, cv } = await memberWithCv(app);
    const logsBefore = app.logs.length;
    for (const url of [`/cv/${cv.id}/export.pdf`, `/cv/${cv.id}/preview`]) {
      const res = await app.app.inject({
        method: 'GET',
        url: `${API}${url}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode, url).toBe(status);
      expect(detail(res)).toBe(text);
    }
    // What Typst said is for the log, never for the user.
    const logged = app.logs.slice(logsBefore).join('');
    if (reason === 'template_error' || reason === 'failed') {
      expect(logged).toContain('typst said no');
    }
  });
});
