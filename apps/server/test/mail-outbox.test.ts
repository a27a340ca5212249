import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infra/db';
import { outboxMails } from '../src/infra/db/schema';
import { MAIL_MAX_ATTEMPTS, mailOutbox } from '../src/infra/mail/outbox';
import { loadSettings } from '../src/settings';
import { API, freshDatabase, newestEmail, outboxCount, SUPERUSER_EMAIL, testEnv } from './helper';

/** Instances are apps on one database, each with its own DATA_DIR (and so its own outbox folder). */
let database: DatabaseHandle;
const started: { app: FastifyInstance; dataDir: string }[] = [];

async function instance() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vita-outbox-'));
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp(loadSettings(testEnv(dataDir)), { database, logStream: quiet });
  await app.ready();
  // The e-mails due at start are sent on the way; a test starts from there.
  await app.mailer.idle();
  started.push({ app, dataDir });
  return { app, dataDir };
}

const message = (n: number) => ({
  to: `member-${n}@example.com`,
  subject: `Message ${n}`,
  html: `<p>Message ${n}</p>`,
  text: `Message ${n}`,
});

/** The outbox as the instances see it (their public origin is http://localhost:8000). */
const outboxHere = () => mailOutbox(database.db, 'localhost');
const rows = () => database.db.select().from(outboxMails);
/** Makes every claim's lease and every wait run out now (no test waits on the clock). */
const makeAllDue = () =>
  database.db.update(outboxMails).set({ due_at: sql`clock_timestamp() - interval '1 second'` });

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const { app, dataDir } of started) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database.close();
});

describe('the e-mail outbox', () => {
  it('keeps a recovery e-mail until it is sent, then sends it once and forgets it', async () => {
    const { app, dataDir } = await instance();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/password-recovery/${encodeURIComponent(SUPERUSER_EMAIL)}`,
    });
    expect(res.statusCode).toBe(200);
    await app.mailer.idle();
    expect(outboxCount(dataDir)).toBe(1);
    expect(newestEmail(dataDir)).toContain(`To: ${SUPERUSER_EMAIL}`);
    expect(await rows()).toEqual([]);
  });

  it('sends at the next start what an instance kept and never sent (it was killed)', async () => {
    await outboxHere().add(message(1));
    const { dataDir } = await instance();
    expect(outboxCount(dataDir)).toBe(1);
    expect(newestEmail(dataDir)).toContain('Subject: Message 1');
    expect(await rows()).toEqual([]);
  });

  it('leaves an e-mail being sent to its instance until the lease ends, then sends it once', async () => {
    const outbox = outboxHere();
    await outbox.add(message(2));
    // An instance claims it and dies mid-send.
    const lost = await outbox.claim();
    expect(lost?.message.subject).toBe('Message 2');
    const { dataDir } = await instance();
    expect(outboxCount(dataDir)).toBe(0);
    expect(await outbox.claim()).toBeNull();

    await makeAllDue();
    const other = await instance();
    expect(outboxCount(other.dataDir)).toBe(1);
    // Sent with the Message-ID of its first try: a copy the dead instance did send is the same
    // message to whoever receives both.
    expect(newestEmail(other.dataDir)).toContain(`Message-ID: <${lost!.id}@localhost>`);
    expect(await rows()).toEqual([]);
    // The dead instance's claim, were it to finish after all, removes nothing of another's.
    await outbox.add(message(3));
    const fresh = await outbox.claim();
    await outbox.sent(lost!);
    expect((await rows()).map((row) => row.claim)).toEqual([fresh!.claim]);
    await outbox.sent(fresh!);
  });

  it('hands each e-mail to one instance when several claim at once', async () => {
    const outbox = outboxHere();
    for (let n = 0; n < 20; n += 1) await outbox.add(message(100 + n));
    const claimAll = async () => {
      const mine: string[] = [];
      for (let mail = await outbox.claim(); mail; mail = await outbox.claim()) mine.push(mail.id);
      return mine;
    };
    const [first, second, third] = await Promise.all([claimAll(), claimAll(), claimAll()]);
    const all = [...first!, ...second!, ...third!];
    expect(all).toHaveLength(20);
    expect(new Set(all).size).toBe(20);
    await database.db.delete(outboxMails);
  });

  it('tries a failed send again after a wait, and gives it up after the last attempt', async () => {
    const outbox = outboxHere();
    await outbox.add(message(4));
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      const mail = await outbox.claim();
      expect(mail?.attempts).toBe(attempt);
      expect(await outbox.failed(mail!)).toBe(false);
      // Not due again before its wait.
      expect(await outbox.claim()).toBeNull();
      await makeAllDue();
    }
    const last = await outbox.claim();
    expect(last?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(await outbox.failed(last!)).toBe(true);
    expect(await rows()).toEqual([]);
  });
});
