import {
  MOCK_MEMBER_ID,
  mockApi,
  mockCredentials,
  mockDb,
  mockHandlers,
  mockId,
} from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { serverMessages } from '@vita/api';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../testing/downloads';
import { expectToast, renderApp } from '../../testing/render-app';
import { server } from '../../testing/setup';

const { member } = mockCredentials;
/** The seeded profile's contact e-mail, apart from the address the member signs in with. */
const PROFILE_EMAIL = 'bob.member@example.net';
const CV_ID = mockId(201);
const path = `/cvs/${CV_ID}`;

const storedLayout = () => mockDb.cvs.find((cv) => cv.id === CV_ID)!.layout;
const sections = () => screen.findByRole('grid', { name: 'Sections' });
const previewImage = () =>
  screen.findByRole('img', { name: /^Page 1 of \d+ of Frontend Engineer CV$/ });

/** The text of the page the preview shows (the mock titles each line's bar with its text). */
async function previewText() {
  const img = await previewImage();
  return decodeURIComponent(
    img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
  );
}

describe('CV export page', () => {
  it('opens from the CVs list and shows the CV, its target job and its first page', async () => {
    const { user } = await renderApp('/cvs', { token: member.token });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Frontend Engineer CV' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Export PDF' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer CV' }),
    ).toBeVisible();
    expect(screen.getByText('Senior Frontend Engineer at Acme')).toBeVisible();
    expect(await previewText()).toContain('Bob Member');
    expect(document.title).toBe('Export CV — Vita');
    // The template thumbnails: one radio per template, the saved one chosen.
    const templates = screen.getByRole('radiogroup', { name: 'Template' });
    expect(within(templates).getByRole('radio', { name: /^ATS/ })).toBeChecked();
    expect(within(templates).getAllByRole('radio')).toHaveLength(3);
  });

  it('saves each choice with the CV and redraws the preview with it', async () => {
    const { user } = await renderApp(path, { token: member.token });
    await previewImage();
    await user.click(screen.getByRole('radio', { name: /^Modern/ }));
    await waitFor(() => expect(storedLayout().template).toBe('modern'));
    await user.click(screen.getByRole('radio', { name: 'US Letter' }));
    await waitFor(() => expect(storedLayout().paper).toBe('us-letter'));

    // Skills moved above Work experience with the keyboard-free buttons.
    const grid = await sections();
    await user.click(within(grid).getByRole('button', { name: 'Move Skills up' }));
    await user.click(within(grid).getByRole('button', { name: 'Move Skills up' }));
    await waitFor(() =>
      expect(storedLayout().section_order).toEqual([
        'skills',
        'work',
        'education',
        'projects',
        'certifications',
      ]),
    );
    await waitFor(async () => {
      const text = await previewText();
      expect(text.indexOf('Skills')).toBeLessThan(text.indexOf('Work experience'));
    });

    // One job left out; the profile keeps it.
    await user.click(screen.getByRole('checkbox', { name: 'Frontend Engineer, Globex' }));
    await waitFor(() => expect(storedLayout().hidden).toEqual([mockId(402)]));
    await waitFor(async () => expect(await previewText()).not.toContain('Globex'));
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)!.work_experiences).toHaveLength(2);
    expect(within(grid).getByText('1 of 2 entries shown')).toBeVisible();

    // A whole section hidden: its entries can no longer be picked one by one.
    await user.click(within(grid).getByRole('switch', { name: 'Show Certifications' }));
    await waitFor(() => expect(storedLayout().hidden).toContain('certifications'));
    expect(
      screen.getByRole('checkbox', { name: 'Certified Accessibility Specialist, IAAP' }),
    ).toBeDisabled();
  });

  it('sets the header this CV prints: the defaults as hints, its own values, a detail left off', async () => {
    const { user } = await renderApp(path, { token: member.token });
    await previewImage();
    const panel = within(screen.getByRole('region', { name: 'Header' }));
    const headline = panel.getByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveValue('');
    expect(headline).toHaveAttribute('placeholder', 'Senior Frontend Engineer');
    expect(headline).toHaveAccessibleDescription('Empty prints your professional title');
    const email = panel.getByRole('textbox', { name: 'E-mail' });
    // The profile's contact e-mail, not the address the account signs in with.
    expect(email).toHaveAttribute('placeholder', PROFILE_EMAIL);
    expect(email).toHaveAccessibleDescription('Empty prints the one in your profile');
    expect(panel.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      '+49 30 1234567',
    );
    // The CV's own LinkedIn address is already set; a link the profile lacks cannot be printed.
    expect(panel.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue(
      'https://www.linkedin.com/in/bob-member',
    );
    expect(panel.getByRole('switch', { name: 'Print portfolio' })).toBeDisabled();
    expect(panel.getByRole('switch', { name: 'Print other links' })).toBeDisabled();
    const save = panel.getByRole('button', { name: 'Save header' });
    expect(save).toBeDisabled();

    await user.type(email, 'not an address');
    await user.tab();
    expect(await panel.findByText('Please enter a valid email address')).toBeVisible();
    expect(save).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'bob.jobs@example.org');
    await user.type(headline, 'Design Systems Lead');
    await user.click(panel.getByRole('switch', { name: 'Print phone' }));
    expect(panel.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    await user.click(save);
    await expectToast('Success!', 'CV updated successfully.');
    expect(mockDb.cvs.find((cv) => cv.id === CV_ID)).toMatchObject({
      headline: 'Design Systems Lead',
      contact_email: 'bob.jobs@example.org',
      contact_phone: null,
      hidden_contacts: ['phone'],
    });
    await waitFor(async () => {
      const text = await previewText();
      expect(text).toContain('Design Systems Lead');
      expect(text).toContain('bob.jobs@example.org');
      expect(text).not.toContain(PROFILE_EMAIL);
      expect(text).not.toContain(member.email);
    });
    expect(save).toBeDisabled();

    // Emptied again, the CV prints the profile's values.
    await user.clear(headline);
    await user.clear(email);
    await user.click(save);
    await waitFor(() =>
      expect(mockDb.cvs.find((cv) => cv.id === CV_ID)).toMatchObject({
        headline: null,
        contact_email: null,
      }),
    );
    await waitFor(async () => expect(await previewText()).toContain(PROFILE_EMAIL));
    expect(await previewText()).not.toContain(member.email);
  });

  it('downloads the PDF under the person and the CV title', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp(path, { token: member.token });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]!.download).toBe('Bob Member - Frontend Engineer CV.pdf');
    expect(await downloads.text()).toBe('%PDF-1.7 mock');
  });

  it('compares a CV that stores its target posting with it, from its page', async () => {
    const { user } = await renderApp(path, { token: member.token });
    expect(
      await screen.findByText(
        'Compares this CV, as it prints, with the posting at https://jobs.example.com/acme/frontend.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Analyse against this posting' }));
    const report = await screen.findByRole('article', { name: 'Resume analysis' });
    expect(
      within(report).getByText('Bob Member - Frontend Engineer CV.pdf', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Analyse again' })).toBeVisible();
  });

  it('says when a choice could not be saved, and saves it again on Retry', async () => {
    server.use(mockHandlers.error('put', '/cv/:cv_id/layout', 500));
    const { user } = await renderApp(path, { token: member.token });
    await user.click(await screen.findByRole('radio', { name: /^Compact/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes to this CV could not be saved. Try again.');
    // The choice stays on screen meanwhile.
    expect(screen.getByRole('radio', { name: /^Compact/ })).toBeChecked();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(storedLayout().template).toBe('compact'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows why the preview failed, in place of the page', async () => {
    server.use(mockHandlers.error('get', '/cv/:cv_id/preview', 503, serverMessages.serverBusy));
    await renderApp(path, { token: member.token });
    expect(
      await screen.findByText('The server is busy, please try again in a moment'),
    ).toBeVisible();
  });

  it('keeps the shape of the page while the first preview loads', async () => {
    server.use(http.get(mockApi('/cv/:cv_id/preview'), () => delay('infinite')));
    await renderApp(path, { token: member.token });
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer CV' });
    expect(screen.queryByRole('img', { name: /^Page 1/ })).toBeNull();
  });

  it('answers a CV that is not the user’s as not found, with a way back', async () => {
    await renderApp(`/cvs/${mockId(999)}`, { token: member.token });
    expect(await screen.findByText('CV not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to CVs' })).toHaveAttribute('href', '/cvs');
    // Said once, on the page: no error toast on top of it.
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('tells a user with an empty profile what the CV will show', async () => {
    mockDb.profiles.delete(MOCK_MEMBER_ID);
    await renderApp(path, { token: member.token });
    expect(await screen.findByText('Your profile is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fill in your profile' })).toHaveAttribute(
      'href',
      '/cvs/basic-info',
    );
  });
});
