import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { bearer } from './support/api';
import { NARROW_SCREEN } from './support/narrow';
import { saveProfile } from './support/profile';
import { expectToast } from './support/toasts';
import { apiToken, signedInUser } from './support/users';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** The loopback job board that scripts/test-e2e.sh starts and the server admits. */
function jobBoard(): string {
  const origin = process.env.E2E_JOB_BOARD;
  if (!origin) throw new Error('E2E_JOB_BOARD is not set: run the specs through `pnpm test:e2e`');
  return origin;
}

/** The text of a downloaded PDF, as pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  return execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
}

async function downloadFrom(page: Page, button: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return downloading;
}

test.describe('applications', () => {
  test('save a posting, send a CV, change the profile: the CV sent stays as it was; a cover letter is written and exported', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await signedInUser(page, request, 'apply');
    const { body } = await apiToken(request, user.email, user.password);
    const token = body.access_token!;
    await saveProfile(request, token);
    const cv = await request.post('/api/v1/cv/', {
      headers: bearer(token),
      data: { title: 'Backend CV', target_job_title: 'Senior Backend Engineer' },
    });
    expect(cv.status()).toBe(200);

    // Save a job from its posting's address: the reader fills in title and company.
    await page.getByRole('link', { name: 'Applications' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await page.getByRole('button', { name: 'Save a job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save a job' });
    await dialog
      .getByRole('textbox', { name: 'Posting address' })
      .fill(`${jobBoard()}/jobs/senior-backend-engineer`);
    await dialog.getByRole('button', { name: 'Read posting' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).not.toHaveValue('');
    const title = await dialog.getByRole('textbox', { name: 'Job title' }).inputValue();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Application saved.');
    const saved = page.getByRole('grid', { name: 'Saved' }).getByRole('row', { name: title });
    await expect(saved).toBeVisible();

    // Its page: attach the CV and mark it Applied, which keeps the CV as it prints now.
    await saved.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: /CV to send/ }).click();
    await page.getByRole('option', { name: 'Backend CV' }).click();
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Application updated successfully.');
    await page.getByRole('button', { name: 'Mark Applied' }).click();
    // The first render may wait for the CV printer to start.
    await expect(page.getByRole('button', { name: 'Download the CV sent' })).toBeVisible({
      timeout: 60_000,
    });
    await expectToast(page, 'Success!', 'Moved to Applied.');
    const sent = await pdfText(await downloadFrom(page, 'Download the CV sent'));
    expect(sent).toContain('Builds efficient office tooling and reliable platforms.');

    // The profile changes afterwards: the CV sent does not, the live CV does.
    const changed = await request.post('/api/v1/onboarding/profile', {
      headers: bearer(token),
      data: {
        professional_title: 'Platform Engineer',
        location: 'Lisbon, Portugal',
        professional_summary: 'Now leads a platform group of twelve.',
      },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    const again = await pdfText(await downloadFrom(page, 'Download the CV sent'));
    expect(again).toContain('Builds efficient office tooling and reliable platforms.');
    expect(again).not.toContain('Now leads a platform group');
    const { id: cvId } = (await cv.json()) as { id: string };
    const live = await request.get(`/api/v1/cv/${cvId}/export.pdf`, { headers: bearer(token) });
    expect(live.status()).toBe(200);
    const liveText = execFileSync(PDFTOTEXT, ['-layout', '-', '-'], {
      input: await live.body(),
      encoding: 'utf8',
    });
    expect(liveText).toContain('Now leads a platform group of twelve.');

    // A cover letter: drafted without a model from the profile and the posting, saved, exported.
    await page.getByRole('button', { name: 'Draft' }).click();
    const letter = page.getByRole('textbox', { name: 'Letter' });
    await expect(letter).not.toHaveValue('');
    await letter.press('End');
    await letter.pressSequentially('\nWritten by me for this test.');
    await page
      .getByRole('region', { name: 'Cover letter' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expectToast(page, 'Success!', 'Cover letter saved.');
    const exported = await pdfText(await downloadFrom(page, 'Export PDF'));
    expect(exported).toContain('Written by me for this test.');
  });

  test('a card moves by keyboard; on a narrow dark screen the board stacks its columns', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(NARROW_SCREEN);
    await page.emulateMedia({ colorScheme: 'dark' });
    const user = await signedInUser(page, request, 'board');
    const { body } = await apiToken(request, user.email, user.password);
    const created = await request.post('/api/v1/applications/', {
      headers: bearer(body.access_token!),
      data: { title: 'Data Analyst', company: 'Northwind' },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto('/applications');
    const move = page.getByRole('button', { name: 'Move Data Analyst to…' });
    await move.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.type('Interview');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Success!', 'Moved to Interview.');
    await expect(
      page.getByRole('grid', { name: 'Interview' }).getByRole('row', { name: 'Data Analyst' }),
    ).toBeVisible();
    // Stacked: nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
