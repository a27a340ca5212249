import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CertificationsForm, SkillsForm, WorkExperienceForm } from './profile-forms';
import { blankEntry } from '../entries';
import type { FieldRecord } from './fields';
import { useTestEntryList } from '../../../testing/entry-list';

const meta = {
  title: 'Onboarding/Profile forms/Long lists',
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 896 }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const job = (changes: FieldRecord): FieldRecord => ({
  ...blankEntry('work-experience'),
  ...changes,
});

/** Roles in the order an import and later additions left them, dates as precise as given. */
const roles: FieldRecord[] = [
  job({
    job_title: 'Network Technician',
    company_name: 'Northwind Cabling',
    start_date: '2011',
    end_date: '2014-05',
  }),
  job({
    job_title: 'Senior Network Engineer',
    company_name: 'Contoso Telecom Operations and Infrastructure Services',
    start_date: '2019-03',
    is_current: true,
  }),
  job({
    job_title: 'Network Engineer',
    company_name: 'Fabrikam Hosting',
    start_date: '2014-06',
    end_date: '2019-02-14',
  }),
  job({ job_title: 'Help Desk Volunteer', company_name: 'Library Friends', start_date: '2010' }),
  job({
    job_title: 'Part-time Lecturer',
    company_name: 'City College',
    start_date: '2016-09',
    end_date: '2018',
  }),
];

/** The form with its entries in the story; a save is judged by the section's rules. */
function Work({ initial = roles }: { initial?: FieldRecord[] }) {
  const harness = useTestEntryList('work-experience', initial);
  return (
    <WorkExperienceForm
      {...harness}
      newEntry={() => job({})}
      saveLabel="Save Experience"
      onBack={fn()}
    />
  );
}

const lineNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.getAttribute('aria-label'));

/** Five roles, each one line: title, company and dates as written (a year stays a year). */
export const WorkCollapsed: Story = {
  render: () => <Work />,
  play: async ({ canvasElement }) => {
    await expect(lineNames(canvasElement)).toEqual([
      'Network Technician, Northwind Cabling, 2011 – May 2014',
      'Senior Network Engineer, Contoso Telecom Operations and Infrastructure Services, Mar 2019 – Present',
      'Network Engineer, Fabrikam Hosting, Jun 2014 – Feb 2019',
      'Help Desk Volunteer, Library Friends, 2010',
      'Part-time Lecturer, City College, Sep 2016 – 2018',
    ]);
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Enter on a line opens the entry's fields; Enter again closes them. */
export const WorkExpandAndCollapse: Story = {
  render: () => <Work />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole('button', { name: /^Network Engineer,/ });
    line.focus();
    await userEvent.keyboard('{Enter}');
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: /Job Title/ })).toHaveValue(
      'Network Engineer',
    );
    const other = canvas.getByRole('button', { name: /^Network Technician/ });
    other.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('textbox', { name: /Job Title/ })).toHaveLength(1);
  },
};

/** "Sort by date": the running role first, then by end; "2018" keeps its place among 2018's months. */
export const WorkSortedByDate: Story = {
  render: () => <Work />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by date' }));
    await expect(lineNames(canvasElement).map((name) => name?.split(',')[0])).toEqual([
      'Senior Network Engineer',
      'Network Engineer',
      'Part-time Lecturer',
      'Network Technician',
      'Help Desk Volunteer',
    ]);
    await expect(canvas.getByText('Sorted by date, most recent first')).toBeInTheDocument();
  },
};

/** A refused save opens the entry with the wrong date and puts focus in it, scrolled into view. */
export const WorkRefusedSave: Story = {
  render: () => (
    <Work
      initial={roles.map((role, index) =>
        // The volunteer role ends in the year it began ("2010", as before): only one date is wrong.
        index === 4
          ? { ...role, end_date: '2015' }
          : index === 3
            ? { ...role, end_date: '2010' }
            : role,
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Experience' }));
    const entry = canvas.getByRole('listitem', { name: 'Experience 5' });
    const end = within(entry).getByRole('group', { name: 'End Date' });
    await waitFor(() => expect(end).toContainElement(document.activeElement as HTMLElement));
    await expect(within(entry).getByText('End date cannot be before the start date')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Not saved: 1 field needs your attention.',
    );
  },
};

const cert = (changes: FieldRecord): FieldRecord => ({
  ...blankEntry('certifications'),
  ...changes,
});

/** Certifications as lines: name, issuer, issued – expires. */
export const CertificationsCollapsed: Story = {
  render: function Render() {
    const { list } = useTestEntryList('certifications', [
      cert({ name: 'Cisco CCNA', issuing_organization: 'Cisco', issue_date: '2013' }),
      cert({
        name: 'Registered Nurse',
        issuing_organization: 'State Board of Nursing',
        issue_date: '2018-06',
        expiration_date: '2026-06',
      }),
    ]);
    return (
      <CertificationsForm
        list={list}
        onRemove={fn()}
        newEntry={() => cert({})}
        onSubmit={fn()}
        onBack={fn()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(lineNames(canvasElement)).toEqual([
      'Cisco CCNA, Cisco, 2013',
      'Registered Nurse, State Board of Nursing, Jun 2018 – Jun 2026',
    ]);
  },
};

const skills: FieldRecord[] = [
  { name: 'BGP', proficiency_level: 'expert', category: 'Networking' },
  { name: 'Python', proficiency_level: '', category: 'Programming' },
  { name: 'OSPF', proficiency_level: '', category: 'Networking' },
  { name: 'Wireshark', proficiency_level: 'advanced', category: '' },
  { name: 'MPLS', proficiency_level: 'intermediate', category: 'networking' },
  { name: 'Ansible', proficiency_level: '', category: 'Programming' },
  { name: 'Public speaking', proficiency_level: '', category: '' },
];

function Skills() {
  const { list, onRemove } = useTestEntryList('skills', skills);
  return (
    <SkillsForm
      list={list}
      onRemove={onRemove}
      newEntry={() => blankEntry('skills')}
      onSubmit={fn()}
      onBack={fn()}
    />
  );
}

/** Chips by category (as first written), a level only where one was given. */
export const SkillChips: Story = {
  render: () => <Skills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const networking = canvas.getByRole('region', { name: 'Networking' });
    await expect(
      within(networking)
        .getAllByRole('button', { expanded: false })
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['BGP, Expert', 'OSPF', 'MPLS, Intermediate']);
    await expect(canvas.getByRole('region', { name: 'No category' })).toBeVisible();
  },
};

/** By keyboard: Enter on a chip opens its fields; a level is picked; Done closes; × removes. */
export const SkillChipEditing: Story = {
  render: () => <Skills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'OSPF' }).focus();
    await userEvent.keyboard('{Enter}');
    const editor = canvas.getByRole('listitem', { name: 'Skill 3' });
    await userEvent.click(within(editor).getByRole('button', { name: /Proficiency/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Advanced' }));
    await expect(canvas.getByRole('button', { name: 'OSPF, Advanced' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    canvas.getByRole('button', { name: 'Remove Public speaking' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Public speaking' })).toBeNull();
  },
};

/** A skill without a category joins one the person already uses with one press. */
export const SkillCategorySuggestions: Story = {
  render: () => <Skills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wireshark, Advanced' }));
    const editor = canvas.getByRole('listitem', { name: 'Skill 4' });
    const offered = within(editor).getByRole('list', { name: 'Categories you already use' });
    await expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Networking', 'Programming']);
    await userEvent.click(within(offered).getByRole('button', { name: 'Networking' }));
    const networking = canvas.getByRole('region', { name: 'Networking' });
    await expect(
      within(networking).getByRole('button', { name: 'Wireshark, Advanced' }),
    ).toBeVisible();
    await expect(within(editor).getByRole('textbox', { name: 'Category' })).toHaveValue(
      'Networking',
    );
  },
};

/** "Reorder" swaps the entries for a compact list of their lines; Move down by keyboard. */
export const WorkReorderList: Story = {
  render: () => <Work />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    const grid = canvas.getByRole('grid', { name: 'Order of Work Experience' });
    within(grid).getByRole('button', { name: 'Move Network Technician down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText('Network Technician moved to position 2 of 5'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Done reordering' })).toBeVisible();
  },
};

/**
 * Reorder by keyboard: the lines become a list whose rows move with Move up / Move down, or with
 * RAC's keyboard drag and drop (Enter on a handle, arrows, Enter); each move is announced.
 *
 * Last in the file: a drag leaves RAC's live announcer in the page's body, and the test runner
 * then screenshots the whole viewport for every later story of this file.
 */
export const WorkKeyboardReorder: Story = {
  render: () => <Work />,
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    const grid = canvas.getByRole('grid', { name: 'Order of Work Experience' });
    within(grid).getByRole('button', { name: 'Move Senior Network Engineer up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText('Senior Network Engineer moved to position 1 of 5'),
    ).toBeInTheDocument();

    within(grid).getByRole('button', { name: 'Drag Help Desk Volunteer' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Insert/),
    );
    // The arrows walk the places between rows, down to the end of the list.
    for (let step = 0; step < 8; step++) {
      if (document.activeElement?.getAttribute('aria-label') === 'Insert after Part-time Lecturer')
        break;
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(document.activeElement).toHaveAccessibleName('Insert after Part-time Lecturer');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual([
        'Senior Network Engineer',
        'Network Technician',
        'Network Engineer',
        'Part-time Lecturer',
        'Help Desk Volunteer',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Done reordering' }));
    await expect(lineNames(canvasElement)[4]).toMatch(/^Help Desk Volunteer/);
  },
};
