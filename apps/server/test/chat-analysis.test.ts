import { createServer, type Server } from 'node:http';
import {
  ANALYSIS_MAX_REQUIREMENT_LINES,
  AnalysisResultSchema,
  analysisServerTexts,
  analysisTexts,
  chatServerTexts,
  serverMessages,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysisError,
  runAnalysis,
  type AnalysisDependencies,
} from '../src/domains/chat/analysis';
import { PostingReadError } from '../src/infra/analysis/posting-reader';
import { docxBytes, pdfBytes } from './fixtures';
import { bearer, build, signupAndLogin, type TestApp } from './helper';
import {
  connectChat,
  listenForSockets,
  messagesOf,
  newConversation,
  ofType,
  uploadCvFile,
  type ChatClient,
} from './chat-client';

/** A job board on loopback, admitted through JOB_FETCH_ALLOW_HOSTS like an intranet board. */
const POSTING_PAGE = `<!doctype html><html><head><title>Backend Engineer at Acme</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Backend Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme' },
  jobLocation: {
    '@type': 'Place',
    address: { addressLocality: 'Lisbon', addressCountry: 'Portugal' },
  },
  description:
    '<p>Build and run the services behind our payments platform.</p><h3>Requirements</h3><ul><li>3+ years of experience with Python</li><li>Experience with PostgreSQL</li><li>Kubernetes in production</li></ul><h3>Nice to have</h3><ul><li>Terraform</li></ul>',
})}</script></head><body><h1>Backend Engineer</h1></body></html>`;

const NOT_A_POSTING = `<!doctype html><html><head><title>Search results</title></head><body>
<nav>Home · Jobs · Sign in</nav><ul><li><a href="/1">Job 1</a></li><li><a href="/2">Job 2</a></li></ul></body></html>`;

const CV_TEXT =
  'Jane Doe jane@example.com +351 912 345 678 Experience Software Engineer, Globex, Jan 2019 - Present. Built payment services in Python and PostgreSQL serving 2 million users. Education BSc Computer Science Skills Python PostgreSQL Docker';

/**
 * A page of the size that took a server down: about 210 KB listing 1,500 requirement lines,
 * half required, half nice to have.
 */
const HUGE_POSTING_LINES = 1500;
function hugePosting(): string {
  const skills = ['Python', 'Kubernetes', 'PostgreSQL', 'Terraform', 'React', 'Kafka', 'Redis'];
  const line = (i: number) =>
    `<li>Requirement ${i}: hands-on experience with ${skills[i % 7]} and ${skills[(i * 3) % 7]} in production, at scale, with on-call duty for teams of ${i} people</li>`;
  const lines = Array.from({ length: HUGE_POSTING_LINES }, (_, i) => line(i));
  const half = HUGE_POSTING_LINES / 2;
  return `<!doctype html><html><head><title>Platform Engineer at Initech</title></head><body><h1>Platform Engineer</h1><p>Initech builds platforms.</p><h3>Requirements</h3><ul>${lines.slice(0, half).join('')}</ul><h3>Nice to have</h3><ul>${lines.slice(half).join('')}</ul></body></html>`;
}
const HUGE_POSTING = hugePosting();

let board: Server;
let boardUrl: string;
let t: TestApp;
let base: string;

beforeAll(async () => {
  board = createServer((req, res) => {
    if (req.url === '/jobs/backend') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING_PAGE);
    } else if (req.url === '/jobs/huge') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HUGE_POSTING);
    } else if (req.url === '/search') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NOT_A_POSTING);
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  const boardAddress = board.address();
  if (!boardAddress || typeof boardAddress === 'string') throw new Error('no port');
  boardUrl = `http://127.0.0.1:${boardAddress.port}`;
  t = await build(
    { JOB_FETCH_ALLOW_HOSTS: `127.0.0.1:${boardAddress.port}` },
    { today: () => '2026-11-25' },
  );
  base = await listenForSockets(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => board.close(resolve));
});

/** Sends one analysis and answers its final event: stream_complete or error. */
async function analyse(client: ChatClient, job_url: string, cv_path: string) {
  client.send({ type: 'resume_analysis', message: '', job_url, cv_path });
  return client.next((e) => e.type === 'stream_complete' || e.type === 'error');
}

describe('resume analysis over the chat socket', () => {
  it('streams the write-up, then completes with the structured result, stored for later', async () => {
    const user = await signupAndLogin(t.app);
    const cv = await uploadCvFile(t, user, docxBytes(CV_TEXT), 'jane.docx');
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);
    const url = `${boardUrl}/jobs/backend`;
    const done = await analyse(client, url, cv.path);

    const received = client.events.find(ofType('message_received'));
    if (!received) throw new Error('no message_received');
    expect(received.content).toBe(
      analysisServerTexts.request.replace('{filename}', 'jane.docx').replace('{url}', url),
    );
    const chunks = client.events.filter(ofType('stream_chunk'));
    expect(chunks.length).toBeGreaterThan(1);
    if (done.type !== 'stream_complete') throw new Error(`expected completion: ${done.content}`);
    expect(done.content).toBe(chunks.map((chunk) => chunk.content).join(''));
    const analysis = AnalysisResultSchema.parse(done.analysis);
    expect(analysis.posting).toEqual({
      title: 'Backend Engineer',
      company: 'Acme',
      location: expect.stringContaining('Lisbon'),
      url,
    });
    expect(analysis.cv).toEqual({ filename: 'jane.docx', path: cv.path });
    expect(analysis.parts.reduce((sum, part) => sum + part.score, 0)).toBe(analysis.score);
    const python = analysis.matched.find((m) => m.requirement.includes('Python'));
    expect(python?.evidence).toContain('Python');
    expect(analysis.missing.map((m) => m.requirement)).toEqual(
      expect.arrayContaining([expect.stringContaining('Kubernetes')]),
    );
    expect(analysis.missing[0]?.importance).toBe('required');
    expect(done.message.analysis).toEqual(analysis);

    // A reopened conversation shows both sides again, the result with the reply.
    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.count).toBe(2);
    const [reply, question] = stored.data;
    expect(question?.content).toBe(received.content);
    expect(question?.analysis).toBeNull();
    expect(reply?.content).toBe(done.content);
    expect(reply?.analysis).toEqual(analysis);
    client.socket.close();
  });

  it('gives the same result and write-up for the same CV and posting', async () => {
    const user = await signupAndLogin(t.app);
    const cv = await uploadCvFile(t, user, docxBytes(CV_TEXT), 'jane.docx');
    const client = connectChat(base, (await newConversation(t, user)).id, user.token);
    const first = await analyse(client, `${boardUrl}/jobs/backend`, cv.path);
    const second = await analyse(client, `${boardUrl}/jobs/backend`, cv.path);
    if (first.type !== 'stream_complete' || second.type !== 'stream_complete') {
      throw new Error('expected two completions');
    }
    expect(second.content).toBe(first.content);
    expect(second.analysis).toEqual(first.analysis);
    client.socket.close();
  });

  it('reads only the caller’s own CV files, named exactly by their path', async () => {
    const owner = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const othersCv = await uploadCvFile(t, other, docxBytes(CV_TEXT), 'other.docx');
    const conversation = await newConversation(t, owner);
    const client = connectChat(base, conversation.id, owner.token);
    for (const path of [
      othersCv.path,
      `/${othersCv.path}`,
      `cv-files/../${othersCv.path}`,
      '/etc/passwd',
      '../../data/files',
      `cv-files/${othersCv.id.toUpperCase()}`,
    ]) {
      const answer = await analyse(client, `${boardUrl}/jobs/backend`, path);
      expect(answer).toEqual({ type: 'error', content: analysisServerTexts.cvNotFound });
    }
    // Refused before anything was stored.
    expect((await messagesOf(t, owner, conversation.id)).count).toBe(0);
    client.socket.close();
  });

  it('says what went wrong with the posting, and keeps the question', async () => {
    const user = await signupAndLogin(t.app);
    const cv = await uploadCvFile(t, user, docxBytes(CV_TEXT), 'jane.docx');
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);

    expect(await analyse(client, `${boardUrl}/search`, cv.path)).toEqual({
      type: 'error',
      content: analysisServerTexts.notAPosting,
    });
    expect(await analyse(client, `${boardUrl}/jobs/gone`, cv.path)).toEqual({
      type: 'error',
      content: analysisServerTexts.httpStatus.replace('{status}', '404'),
    });
    // Cloud metadata: refused on its address, before any connection.
    expect(await analyse(client, 'http://169.254.169.254/latest/meta-data/', cv.path)).toEqual({
      type: 'error',
      content: analysisServerTexts.urlRefused,
    });
    // The server's own port is not on the allowed list.
    const own = base.replace('ws://', 'http://');
    expect(await analyse(client, `${own}/utils/health-check/`, cv.path)).toEqual({
      type: 'error',
      content: analysisServerTexts.urlRefused,
    });
    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.data.every((m) => m.role === 'user')).toBe(true);
    expect(stored.count).toBe(4);
    client.socket.close();
  });

  it('says so when the CV has no text to read', async () => {
    const user = await signupAndLogin(t.app);
    const scanned = await uploadCvFile(t, user, pdfBytes(''), 'scan.pdf');
    const client = connectChat(base, (await newConversation(t, user)).id, user.token);
    expect(await analyse(client, `${boardUrl}/jobs/backend`, scanned.path)).toEqual({
      type: 'error',
      content: analysisServerTexts.cvNoText,
    });
    client.socket.close();
  });

  it('checks the frame: an http(s) URL and a path are required', async () => {
    const user = await signupAndLogin(t.app);
    const cv = await uploadCvFile(t, user, docxBytes(CV_TEXT), 'jane.docx');
    const client = connectChat(base, (await newConversation(t, user)).id, user.token);
    const cases: [string, string, string][] = [
      ['', cv.path, analysisTexts.jobUrlRequired],
      ['ftp://example.com/job', cv.path, analysisTexts.jobUrlInvalid],
      ['javascript:alert(1)', cv.path, analysisTexts.jobUrlInvalid],
      ['jobs.example.com/1', cv.path, analysisTexts.jobUrlInvalid],
      [`${boardUrl}/jobs/backend`, '   ', analysisTexts.cvPathRequired],
    ];
    for (const [job_url, cv_path, text] of cases) {
      expect(await analyse(client, job_url, cv_path)).toEqual({ type: 'error', content: text });
    }
    client.send({ type: 'resume_analysis', job_url: 42, cv_path: cv.path });
    expect(await client.next(ofType('error'))).toEqual({
      type: 'error',
      content: chatServerTexts.chatFrameInvalid,
    });
    client.socket.close();
  });
});

describe('a posting listing 1,500 requirement lines', () => {
  it('is compared on its first lines off the event loop, while others are answered at once', async () => {
    expect(HUGE_POSTING.length).toBeGreaterThan(200_000);
    const user = await signupAndLogin(t.app);
    const cv = await uploadCvFile(t, user, docxBytes(CV_TEXT), 'jane.docx');
    const client = connectChat(base, (await newConversation(t, user)).id, user.token);
    // The posting reader warm, so that what is measured is this analysis.
    expect((await analyse(client, `${boardUrl}/jobs/backend`, cv.path)).type).toBe(
      'stream_complete',
    );

    const other = await signupAndLogin(t.app);
    const http = base.replace(/^ws:/, 'http:');
    let finished = false;
    const done = analyse(client, `${boardUrl}/jobs/huge`, cv.path).finally(() => {
      finished = true;
    });
    // Another member's requests and the health check, one after another, until it is done. Were
    // the comparison of 1,500 lines on the server's own thread, the first round would wait for
    // all of it and be the only one; rounds answered while it runs show it is not. (Counted, not
    // timed: a busy machine stretches milliseconds; the slowest is printed.)
    const latencies: number[] = [];
    const statuses = new Set<number>();
    const started = performance.now();
    while (!finished) {
      const asked = performance.now();
      const [me, health] = await Promise.all([
        fetch(`${http}/users/me`, { headers: bearer(other.token) }),
        fetch(`${http}/utils/health-check/`),
      ]);
      latencies.push(performance.now() - asked);
      statuses.add(me.status).add(health.status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const final = await done;
    const took = performance.now() - started;
    console.info(
      `1,500-line posting (${Math.round(HUGE_POSTING.length / 1024)} KB): analysed in ${Math.round(took)} ms; ` +
        `${latencies.length} rounds of another member's request and the health check, slowest ${Math.round(Math.max(...latencies))} ms`,
    );
    expect(statuses).toEqual(new Set([200]));
    expect(latencies.length).toBeGreaterThanOrEqual(3);

    if (final.type !== 'stream_complete') throw new Error(`expected completion: ${final.content}`);
    const analysis = AnalysisResultSchema.parse(final.analysis);
    const notice = analysisServerTexts.requirementsCapped.replace(
      '{lines}',
      String(HUGE_POSTING_LINES),
    );
    expect(analysis.notice).toBe(notice);
    expect(final.content).toContain(notice);
    // Bounded: only the first lines were compared, every one of them required.
    const asked = [...analysis.matched, ...analysis.missing].map((r) => r.asked_in);
    expect(
      asked.every(
        (line) => Number(/Requirement (\d+)/.exec(line)?.[1]) < ANALYSIS_MAX_REQUIREMENT_LINES,
      ),
    ).toBe(true);
    expect(final.content.length).toBeLessThan(64 * 1024);
    client.socket.close();
  });
});

describe('a posting the reader refuses', () => {
  /** The pipeline with the loopback board, a CV with text, and the given posting reader. */
  const run = (analysePosting: AnalysisDependencies['analysePosting']) =>
    runAnalysis(
      {
        files: { resolve: async () => null, text: async () => CV_TEXT },
        analysePosting,
        fetch: { allowHosts: [new URL(boardUrl).host] },
        today: () => '2026-11-25',
      },
      {
        ownerId: 'owner',
        file: { id: 'file', filename: 'cv.pdf' },
        cvPath: 'cv-files/file',
        jobUrl: `${boardUrl}/jobs/backend`,
        signal: new AbortController().signal,
      },
    );

  it.each([
    ['too_complex', analysisServerTexts.postingTooComplex],
    ['unreadable', analysisServerTexts.postingUnreadable],
    ['busy', serverMessages.serverBusy],
  ] as const)('says why when the reader refuses the page as %s', async (reason, text) => {
    const refused = await run(() => Promise.reject(new PostingReadError(reason))).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AnalysisError);
    expect((refused as Error).message).toBe(text);
  });

  it('lets any other failure through as it is', async () => {
    const broken = new Error('the reader is closed');
    await expect(run(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});
