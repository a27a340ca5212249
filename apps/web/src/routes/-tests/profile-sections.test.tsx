import { fieldsNeedAttention, messages, type WorkExperiencePublic } from '@vita/api';
import { emptyProfile, MOCK_MEMBER_ID, mockCredentials, mockDb, mockId } from '@vita/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const { member } = mockCredentials;

const role = (
  n: number,
  job_title: string,
  start_date: string,
  end_date: string | null,
  is_current = false,
): WorkExperiencePublic => ({
  id: mockId(900 + n),
  job_title,
  company_name: `Company ${n}`,
  company_location: null,
  employment_type: null,
  start_date,
  end_date,
  is_current,
  description: null,
  skills_used: null,
  achievements: null,
});

/** Saved roles in the order they were added, not by date (as an import and later additions leave them). */
const roles = [
  role(1, 'Ward Nurse', '2012', '2015-06'),
  // A year only: neither before nor after the months of 2015, so it keeps its place among them.
  role(2, 'Volunteer', '2015', '2015'),
  role(3, 'Charge Nurse', '2019-03', null, true),
  role(4, 'Staff Nurse', '2015-07', '2019-02'),
];

function memberWith(changes: Partial<ReturnType<typeof emptyProfile>>) {
  mockDb.onboarding.set(MOCK_MEMBER_ID, { current_step: 'completed', conversation_id: null });
  mockDb.profiles.set(MOCK_MEMBER_ID, { ...emptyProfile(), ...changes });
  sessionStorage.clear();
}

const savedTitles = () =>
  mockDb.profiles.get(MOCK_MEMBER_ID)?.work_experiences.map((saved) => saved.job_title);

describe('Work experience page', () => {
  beforeEach(() => memberWith({ work_experiences: roles }));

  it('shows each saved role as one line (title, company, dates as written) that opens', async () => {
    const { user } = await renderApp('/cvs/work-experience', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    const lines = within(form)
      .getAllByRole('button', { expanded: false })
      .map((line) => line.getAttribute('aria-label'));
    expect(lines).toEqual([
      'Ward Nurse, Company 1, 2012 – Jun 2015',
      'Volunteer, Company 2, 2015',
      'Charge Nurse, Company 3, Mar 2019 – Present',
      'Staff Nurse, Company 4, Jul 2015 – Feb 2019',
    ]);
    expect(within(form).queryByRole('textbox', { name: /Job Title/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: /^Staff Nurse/ }));
    expect(within(form).getByRole('textbox', { name: /Job Title/ })).toHaveValue('Staff Nurse');
  });

  it('sorts by date and saves that order as the section order', async () => {
    const { user } = await renderApp('/cvs/work-experience', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    await user.click(within(form).getByRole('button', { name: 'Sort by date' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText(messages.profileUpdated);
    await waitFor(() =>
      expect(savedTitles()).toEqual(['Charge Nurse', 'Staff Nurse', 'Ward Nurse', 'Volunteer']),
    );
  });

  it('reorders by keyboard and saves that order', async () => {
    const { user } = await renderApp('/cvs/work-experience', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    await user.click(within(form).getByRole('button', { name: 'Reorder' }));
    const list = within(form).getByRole('grid', { name: 'Order of Work Experience' });
    within(list).getByRole('button', { name: 'Move Volunteer down' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(within(form).getByText('Volunteer moved to position 4 of 4')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedTitles()).toEqual(['Ward Nurse', 'Charge Nurse', 'Staff Nurse', 'Volunteer']),
    );
  });

  it('on a refused save, opens the entry with the invalid date, focuses it and says how many', async () => {
    const { user } = await renderApp('/cvs/work-experience', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Work Experience' });
    // The last role, closed, gets an end before its start: it is opened to fix it.
    const last = within(form).getByRole('listitem', { name: 'Experience 4' });
    await user.click(within(last).getByRole('button', { name: /^Staff Nurse/ }));
    const end = within(last).getByRole('group', { name: 'End Date' });
    const endYear = within(end).getByRole('textbox', { name: 'Year' });
    await user.clear(endYear);
    await user.type(endYear, '2010');
    // Closed again, the mistake is out of sight when Save is pressed.
    await user.click(within(last).getByRole('button', { name: /^Staff Nurse/ }));
    expect(within(last).queryByRole('group', { name: 'End Date' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(form).getByText(fieldsNeedAttention(1))).toBeInTheDocument());
    const reopened = within(last).getByRole('group', { name: 'End Date' });
    expect(within(reopened).getByText(messages.endBeforeStart)).toBeVisible();
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
    expect(savedTitles()).toEqual(['Ward Nurse', 'Volunteer', 'Charge Nurse', 'Staff Nurse']);
    expect(mockDb.profiles.get(MOCK_MEMBER_ID)?.work_experiences[3]?.end_date).toBe('2019-02');
  });
});

describe('Skills page', () => {
  beforeEach(() =>
    memberWith({
      skills: [
        { id: mockId(951), name: 'Wound care', proficiency_level: null, category: 'Clinical' },
        { id: mockId(952), name: 'Spanish', proficiency_level: 'advanced', category: null },
        { id: mockId(953), name: 'Triage', proficiency_level: null, category: 'clinical' },
      ],
    }),
  );

  it('shows chips by category, a level only where given, and saves a level set on one', async () => {
    const { user } = await renderApp('/cvs/skills', { token: member.token });
    const form = await screen.findByRole('form', { name: 'Skills & Competencies' });
    const clinical = within(form).getByRole('region', { name: 'Clinical' });
    expect(within(clinical).getByRole('button', { name: 'Wound care' })).toBeVisible();
    expect(within(clinical).getByRole('button', { name: 'Triage' })).toBeVisible();
    const loose = within(form).getByRole('region', { name: 'No category' });
    expect(within(loose).getByRole('button', { name: 'Spanish, Advanced' })).toBeVisible();

    await user.click(within(clinical).getByRole('button', { name: 'Triage' }));
    const editor = within(form).getByRole('listitem', { name: 'Skill 3' });
    await user.click(within(editor).getByRole('button', { name: /Proficiency/ }));
    await user.click(await screen.findByRole('option', { name: 'Beginner' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(mockDb.profiles.get(MOCK_MEMBER_ID)?.skills).toMatchObject([
        { name: 'Wound care', proficiency_level: null },
        { name: 'Spanish', proficiency_level: 'advanced' },
        { name: 'Triage', proficiency_level: 'beginner' },
      ]),
    );
  });
});
