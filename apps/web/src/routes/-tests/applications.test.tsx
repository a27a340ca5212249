import { mockCredentials, mockDb, mockId } from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../testing/downloads';
import { expectToast, pasteInto, renderApp } from '../../testing/render-app';

const { member } = mockCredentials;

const column = (name: string) => screen.findByRole('grid', { name });

describe('Applications', () => {
  it('shows the board by default, a column per stage with its cards', async () => {
    await renderApp('/applications', { token: member.token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const interview = await column('Interview');
    expect(
      await within(interview).findByRole('row', { name: 'Senior Frontend Engineer' }),
    ).toBeVisible();
    expect(
      within(await column('Saved')).getByRole('row', { name: 'Frontend Developer' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Board' })).toBeChecked();
  });

  it('moves a card with its menu: saved, announced and confirmed', async () => {
    const { user } = await renderApp('/applications', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Move Frontend Developer to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Applied' }));
    await expectToast('Success!', 'Moved to Applied.');
    expect(mockDb.applications.find((row) => row.id === mockId(503))?.stage).toBe('applied');
    expect(
      within(await column('Applied')).getByRole('row', { name: 'Frontend Developer' }),
    ).toBeVisible();
  });

  it('keeps the table, its stage filter and its search in the address', async () => {
    const { user, app } = await renderApp('/applications', { token: member.token });
    await user.click(await screen.findByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('grid', { name: 'Applications' });
    expect(await within(table).findByRole('rowheader', { name: 'UI Engineer' })).toBeVisible();
    expect(app.router.state.location.search).toMatchObject({ view: 'table' });

    await user.click(screen.getByRole('button', { name: /Stage/ }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Frontend Developer' })).toBeNull(),
    );
    expect(within(table).getByRole('rowheader', { name: 'UI Engineer' })).toBeVisible();
    expect(app.router.state.location.search).toMatchObject({ view: 'table', stage: 'offer' });

    // The next step's date reads as the board's cards say it, not as the API stores it.
    await user.click(screen.getByRole('button', { name: /Stage/ }));
    await user.click(await screen.findByRole('option', { name: 'Interview' }));
    expect(
      await within(table).findByText(/^Technical interview, [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ).toBeVisible();
  });

  it('opens the table from a link with a search, and finds nothing for a stray word', async () => {
    await renderApp('/applications?view=table&q=globex', { token: member.token });
    const table = await screen.findByRole('grid', { name: 'Applications' });
    expect(
      await within(table).findByRole('rowheader', { name: 'Staff Engineer, Web Platform' }),
    ).toBeVisible();
    expect(within(table).queryByRole('rowheader', { name: 'UI Engineer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('globex');
  });

  it('saves a job read from its posting address', async () => {
    const { user } = await renderApp('/applications', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Save a job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a job' });
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'Posting address' }),
      'https://jobs.example.com/new-role',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Job title' })).not.toHaveValue(''),
    );
    const title = (within(dialog).getByRole('textbox', { name: 'Job title' }) as HTMLInputElement)
      .value;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'Application saved.');
    const saved = mockDb.applications.find(
      (row) => row.posting_url === 'https://jobs.example.com/new-role',
    );
    expect(saved).toMatchObject({ title, stage: 'saved' });
  });

  it('says why a posting cannot be read, and saves the job typed in by hand', async () => {
    const { user } = await renderApp('/applications', { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Save a job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a job' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Posting address' }),
      'http://127.0.0.1/job',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /You can still save the application: type in its title and company\.$/,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Data Analyst');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Northwind');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'Application saved.');
    expect(mockDb.applications.find((row) => row.title === 'Data Analyst')).toMatchObject({
      company: 'Northwind',
      stage: 'saved',
    });
  });
});

describe('An application', () => {
  it('shows its stage history and the CV sent, which downloads unchanged', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp(`/applications/${mockId(501)}`, { token: member.token });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }),
    ).toBeVisible();
    const history = screen.getByRole('region', { name: 'Stage history' });
    const stages = within(history)
      .getAllByRole('listitem')
      .map((item) => /^(Saved|Applied|Interview)/.exec(item.textContent ?? '')?.[0]);
    expect(stages).toEqual(['Saved', 'Applied', 'Interview']);
    await user.click(screen.getByRole('button', { name: 'Download the CV sent' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(await downloads.text()).toBe('%PDF-1.7 mock frozen CV');
  });

  it('marks a saved application Applied, then edits and saves its next step and salary', async () => {
    const { user } = await renderApp(`/applications/${mockId(503)}`, { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Mark Applied' }));
    await expectToast('Success!', 'Moved to Applied.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark Applied' })).toBeNull());

    const step = screen.getByRole('textbox', { name: 'Next step' });
    await user.clear(step);
    // Pasted: the typing of a free text is not what this test checks.
    await pasteInto(user, step, 'Send the portfolio');
    // The date picker's segments: month, day and year, typed in the locale's order.
    const date = screen.getByRole('group', { name: 'Next step date' });
    await user.click(within(date).getAllByRole('spinbutton')[0]!);
    await user.keyboard('12042026');
    const salary = screen.getByRole('textbox', { name: 'Salary from' });
    await user.type(salary, '65000');
    await user.click(
      within(screen.getByRole('region', { name: 'Details' })).getByRole('button', { name: 'Save' }),
    );
    await expectToast('Success!', 'Application updated successfully.');
    expect(mockDb.applications.find((row) => row.id === mockId(503))).toMatchObject({
      next_step: 'Send the portfolio',
      next_step_date: '2026-12-04',
      salary_min: 65000,
      salary_max: null,
    });
  });

  it('drafts a cover letter, saves it and exports it as a PDF', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp(`/applications/${mockId(503)}`, { token: member.token });
    const letter = await screen.findByRole('textbox', { name: 'Letter' });
    expect(letter).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(letter).not.toHaveValue(''));
    const cover = screen.getByRole('region', { name: 'Cover letter' });
    await user.click(within(cover).getByRole('button', { name: 'Save' }));
    await expectToast('Success!', 'Cover letter saved.');
    const exportButton = within(screen.getByRole('region', { name: 'Cover letter' })).getByRole(
      'button',
      { name: 'Export PDF' },
    );
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(await downloads.text()).toBe('%PDF-1.7 mock cover letter');
  });

  it('says when an application does not exist', async () => {
    await renderApp(`/applications/${mockId(999)}`, { token: member.token });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeVisible();
  });
});

describe('The dashboard', () => {
  it('lists the next steps due this week and the funnel', async () => {
    await renderApp('/', { token: member.token });
    const card = await screen.findByRole('region', { name: 'Applications' });
    const due = await within(card).findByRole('list', { name: 'Due this week' });
    expect(within(due).getByRole('link', { name: 'Staff Engineer, Web Platform' })).toBeVisible();
    expect(within(due).getByText('Overdue')).toBeVisible();
    expect(
      within(card).getByRole('list', { name: 'Applications of the last 90 days' }),
    ).toBeVisible();
  });
});
