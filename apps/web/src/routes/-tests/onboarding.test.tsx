import { fieldsNeedAttention, messages, type OnboardingStep } from '@vita/api';
import { emptyProfile, MOCK_MEMBER_ID, mockCredentials, mockDb } from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const { member } = mockCredentials;

/** The member mid-onboarding at this step, with nothing saved and nothing read. */
function memberAt(step: OnboardingStep) {
  mockDb.onboarding.set(MOCK_MEMBER_ID, { current_step: step, conversation_id: null });
  mockDb.profiles.set(MOCK_MEMBER_ID, emptyProfile());
  sessionStorage.clear();
}

describe('Onboarding wizard', () => {
  beforeEach(() => memberAt('certifications'));

  it('lets a person with no certifications or projects finish: "I have none" saves nothing and goes on', async () => {
    const { user } = await renderApp('/', { token: member.token });
    await screen.findByRole('form', { name: 'Certifications & Licenses' });
    expect(screen.getByRole('progressbar', { name: 'Step 6 of 7' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: messages.noneToAdd }));

    const projects = await screen.findByRole('form', { name: 'Projects & Portfolio' });
    // The new step's heading has focus, so it is in view and read first.
    await waitFor(() =>
      expect(within(projects).getByRole('heading', { name: 'Projects & Portfolio' })).toHaveFocus(),
    );
    await user.click(within(projects).getByRole('button', { name: messages.noneToAdd }));

    await waitFor(() =>
      expect(mockDb.onboarding.get(MOCK_MEMBER_ID)?.current_step).toBe('completed'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: /^Step \d of \d$/ })).toBeNull(),
    );
    // The dashboard takes the wizard's place from its top, with its greeting focused.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: /^Hi, / })).toHaveFocus(),
    );
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)).toMatchObject({ certifications: [], projects: [] });
  });

  it('counts the steps of the way taken: the upload is no step after "No, I don\'t"', async () => {
    memberAt('welcome');
    const { user } = await renderApp('/', { token: member.token });
    await screen.findByRole('heading', { name: /^Welcome, / });
    // The welcome step offers the upload, so it counts there.
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 8' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: "No, I don't." }));

    await screen.findByRole('form', { name: 'Basic Information' });
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 7' })).toBeVisible();
  });

  it('says "Skip" where entries are saved already, and keeps them', async () => {
    mockDb.profiles.set(MOCK_MEMBER_ID, {
      ...emptyProfile(),
      certifications: [
        {
          id: '00000000-0000-4000-8000-000000000431',
          name: 'RN',
          issuing_organization: 'Nursing Board',
          issue_date: '2018',
          expiration_date: null,
          credential_id: null,
          credential_url: null,
          description: null,
        },
      ],
    });
    const { user } = await renderApp('/', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Certifications & Licenses' });
    expect(within(form).queryByRole('button', { name: messages.noneToAdd })).toBeNull();
    await user.click(within(form).getByRole('button', { name: messages.skipStep }));
    await screen.findByRole('form', { name: 'Projects & Portfolio' });
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)?.certifications).toHaveLength(1);
  });

  it('offers no skip on the skills step', async () => {
    memberAt('skills');
    await renderApp('/', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Skills & Competencies' });
    expect(within(form).queryByRole('button', { name: messages.noneToAdd })).toBeNull();
    expect(within(form).queryByRole('button', { name: messages.skipStep })).toBeNull();
  });

  it('on a refused save, focuses the first invalid field and says how many need attention', async () => {
    memberAt('work_experience');
    const { user } = await renderApp('/', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    await user.click(within(form).getByRole('button', { name: 'Save Experience' }));
    // Job title, company name and start date of the one blank entry (the end waits for a start).
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(fieldsNeedAttention(3)),
    );
    expect(within(form).getByRole('textbox', { name: /Job Title/ })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: /Job Title/ }), 'Nurse');
    await user.click(within(form).getByRole('button', { name: 'Save Experience' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(fieldsNeedAttention(2)),
    );
    expect(within(form).getByRole('textbox', { name: /Company Name/ })).toHaveFocus();
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)).toMatchObject({ work_experiences: [] });
  });

  it('takes a year-only start and end as given', async () => {
    memberAt('work_experience');
    const { user } = await renderApp('/', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    await user.type(within(form).getByRole('textbox', { name: /Job Title/ }), 'Nurse');
    await user.type(within(form).getByRole('textbox', { name: /Company Name/ }), 'St. Mary');
    const start = within(form).getByRole('group', { name: 'Start Date' });
    const end = within(form).getByRole('group', { name: 'End Date' });
    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '2019');
    await user.type(within(end).getByRole('textbox', { name: 'Year' }), '2021');
    await user.click(within(form).getByRole('button', { name: 'Save Experience' }));
    await screen.findByRole('form', { name: 'Education' });
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)?.work_experiences).toMatchObject([
      { job_title: 'Nurse', start_date: '2019', end_date: '2021', employment_type: null },
    ]);
  });
});
