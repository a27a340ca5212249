import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { chooseRowAction, createCvs, dataRows, rowNamed, tokenFor } from './support/api';
import { pdfBytes, sizeText } from './support/files';
import { expectRowMenuOnNarrowScreen, NARROW_SCREEN } from './support/narrow';
import { expectToast } from './support/toasts';
import { signedInUser } from './support/users';

const cvsTable = (page: Page) => page.getByRole('grid', { name: 'CVs' });
const filesTable = (page: Page) => page.getByRole('grid', { name: 'CV files' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'CVs pages' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]');
const fileInput = (page: Page) =>
  page.locator('section[aria-labelledby="cv-files-heading"] input[type="file"]');
// 'Upload' or 'Upload file' (the label was being renamed while this spec was written); not the
// drop zone's own 'Upload a CV file'.
const uploadButton = (page: Page) => page.getByRole('button', { name: /^Upload( file)?$/ });
const fileError = (page: Page) =>
  page.locator('section[aria-labelledby="cv-files-heading"]').getByRole('alert');

test.describe('CVs', () => {
  test('empty state, columns and Add CV', async ({ page, request }) => {
    await signedInUser(page, request, 'cvs');
    const id = randomUUID().slice(0, 8);
    const cv = {
      title: `Backend CV ${id}`,
      description: 'For platform roles',
      jobTitle: 'Staff Engineer',
      company: 'Acme Corp',
      postingUrl: `https://jobs.example.com/postings/${id}`,
    };

    await page.goto('/cvs');
    await expect(page.getByRole('heading', { name: 'CVs Management', level: 1 })).toBeVisible();
    await expect(page.getByText("You don't have any CVs yet", { exact: true })).toBeVisible();
    await expect(page.getByText('Add a new CV to get started', { exact: true })).toBeVisible();
    await expect(cvsTable(page).getByRole('columnheader')).toHaveText([
      'Title',
      'Description',
      'Target Job Title',
      'Target Company',
      'Target Job Posting URL',
      'Linkedin Profile URL',
      'Status',
      'Actions',
    ]);
    await expect(page.getByRole('heading', { name: 'CV files', level: 2 })).toBeVisible();
    await expectAccessible(page);

    // Add CV: its five fields; Save disabled until there is a title.
    await page.getByRole('button', { name: 'Add CV' }).click();
    const add = page.getByRole('dialog', { name: 'Add CV' });
    await expect(add).toBeVisible();
    const save = add.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectAccessible(page);
    await add.getByLabel('Description', { exact: true }).fill(cv.description);
    await add.getByLabel('Target Job Title').fill(cv.jobTitle);
    await add.getByLabel('Target Company').fill(cv.company);
    await add.getByLabel('Target Job Posting URL').fill(cv.postingUrl);
    await expect(save).toBeDisabled();
    await add.getByLabel('Title', { exact: true }).fill(cv.title);
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Success!', 'CV created successfully.');
    await expect(add).toHaveCount(0);

    const rows = dataRows(cvsTable(page), page);
    await expect(rows).toHaveCount(1);
    const row = rowNamed(cvsTable(page), page, cv.title);
    await expect(row.getByRole('rowheader')).toHaveText(cv.title);
    // The title names the row (no raw id); the status reads as the Edit CV dialog labels it.
    await expect(row.getByRole('gridcell')).toHaveText([
      cv.description,
      cv.jobTitle,
      cv.company,
      /jobs\.example\.com/, // a link; its text may be shortened, the href is the full URL
      '', // no LinkedIn address given: the cell stays empty
      'Draft',
      '',
    ]);
    await expect(row.locator(`a[href="${cv.postingUrl}"]`)).toBeVisible();
    await expect(row.locator(`a[href="${cv.postingUrl}"]`)).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  });

  test('Edit CV and Delete CV', async ({ page, request }) => {
    const user = await signedInUser(page, request, 'cvedit');
    const id = randomUUID().slice(0, 8);
    const cv = { title: `Frontend CV ${id}`, description: 'For UI roles', company: 'Initech' };
    const renamed = `Frontend CV v2 ${id}`;
    const linkedin = `https://www.linkedin.com/in/test-${id}`;
    await createCvs(request, await tokenFor(request, user.email, user.password), [
      { title: cv.title, description: cv.description, target_company: cv.company },
    ]);

    await page.goto('/cvs');
    const rows = dataRows(cvsTable(page), page);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toHaveText([cv.title]);

    // Edit CV: prefilled; title required; title, LinkedIn URL and status saved.
    await chooseRowAction(page, cv.title, 'Edit CV');
    const edit = page.getByRole('dialog', { name: 'Edit CV' });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(cv.title);
    await expect(edit.getByLabel('Target Company')).toHaveValue(cv.company);
    await expectAccessible(page);
    await edit.getByLabel('Title', { exact: true }).fill('');
    await edit.getByLabel('Title', { exact: true }).blur();
    await expect(edit.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.getByLabel('Title', { exact: true }).fill(renamed);
    await edit.getByLabel('Linkedin Profile URL').fill(linkedin);
    const status = edit.getByRole('radiogroup', { name: 'Status' });
    await expect(status.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await status.getByText('Ready', { exact: true }).click();
    await expect(status.getByRole('radio', { name: 'Ready' })).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'CV updated successfully.');
    await expect(edit).toHaveCount(0);
    await expect(rows.getByRole('rowheader')).toHaveText([renamed]);
    const row = rowNamed(cvsTable(page), page, renamed);
    await expect(row.locator(`a[href="${linkedin}"]`)).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'Ready', exact: true })).toBeVisible();

    // Delete CV: Cancel keeps it, Delete removes it.
    await chooseRowAction(page, renamed, 'Delete CV');
    const confirm = page.getByRole('alertdialog', { name: 'Delete CV' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await chooseRowAction(page, renamed, 'Delete CV');
    await page
      .getByRole('alertdialog', { name: 'Delete CV' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Success!', 'The CV was deleted successfully');
    await expect(page.getByText("You don't have any CVs yet", { exact: true })).toBeVisible();
  });

  test('five CVs a page, Next/Previous at their bounds, bad page values fall back to 1', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request, 'cvpages');
    const id = randomUUID().slice(0, 8);
    const titles = Array.from({ length: 7 }, (_, i) => `CV ${i + 1} ${id}`);
    await createCvs(
      request,
      await tokenFor(request, user.email, user.password),
      titles.map((title) => ({ title })),
    );
    // Newest first: page 1 holds CVs 7..3, page 2 CVs 2 and 1.
    const firstPage = titles.slice(2).reverse();
    const secondPage = titles.slice(0, 2).reverse();
    const rows = dataRows(cvsTable(page), page);

    await page.goto('/cvs');
    await expect(rows.getByRole('rowheader')).toHaveText(firstPage);
    await expect(currentPage(page)).toHaveText('Page 1');
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/cvs\/?\?page=2$/);
    await expect(currentPage(page)).toHaveText('Page 2');
    await expect(rows.getByRole('rowheader')).toHaveText(secondPage);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page);
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(rows.getByRole('rowheader')).toHaveText(firstPage);

    for (const bad of ['abc', '-3', '0']) {
      await page.goto(`/cvs?page=${bad}`);
      await expect(page.getByRole('heading', { name: 'CVs Management' })).toBeVisible();
      await expect(currentPage(page)).toHaveText('Page 1');
      await expect(rows.getByRole('rowheader')).toHaveText(firstPage);
      await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    }
  });
});

test.describe('CV files', () => {
  test('upload a PDF, download the same bytes, delete it', async ({ page, request }) => {
    await signedInUser(page, request, 'cvfiles');
    const name = `resume-${randomUUID().slice(0, 8)}.pdf`;
    const bytes = pdfBytes('Ada Lovelace, Analyst');

    await page.goto('/cvs');
    await expect(page.getByRole('heading', { name: 'CV files', level: 2 })).toBeVisible();
    await expect(
      page.getByText("You haven't uploaded any CV files yet", { exact: true }),
    ).toBeVisible();
    await expect(uploadButton(page)).toBeDisabled();

    await fileInput(page).setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    // The chosen file is shown with its size before it is sent.
    const section = page.locator('section[aria-labelledby="cv-files-heading"]');
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText(sizeText(bytes.length), { exact: true })).toBeVisible();
    await expect(fileError(page)).toHaveCount(0);
    await expectAccessible(page);

    await uploadButton(page).click();
    await expectToast(page, 'Success!', `${name} uploaded.`);
    const rows = dataRows(filesTable(page), page);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('rowheader')).toHaveText([name]);
    const row = rowNamed(filesTable(page), page, name);
    await expect(row.getByRole('gridcell', { name: 'PDF', exact: true })).toBeVisible();
    await expect(
      row.getByRole('gridcell', { name: sizeText(bytes.length), exact: true }),
    ).toBeVisible();
    await expect(uploadButton(page)).toBeDisabled();
    await expectAccessible(page);

    // Still there after a reload (stored on the server).
    await page.reload();
    await expect(dataRows(filesTable(page), page).getByRole('rowheader')).toHaveText([name]);

    const downloading = page.waitForEvent('download');
    await chooseRowAction(page, name, 'Download');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const saved = readFileSync(await download.path());
    expect(saved.equals(bytes), 'downloaded bytes equal the uploaded ones').toBe(true);

    await chooseRowAction(page, name, 'Delete File');
    const confirm = page.getByRole('alertdialog', { name: 'Delete File' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success!', `${name} deleted.`);
    await expect(dataRows(filesTable(page), page)).toHaveCount(0);
    await expect(
      page.getByText("You haven't uploaded any CV files yet", { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByText("You haven't uploaded any CV files yet", { exact: true }),
    ).toBeVisible();
  });

  test('a text file named .pdf is refused by the server', async ({ page, request }) => {
    await signedInUser(page, request, 'cvfake');
    const name = `notes-${randomUUID().slice(0, 8)}.pdf`;

    await page.goto('/cvs');
    await fileInput(page).setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from('These are plain text notes, not a PDF.\n'.repeat(20)),
    });
    // The name passes the client-side check, so the file is offered for upload.
    await expect(fileError(page)).toHaveCount(0);
    const uploaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/cv/upload',
    );
    await uploadButton(page).click();
    expect((await uploaded).status()).toBe(415);
    await expect(fileError(page)).toHaveText(
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    );
    await expect(
      page.getByText("You haven't uploaded any CV files yet", { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a file over 10 MB is refused before any upload', async ({ page, request }) => {
    await signedInUser(page, request, 'cvbig');
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/cv/upload') uploads.push(req.url());
    });

    await page.goto('/cvs');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    pdfBytes().copy(big);
    await fileInput(page).setInputFiles({
      name: `big-${randomUUID().slice(0, 8)}.pdf`,
      mimeType: 'application/pdf',
      buffer: big,
    });
    await expect(fileError(page)).toHaveText('File is too large. Maximum size is 10MB.');
    await expect(uploadButton(page)).toBeDisabled();
    await expectAccessible(page);
    expect(uploads).toEqual([]);
  });
});

test('on a 500 px screen CVs and CV files are cards with their menus on screen', async ({
  page,
  request,
}) => {
  const user = await signedInUser(page, request, 'cvnarrow');
  const token = await tokenFor(request, user.email, user.password);
  const id = randomUUID().slice(0, 8);
  const title = `Senior Frontend Engineer CV for product companies ${id}`;
  await createCvs(request, token, [
    {
      title,
      description: 'React, TypeScript and design systems',
      target_job_title: 'Staff Frontend Engineer',
      target_company: 'Acme Corporation International',
      target_job_posting_url: `https://jobs.example.com/postings/${id}`,
    },
  ]);
  const name = `a-rather-long-resume-file-name-${id}.pdf`;
  const upload = await request.post('/api/v1/cv/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await page.setViewportSize(NARROW_SCREEN);
  await page.goto('/cvs');
  await expect(rowNamed(cvsTable(page), page, title)).toBeVisible();
  await expect(rowNamed(filesTable(page), page, name)).toBeVisible();
  await expectRowMenuOnNarrowScreen(page, cvsTable(page), title, 'Edit CV');
  await expectRowMenuOnNarrowScreen(page, filesTable(page), name, 'Download');
  await expectAccessible(page);
});
