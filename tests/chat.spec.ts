import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { bearer, tokenFor } from './support/api';
import { pdfBytes } from './support/files';
import { NARROW_SCREEN } from './support/narrow';
import { newUser, registerUser, signedInUser } from './support/users';
import { countOf, receivedSocketEvents } from './support/socket';

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const input = (page: Page) => page.getByPlaceholder('Ask me anything...');
const assistantBubbles = (page: Page) => chatLog(page).locator('[data-role="assistant"]');

test.describe('chat', () => {
  test('a round trip: streamed reply, an attachment, reopening the conversation', async ({
    page,
    request,
  }) => {
    const received = receivedSocketEvents(page);
    const user = await signedInUser(page, request, 'chat');
    await page.getByRole('link', { name: 'Chat' }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(
      page.getByRole('heading', { name: 'AI Chat & Resume Analysis', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Hi, Test chat .+ 👋🏼$/)).toBeVisible();
    await expect(
      page.getByText('Welcome back, nice to see you again!!!', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    // Shift+Enter adds a line; Enter sends.
    await input(page).fill('What can you do?');
    await input(page).press('Shift+Enter');
    await expect(input(page)).toHaveValue('What can you do?\n');
    await input(page).fill('What can you do?');
    await input(page).press('Enter');
    await expect(chatLog(page).getByText('What can you do?', { exact: true })).toBeVisible();
    await expect(assistantBubbles(page).last()).toContainText(
      "I'm Vita's built-in assistant. I work offline, without a language model",
    );
    // It streamed: many chunks, then the end.
    await expect.poll(() => countOf(received, 'stream_complete')).toBe(1);
    expect(countOf(received, 'stream_chunk')).toBeGreaterThan(20);
    expect(received[0]?.type).toBe('message_received');
    // The reply renders as Markdown: its heading is a heading.
    await expect(chatLog(page).getByRole('heading', { name: 'What I can do' })).toBeVisible();
    await expect(input(page)).toHaveValue('');

    // An attachment: listed with its size, sent with the message, read by the assistant.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'my-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Responsible for weekly reports at Acme'),
    });
    await expect(page.getByText('my-cv.pdf', { exact: true })).toBeVisible();
    await input(page).fill('Please review my CV');
    await input(page).press('Enter');
    await expect(assistantBubbles(page).last()).toContainText('here is my review of “my-cv.pdf”', {
      timeout: 20_000,
    });
    await expect(assistantBubbles(page).last()).toContainText(
      '“Responsible for weekly reports at Acme” (my-cv.pdf) starts with “responsible for”',
    );

    // Attached in the chat, it is kept with the conversation, not among the CV files.
    const token = await tokenFor(request, user.email, user.password);
    const files = await request.get('/api/v1/cv/files/', { headers: bearer(token) });
    expect(await files.json()).toEqual({ data: [], count: 0 });

    // The conversation is named by its first message and reopens with everything in it.
    const list = page.getByRole('list', { name: 'Your conversations' });
    await expect(list.getByRole('link', { name: 'What can you do?' })).toBeVisible();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
    await expect(
      page.getByText('Welcome back, nice to see you again!!!', { exact: true }),
    ).toBeVisible();
    await list.getByRole('link', { name: 'What can you do?' }).click();
    await expect(chatLog(page).getByText('Please review my CV', { exact: true })).toBeVisible();
    await expect(assistantBubbles(page)).toHaveCount(2);
    await page.reload();
    await expect(assistantBubbles(page)).toHaveCount(2);
  });

  test('rename and delete a conversation; a narrow screen stacks the panels', async ({
    page,
    request,
  }) => {
    await signedInUser(page, request, 'chat-manage');
    await page.goto('/chat');
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible();
    await input(page).fill('Which skills should I add for a data engineer?');
    await input(page).press('Enter');
    await expect(assistantBubbles(page).last()).toContainText('For a Data Engineer');
    const list = page.getByRole('list', { name: 'Your conversations' });
    const name = 'Which skills should I add for a data engineer?';
    await list.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename conversation' });
    await dialog.getByLabel('Title').fill('Data engineering');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByRole('link', { name: 'Data engineering' })).toBeVisible();

    await page.setViewportSize(NARROW_SCREEN);
    await expect(input(page)).toBeInViewport();
    await expectAccessible(page);

    await list.getByRole('button', { name: 'Actions for Data engineering' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete conversation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(list.getByRole('link', { name: 'Data engineering' })).toHaveCount(0);
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('chat across a server restart', () => {
  // One second server for the whole group, started once.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | null = null;
  let dataDir = '';
  let port = 0;
  const env = () => ({
    ...process.env,
    ENVIRONMENT: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FRONTEND_HOST: `http://127.0.0.1:${port}`,
    FIRST_SUPERUSER_PASSWORD: 'restart-admin-password',
    SECRET_KEY: 'restart-secret-key-restart-secret-key-restart',
    PASSWORD_HASH_COST: 'low',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  });
  async function start() {
    server = spawn(process.execPath, [join(process.cwd(), 'apps/server/dist/main.js')], {
      env: env(),
      stdio: 'ignore',
    });
    for (let i = 0; i < 400; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/utils/health-check/`)).ok) return;
      } catch {
        // Not yet.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the second server did not start');
  }
  async function stop() {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vita-e2e-restart-'));
    port = await freePort();
    await start();
  });
  test.afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the chat says it is disconnected, reconnects by itself and keeps the history', async ({
    page,
    playwright,
  }) => {
    const origin = `http://127.0.0.1:${port}`;
    const request = await playwright.request.newContext({ baseURL: origin });
    const user = await registerUser(request, newUser('restart'));
    // This server is not the suite's: sign in on its own origin.
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto(`${origin}/chat`);
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible();
    await input(page).fill('What can you do?');
    await input(page).press('Enter');
    // The whole reply, stored, before the server stops: the bubble shows "Typing..." before the
    // first piece arrives, and a reply stopped midway is kept only as far as it got.
    const reply = assistantBubbles(page);
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText("I'm Vita's built-in assistant");
    await expect(reply).not.toHaveAttribute('aria-busy');

    await stop();
    await expect(page.getByRole('status').getByText('Disconnected', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await start();
    // The first retry comes 3 s after the drop.
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText("I'm Vita's built-in assistant");
    await input(page).fill('interview questions');
    await input(page).press('Enter');
    await expect(assistantBubbles(page)).toHaveCount(2);
    await request.dispose();
  });
});
