import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mostRecentFirst, type EntryDates } from './entry-order';
import { SkillsForm, WorkExperienceForm, type FormActionProps } from './profile-forms';
import { blankEntry } from '../entries';
import type { FieldRecord } from './fields';
import { useTestEntryList } from '../../../testing/entry-list';

const job = (changes: FieldRecord = {}): FieldRecord => ({
  ...blankEntry('work-experience'),
  ...changes,
});

const roles = [
  job({ job_title: 'Clerk', company_name: 'Old Shop', start_date: '2010', end_date: '2012-06' }),
  job({ job_title: 'Volunteer', company_name: 'Food Bank' }),
  job({ job_title: 'Nurse', company_name: 'City Clinic', start_date: '2019-03', is_current: true }),
  job({ job_title: 'Aide', company_name: 'Care Home', start_date: '2013', end_date: '2018' }),
];

function Work({
  initial,
  onSave,
  ...rest
}: {
  initial: FieldRecord[];
  onSave?: (entries: FieldRecord[]) => void;
} & Partial<FormActionProps>) {
  const harness = useTestEntryList('work-experience', initial, { onSave });
  return (
    <WorkExperienceForm
      onBack={() => {}}
      {...harness}
      {...rest}
      newEntry={() => job()}
      saveLabel="Save Experience"
    />
  );
}

/** The roles with every date a save needs; the aide's end comes before its start. */
const refusedRoles = roles.map((role) =>
  role.job_title === 'Volunteer'
    ? { ...role, start_date: '2011', end_date: '2011' }
    : role.job_title === 'Aide'
      ? { ...role, end_date: '2012' }
      : role,
);

const lines = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.getAttribute('aria-label'));

describe('mostRecentFirst', () => {
  const dates = (latest: string, earliest = ''): EntryDates => ({ latest, earliest });
  const sort = (entries: EntryDates[]) => mostRecentFirst(entries, (entry) => entry);

  it('puts running entries first, then by end, then by start; undated ones after, in their order', () => {
    expect(
      sort([
        dates('2015', '2012'),
        dates(''),
        dates('current', '2018'),
        dates('2020-05', '2016'),
        dates('', ''),
        dates('current', '2021'),
      ]),
    ).toEqual([5, 2, 3, 0, 1, 4]);
  });

  it('compares partial dates at their precision: a year-only date keeps its place in its year', () => {
    // "2019" is neither before nor after the months of 2019: it stays second; the months sort.
    expect(sort([dates('2019-02'), dates('2019'), dates('2019-11'), dates('2018')])).toEqual([
      2, 1, 0, 3,
    ]);
  });

  it('takes the start of an entry without an end as its date', () => {
    expect(sort([dates('', '2010'), dates('', '2020')])).toEqual([1, 0]);
  });
});

describe('Entry lists', () => {
  it('shows each entry of a longer list as one line that opens to its fields and closes again', async () => {
    render(<Work initial={roles} />);
    expect(lines()).toEqual([
      'Clerk, Old Shop, 2010 – Jun 2012',
      'Volunteer, Food Bank',
      'Nurse, City Clinic, Mar 2019 – Present',
      'Aide, Care Home, 2013 – 2018',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    const nurse = screen.getByRole('button', { name: /^Nurse/ });
    expect(nurse).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(nurse);
    expect(nurse).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Nurse');
    await userEvent.click(nurse);
    expect(screen.queryByRole('textbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('textbox', { name: /Job Title/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    // Four open entries are many fields for jsdom to render.
  }, 30_000);

  it('opens a new entry and puts focus in its first field', async () => {
    render(<Work initial={roles} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Experience' }));
    const added = screen.getByRole('listitem', { name: 'Experience 5' });
    await waitFor(() =>
      expect(within(added).getByRole('textbox', { name: /Job Title/ })).toHaveFocus(),
    );
  });

  it('opens an entry with an invalid field on a refused save, so focus reaches that field', async () => {
    render(<Work initial={refusedRoles} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Experience' }));
    const aide = screen.getByRole('listitem', { name: 'Experience 4' });
    // Focus goes to the first control of the invalid date: its month.
    const end = within(aide).getByRole('group', { name: 'End Date' });
    await waitFor(() => expect(end).toContainElement(document.activeElement as HTMLElement));
    expect(within(aide).getByText('End date cannot be before the start date')).toBeVisible();
    // Closed again by hand, its line says it needs attention.
    await userEvent.click(within(aide).getByRole('button', { name: /^Aide/ }));
    expect(within(aide).getByRole('button', { name: /Needs attention/ })).toBeVisible();
  });

  it('sorts by date, most recent first, says so, and keeps an open entry open', async () => {
    render(<Work initial={roles} />);
    await userEvent.click(screen.getByRole('button', { name: /^Clerk/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by date' }));
    expect(screen.getByRole('button', { name: /^Clerk/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Clerk');
    expect(lines().map((line) => line?.split(',')[0])).toEqual([
      'Nurse',
      'Aide',
      'Clerk',
      'Volunteer',
    ]);
    expect(screen.getByText('Sorted by date, most recent first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by date' }));
    expect(screen.getByText('Already in date order, most recent first')).toBeInTheDocument();
  });

  it('reorders by keyboard in the reorder list, and keeps an open entry open where it went', async () => {
    render(<Work initial={roles} />);
    await userEvent.click(screen.getByRole('button', { name: /^Nurse/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    const list = screen.getByRole('grid', { name: 'Order of Work Experience' });
    within(list).getByRole('button', { name: 'Move Nurse up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Nurse moved to position 2 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done reordering' }));
    expect(lines().map((line) => line?.split(',')[0])).toEqual([
      'Clerk',
      'Nurse',
      'Volunteer',
      'Aide',
    ]);
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue('Nurse');
  });

  it('saves the entries in their new order', async () => {
    const onSave = vi.fn();
    const dated = refusedRoles.map((role) =>
      role.job_title === 'Aide' ? { ...role, end_date: '2018' } : role,
    );
    render(<Work initial={dated} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Experience' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].map((entry: FieldRecord) => entry.job_title)).toEqual([
      'Nurse',
      'Aide',
      'Clerk',
      'Volunteer',
    ]);
  });
});

function Skills({ initial }: { initial: FieldRecord[] }) {
  const harness = useTestEntryList('skills', initial);
  return <SkillsForm onBack={() => {}} {...harness} newEntry={() => blankEntry('skills')} />;
}

describe('SkillsForm', () => {
  const skills: FieldRecord[] = [
    { name: 'Go', proficiency_level: 'expert', category: 'Languages' },
    { name: 'Triage', proficiency_level: '', category: '' },
    { name: 'Rust', proficiency_level: '', category: 'languages' },
  ];

  it('shows chips grouped by category, with a level only where one was given', () => {
    render(<Skills initial={skills} />);
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('button', { expanded: false })
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Go, Expert', 'Rust']);
    const loose = screen.getByRole('region', { name: 'No category' });
    expect(within(loose).getByRole('button', { name: 'Triage' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sets a level on a chip, removes one, and opens a new skill with focus on its name', async () => {
    render(<Skills initial={skills} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rust' }));
    const editor = screen.getByRole('listitem', { name: 'Skill 3' });
    await userEvent.click(within(editor).getByRole('button', { name: /Proficiency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Beginner' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Rust, Beginner' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Triage' }));
    expect(screen.queryByRole('region', { name: 'No category' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add Another Skill' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Skill Name/ })).toHaveFocus());
    await userEvent.keyboard('Wound care');
    expect(screen.getByRole('button', { name: 'Wound care' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers the categories the other skills use, and one press puts the skill in one', async () => {
    render(<Skills initial={skills} />);
    await userEvent.click(screen.getByRole('button', { name: 'Triage' }));
    const editor = screen.getByRole('listitem', { name: 'Skill 2' });
    const offered = within(editor).getByRole('list', { name: 'Categories you already use' });
    // "languages" is the same category as "Languages", spelt as it was first written.
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Languages']);
    await userEvent.click(within(offered).getByRole('button', { name: 'Languages' }));
    expect(within(editor).getByRole('textbox', { name: 'Category' })).toHaveValue('Languages');
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(within(languages).getByRole('button', { name: 'Triage' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'No category' })).toBeNull();
    // Its own category is not offered to it again.
    expect(within(editor).queryByRole('list', { name: 'Categories you already use' })).toBeNull();
  });
});
