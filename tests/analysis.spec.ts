import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { bearer, tokenFor } from './support/api';
import { cvPdf } from './support/files';
import { NARROW_SCREEN } from './support/narrow';
import { signedInUser } from './support/users';
import { countOf, receivedSocketEvents } from './support/socket';

/** The loopback job board that scripts/test-e2e.sh starts and the server admits. */
function jobBoard(): string {
  const origin = process.env.E2E_JOB_BOARD;
  if (!origin) throw new Error('E2E_JOB_BOARD is not set: run the specs through `pnpm test:e2e`');
  return origin;
}

const analysisBlock = (page: Page) => page.getByRole('region', { name: 'Resume Analysis' });

test.describe('resume analysis', () => {
  test('a member analyses an uploaded CV against a posting, and sees it again on reopening', async ({
    page,
    request,
  }) => {
    const received = receivedSocketEvents(page);
    const user = await signedInUser(page, request, 'analysis');
    const token = await tokenFor(request, user.email, user.password);
    const upload = await request.post('/api/v1/cv/upload', {
      headers: bearer(token),
      multipart: {
        file: { name: 'marta-cv.pdf', mimeType: 'application/pdf', buffer: await cvPdf() },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);

    await page.goto('/chat');
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Resume Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'Analysis Features' })).toBeVisible();

    // Starting with nothing filled in says what is needed, and sends nothing.
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await expect(
      page.getByText('Enter the URL of the job posting.', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Choose one of your CV files, or paste its path.', { exact: true }).first(),
    ).toBeVisible();

    const url = `${jobBoard()}/jobs/senior-backend-engineer`;
    await page.getByRole('textbox', { name: 'Job Posting URL' }).fill(url);
    await page.getByRole('button', { name: /Your CV files/ }).click();
    await page.getByRole('option', { name: 'marta-cv.pdf' }).click();
    await expect(page.getByRole('textbox', { name: 'CV File Path' })).toHaveValue(
      /^cv-files\/[0-9a-f-]{36}$/,
    );
    await page.getByRole('button', { name: 'Start Analysis' }).click();

    // It streams, then shows the score with its parts and the evidence from the CV.
    const block = analysisBlock(page);
    await expect(block.getByRole('img', { name: /^Score \d+ out of 100$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => countOf(received, 'stream_complete')).toBe(1);
    expect(countOf(received, 'stream_chunk')).toBeGreaterThan(5);
    await expect(block.getByRole('link', { name: /Senior Backend Engineer/ })).toHaveAttribute(
      'href',
      url,
    );
    // Kubernetes is shown, with the CV's own line as evidence; Python and PostgreSQL are missing.
    await expect(block.getByText(/Moved 40 services to Kubernetes/).first()).toBeVisible();
    const missing = block
      .getByRole('heading', { name: 'Missing' })
      .locator('xpath=following-sibling::*[1]');
    await expect(missing).toContainText('Python');
    await expect(missing).toContainText('PostgreSQL');
    await expect(missing).not.toContainText('Kubernetes');
    await expectAccessible(page);

    // The same conversation, reopened: the chat shows the exchange, the analysis mode the result.
    const conversationLink = page
      .getByRole('list', { name: 'Your conversations' })
      .getByRole('link', { name: /^Analyse my CV/ });
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/\/conversations\//);
    await conversationLink.click();
    await page.getByRole('radio', { name: 'Chat' }).click();
    await expect(
      page.getByRole('log', { name: 'Conversation' }).getByText(/Analyse my CV “marta-cv.pdf”/),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Resume Analysis' }).click();
    await expect(
      analysisBlock(page)
        .getByText(/Moved 40 services to Kubernetes/)
        .first(),
    ).toBeVisible();

    // Readable in a narrow window.
    await page.setViewportSize(NARROW_SCREEN);
    await expect(analysisBlock(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a posting that cannot be fetched says why in the banner', async ({ page, request }) => {
    const user = await signedInUser(page, request, 'analysis-error');
    const token = await tokenFor(request, user.email, user.password);
    const upload = await request.post('/api/v1/cv/upload', {
      headers: bearer(token),
      multipart: {
        file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await cvPdf() },
      },
    });
    const { path } = (await upload.json()) as { path: string };
    await page.goto('/chat');
    await expect(page.getByRole('status').getByText('Connected', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Resume Analysis' }).click();
    await page.getByRole('textbox', { name: 'Job Posting URL' }).fill(`${jobBoard()}/jobs/gone`);
    await page.getByRole('textbox', { name: 'CV File Path' }).fill(path);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await expect(
      page.getByText(
        'The job posting site answered with HTTP 404. Check that the link opens the posting in your browser.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Analysis' })).toBeEnabled();
  });
});
