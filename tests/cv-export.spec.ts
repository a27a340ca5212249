import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { bearer, chooseRowAction } from './support/api';
import { NARROW_SCREEN } from './support/narrow';
import { saveProfile } from './support/profile';
import { apiToken, signedInUser } from './support/users';

const PDFTOTEXT = '/usr/bin/pdftotext';

async function memberWithCv(page: Page, request: APIRequestContext) {
  const user = await signedInUser(page, request, 'export');
  const { body } = await apiToken(request, user.email, user.password);
  const token = body.access_token!;
  await saveProfile(request, token);
  const title = 'Platform CV';
  const res = await request.post('/api/v1/cv/', {
    headers: bearer(token),
    data: { title, target_job_title: 'Principal Platform Engineer', target_company: 'Fabrikam' },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { user, title, id };
}

/**
 * What a person clicks for a radio or a checkbox: its label (react-aria keeps the input itself
 * out of sight under it).
 */
const labelOf = (page: Page, role: 'radio' | 'checkbox', name: string | RegExp) =>
  page.locator('label').filter({ has: page.getByRole(role, { name, exact: true }) });

const preview = (page: Page) => page.getByRole('img', { name: /^Page \d+ of \d+ of Platform CV$/ });
/**
 * The first render after the server starts starts its CV printer too (the compiler and its
 * fonts): seconds on a busy machine, so the first picture may take longer than other waits.
 */
const FIRST_RENDER_MS = 30_000;

test.describe('CV export', () => {
  test('choose a template, paper, order and entries; download the PDF as chosen', async ({
    page,
    request,
  }) => {
    const { user, title, id } = await memberWithCv(page, request);
    await page.goto('/cvs');
    await chooseRowAction(page, title, 'Export PDF');
    await expect(page).toHaveURL(new RegExp(`/cvs/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Principal Platform Engineer at Fabrikam')).toBeVisible();
    await expect(preview(page)).toBeVisible({ timeout: FIRST_RENDER_MS });
    // Wide enough for the choices and the preview side by side: no switch between them.
    await expect(page.getByRole('radiogroup', { name: 'Show' })).toBeHidden();
    // The page as the server rendered it: a picture of real text, not an empty box.
    const src = await preview(page).getAttribute('src');
    expect(decodeURIComponent(src ?? '')).toContain('<svg');
    await expectAccessible(page);

    await labelOf(page, 'radio', /^Compact/).click();
    await expect(page.getByRole('radio', { name: /^Compact/ })).toBeChecked();
    await page.getByRole('radio', { name: 'US Letter' }).click();
    const sections = page.getByRole('grid', { name: 'Sections' });
    await sections.getByRole('button', { name: 'Move Skills up' }).click();
    await sections.getByRole('button', { name: 'Move Skills up' }).click();
    await labelOf(page, 'checkbox', 'Software Engineer, Contoso Pharmaceuticals').click();
    await expect(sections.getByText('1 of 2 entries shown')).toBeVisible();

    // Saved with the CV: a reload shows the same choices.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/cv/${id}`, {
          headers: bearer((await apiToken(request, user.email, user.password)).body.access_token!),
        });
        const { layout } = (await res.json()) as {
          layout: { template: string; paper: string; hidden: string[] };
        };
        // The last choice (the hidden entry) saved too, not only the first ones.
        return { template: layout.template, paper: layout.paper, hidden: layout.hidden.length };
      })
      .toEqual({ template: 'compact', paper: 'us-letter', hidden: 1 });
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Compact/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Software Engineer, Contoso Pharmaceuticals' }),
    ).not.toBeChecked();

    // The header: the profile's title as the hint, the CV's own headline and e-mail instead.
    const header = page.getByRole('region', { name: 'Header' });
    const headline = header.getByRole('textbox', { name: 'Headline' });
    await expect(headline).toHaveAttribute('placeholder', 'Platform Engineer');
    await headline.fill('Principal Platform Engineer');
    await header.getByRole('textbox', { name: 'E-mail' }).fill('platform.jobs@example.org');
    await header.getByRole('button', { name: 'Save header' }).click();
    await expect(page.getByText('CV updated successfully.')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Save header' })).toBeDisabled();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${user.fullName} - ${title}.pdf`);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    test.skip(!existsSync(PDFTOTEXT), 'pdftotext (poppler-utils) is not installed');
    const text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(user.fullName);
    expect(text).toContain('Principal Platform Engineer');
    expect(text).toContain('platform.jobs@example.org');
    expect(text).not.toContain(user.email);
    expect(text).toContain('Northwind Traders');
    expect(text).not.toContain('Contoso');
    expect(text.indexOf('Kubernetes')).toBeLessThan(text.indexOf('Northwind Traders'));
    // The ligature word reads back as typed.
    expect(text.replace(/\s+/g, ' ')).toContain('efficient office tooling');
  });

  test('works on a 500 px screen in the dark theme', async ({ page, request }) => {
    await page.setViewportSize(NARROW_SCREEN);
    await page.emulateMedia({ colorScheme: 'dark' });
    const { id, title } = await memberWithCv(page, request);
    await page.goto(`/cvs/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The choices first; the preview one press away, not below them all.
    const show = page.getByRole('radiogroup', { name: 'Show' });
    await expect(show.getByRole('radio', { name: 'Edit' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toBeHidden();
    await show.getByRole('radio', { name: 'Preview' }).click();
    await expect(preview(page)).toBeVisible({ timeout: FIRST_RENDER_MS });
    await expect(preview(page)).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Sections' })).toBeHidden();
    await show.getByRole('radio', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expectAccessible(page);
  });
});
