import { defaultCvLayout, type CvFilePublic } from '@vita/api';
import {
  MOCK_MEMBER_ID,
  mockApi,
  mockCredentials,
  mockDb,
  mockHandlers,
  mockId,
} from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../testing/downloads';
import { expectToast, pasteInto, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { member } = mockCredentials;

function seedCvs(count: number) {
  mockDb.cvs = [];
  for (let n = 1; n <= count; n += 1) {
    mockDb.cvs.push({
      id: mockId(7000 + n),
      title: `CV ${n}`,
      description: null,
      target_job_title: null,
      target_company: null,
      target_job_posting_url: null,
      linkedin_profile_url: null,
      headline: null,
      contact_email: null,
      contact_phone: null,
      contact_location: null,
      hidden_contacts: [],
      status: 'draft',
      layout: defaultCvLayout(),
      owner_id: MOCK_MEMBER_ID,
      created_at: '2026-01-15T09:30:00.000Z',
      updated_at: '2026-01-15T09:30:00.000Z',
    });
  }
}

const cvTable = () => screen.findByRole('grid', { name: 'CVs' });
const filesTable = () => screen.findByRole('grid', { name: 'CV files' });
const fileInput = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

describe('CVs', () => {
  it('lists CVs with the spec columns, the status by its label and safe external links', async () => {
    await renderApp('/cvs', { token: member.token });
    expect(await screen.findByRole('heading', { level: 1, name: 'CVs Management' })).toBeVisible();
    const grid = await cvTable();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Title',
      'Description',
      'Target Job Title',
      'Target Company',
      'Target Job Posting URL',
      'Linkedin Profile URL',
      'Status',
      'Actions',
    ]);
    expect(await within(grid).findByText('Frontend Engineer CV')).toBeVisible();
    // The title names the row; no raw id is shown.
    expect(within(grid).getByRole('rowheader', { name: 'Frontend Engineer CV' })).toBeVisible();
    expect(within(grid).queryByText(mockId(201))).toBeNull();
    expect(within(grid).getByText('Draft', { exact: true })).toBeVisible();
    const link = within(grid).getByRole('link', {
      name: /^jobs\.example\.com.*opens in a new tab/,
    });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com/acme/frontend');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves a value not given empty, with nothing standing in for it', async () => {
    seedCvs(1);
    await renderApp('/cvs', { token: member.token });
    const grid = await cvTable();
    const row = (await within(grid).findByRole('rowheader', { name: 'CV 1' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', 'Draft', '']);
  });

  it('shows the empty state', async () => {
    seedCvs(0);
    await renderApp('/cvs', { token: member.token });
    expect(await screen.findByText("You don't have any CVs yet")).toBeVisible();
    expect(screen.getByText('Add a new CV to get started')).toBeVisible();
  });

  it('shows 5 skeleton rows while loading', async () => {
    server.use(http.get(mockApi('/cv/'), () => new Promise<never>(() => {})));
    await renderApp('/cvs', { token: member.token });
    const grid = await cvTable();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
  });

  it('adds a CV with the five labelled fields', async () => {
    server.use(...mockHandlers.delayed(300));
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Add CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add CV' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Backend CV');
    // The other values are pasted: their typing is not what this test checks.
    await pasteInto(user, within(dialog).getByLabelText('Description'), 'Node');
    await pasteInto(user, within(dialog).getByLabelText('Target Job Title'), 'Dev');
    await pasteInto(user, within(dialog).getByLabelText('Target Company'), 'Globex');
    const postingUrl = within(dialog).getByLabelText('Target Job Posting URL');
    await user.type(postingUrl, 'x');
    await user.tab();
    expect(await within(dialog).findByText('Please enter a valid URL')).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(postingUrl);
    await pasteInto(user, postingUrl, 'https://a.io');
    await user.click(save);
    // Found while pending; it may be gone a moment later on a loaded machine, once the save ends.
    await within(dialog).findByRole('button', { name: /Creating\.\.\./ });
    await expectToast('Success!', 'CV created successfully.');
    expect(await within(await cvTable()).findByText('Backend CV')).toBeVisible();
  });

  it('edits a CV: title required, status, toast', async () => {
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Frontend Engineer CV' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit CV' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.tab();
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    await pasteInto(user, within(dialog).getByLabelText('Title'), 'Frontend Lead CV');
    await user.click(within(dialog).getByRole('radio', { name: 'Ready' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'CV updated successfully.');
    const grid = await cvTable();
    expect(await within(grid).findByText('Frontend Lead CV')).toBeVisible();
    expect(within(grid).getByText('Ready', { exact: true })).toBeVisible();
  });

  it('deletes a CV, and reports a failure with the spec text', async () => {
    server.use(mockHandlers.error('delete', '/cv/:cv_id', 500));
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Frontend Engineer CV' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete CV' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete CV' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Something went wrong!', 'An error occurred while deleting the CV');

    server.resetHandlers();
    dialog = screen.getByRole('alertdialog', { name: 'Delete CV' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Success!', 'The CV was deleted successfully');
    expect(await screen.findByText("You don't have any CVs yet")).toBeVisible();
  });

  it('pages and treats an invalid page as 1', async () => {
    seedCvs(6);
    const { user, app } = await renderApp('/cvs?page=x', { token: member.token });
    expect(await within(await cvTable()).findByText('CV 1')).toBeVisible();
    expect(app.router.state.location.search).toEqual({ page: 1 });
    const nav = screen.getByRole('navigation', { name: 'CVs pages' });
    await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(await within(await cvTable()).findByText('CV 6')).toBeVisible();
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});

describe('CV files', () => {
  it('lists files with type, size and upload time', async () => {
    await renderApp('/cvs', { token: member.token });
    const grid = await filesTable();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Type', 'Size', 'Uploaded', 'Actions']);
    const name = await within(grid).findByText('bob-member-resume.pdf');
    const row = name.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('PDF')).toBeVisible();
    expect(within(row).getByText('47.1 KB')).toBeVisible();
    expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-01-15T09:30:00.000Z');
  });

  it('refuses a wrong type, a too large and an empty file before uploading', async () => {
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/cv/upload')) uploads += 1;
    });
    const { container } = await renderApp('/cvs', { token: member.token });
    await filesTable();
    // The chooser's accept filter is what a browser applies; drop it to test our own check.
    const user = userEvent.setup({ applyAccept: false });
    const input = fileInput(container);

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Invalid file type. Please upload a PDF, DOC, or DOCX file.'),
    ).toBeVisible();

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('File is too large. Maximum size is 10MB.')).toBeVisible();

    await user.upload(input, new File([], 'empty.docx'));
    expect(await screen.findByText('Invalid file. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    expect(uploads).toBe(0);
    server.events.removeAllListeners();
  });

  it('uploads a file and refreshes the list', async () => {
    // The shared mock checks `file instanceof File`, which fails here: jsdom's File and the one
    // MSW parses the multipart body into come from different realms. This stand-in checks the
    // shape instead and stores the upload the same way.
    server.use(
      http.post(mockApi('/cv/upload'), async ({ request }) => {
        const file = (await request.formData()).get('file');
        if (!file || typeof file === 'string') return HttpResponse.json({}, { status: 422 });
        const record: CvFilePublic = {
          id: mockId(8001),
          filename: file.name,
          content_type: file.type,
          size: file.size,
          path: `cv-files/${mockId(8001)}`,
          created_at: '2026-01-16T10:00:00.000Z',
        };
        mockDb.cvFiles.push({ ...record, owner_id: MOCK_MEMBER_ID });
        return HttpResponse.json(record);
      }),
    );
    const { user, container } = await renderApp('/cvs', { token: member.token });
    await filesTable();
    await user.upload(
      fileInput(container),
      new File(['%PDF-1.4'], 'new-resume.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('new-resume.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    await expectToast('Success!', 'new-resume.pdf uploaded.');
    // The list was refetched: it holds the seed file and the new one. (jsdom's XMLHttpRequest
    // loses the part's file name on its way into MSW, so the row is found by count.)
    const grid = await filesTable();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    // The drop zone is ready for the next file.
    expect(screen.queryByText('new-resume.pdf')).toBeNull();
  });

  it("shows the server's reason when the upload is refused", async () => {
    server.use(
      http.post(mockApi('/cv/upload'), () =>
        HttpResponse.json({ detail: 'File is too large. Maximum size is 10MB.' }, { status: 413 }),
      ),
    );
    const { user, container } = await renderApp('/cvs', { token: member.token });
    await filesTable();
    await user.upload(
      fileInput(container),
      new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File is too large. Maximum size is 10MB.',
    );
  });

  it('downloads a file through an object URL', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for bob-member-resume.pdf' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]?.download).toBe('bob-member-resume.pdf');
    expect(downloads.clicked[0]?.getAttribute('href')).toBe('blob:mock');
    expect(await downloads.text()).toBe('%PDF-1.4 mock');
    await waitFor(() => expect(downloads.revokeObjectURL).toHaveBeenCalledWith('blob:mock'));
  });

  it('deletes a file after confirmation', async () => {
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for bob-member-resume.pdf' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete File' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete File' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Success!', 'bob-member-resume.pdf deleted.');
    expect(await screen.findByText("You haven't uploaded any CV files yet")).toBeVisible();
  });
});
