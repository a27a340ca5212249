import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { ReorderableList, type ReorderableListProps } from './ReorderableList';

/** The list with its order and switches kept in state, as the export page keeps them. */
function Controlled(props: ReorderableListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <ReorderableList
      {...props}
      items={items}
      onReorder={(ids) => {
        props.onReorder(ids);
        setItems(ids.map((id) => items.find((item) => item.id === id)!));
      }}
      onShownChange={(id, shown) => {
        props.onShownChange?.(id, shown);
        setItems(items.map((item) => (item.id === id ? { ...item, shown } : item)));
      }}
    />
  );
}

const entries: Record<string, string[]> = {
  work: ['Senior Backend Engineer, Acme', 'Backend Engineer, Globex', 'Intern, Initech'],
  education: ['MSc Computer Science, TU Delft', 'BSc Mathematics, Leiden University'],
  projects: ['Billing service client'],
};

/** The entries of a section as checkboxes, the way the export page lets the user leave some out. */
function EntryChecklist({ id, isDisabled }: { id: string; isDisabled?: boolean }) {
  const list = entries[id];
  if (!list) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {list.map((entry, index) => (
        <Checkbox key={entry} defaultSelected={index !== 2} isDisabled={isDisabled}>
          {entry}
        </Checkbox>
      ))}
    </div>
  );
}

const meta = {
  title: 'Export/ReorderableList',
  component: ReorderableList,
  render: (args) => <Controlled {...args} />,
  // The export page's settings column is about this wide on a tablet; a story can set `parameters.width`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 500, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    'aria-label': 'Sections',
    items: [
      { id: 'summary', label: 'Summary', shown: true },
      { id: 'work', label: 'Work experience', description: '3 entries', shown: true },
      { id: 'education', label: 'Education', description: '2 entries', shown: true },
      { id: 'skills', label: 'Skills', description: '12 skills', shown: false },
      { id: 'projects', label: 'Projects', description: '1 entry', shown: true },
    ],
    onReorder: fn(),
    onShownChange: fn(),
  },
} satisfies Meta<typeof ReorderableList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five sections, one of them hidden (dashed, muted, its switch off). */
export const Default: Story = {
  play: async ({ canvas }) => {
    // RAC fills the grid once its collection is built, just after the first render.
    await expect(await canvas.findByRole('button', { name: 'Move Summary up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Projects down' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Show Skills' })).not.toBeChecked();
  },
};

/** Each section's entries sit in its row; ticking one neither drags nor moves the section. */
export const WithDetails: Story = {
  args: { renderDetails: (item) => <EntryChecklist id={item.id} /> },
  play: async ({ args, canvas }) => {
    const entry = await canvas.findByRole('checkbox', { name: 'Intern, Initech' });
    await userEvent.click(entry);
    await expect(entry).toBeChecked();
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: 'Work experience 3 entries' })).toContainElement(
      entry,
    );
  },
};

/**
 * Move up on the second item takes it to the top; its Move up is then disabled, so focus moves
 * to its Move down rather than falling to the page.
 */
export const MovedByButtons: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Work experience up' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([
      'work',
      'summary',
      'education',
      'skills',
      'projects',
    ]);
    await expect(canvas.getByRole('button', { name: 'Move Work experience up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Work experience down' })).toHaveFocus();
  },
};

/** Turning a section off keeps it in place, muted, ready to be turned on again. */
export const HiddenAgain: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Show Education' }));
    await expect(args.onShownChange).toHaveBeenLastCalledWith('education', false);
    await expect(canvas.getByRole('switch', { name: 'Show Education' })).not.toBeChecked();
  },
};

/** Many items with long names at 360px: names wrap, the controls keep their size. */
export const ManyItems: Story = {
  parameters: { width: 360 },
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      id: `section-${index + 1}`,
      label:
        index === 3
          ? 'Volunteering and community work outside of paid employment'
          : `Section ${index + 1}`,
      description: `${index + 1} ${index === 0 ? 'entry' : 'entries'}`,
      shown: index % 4 !== 2,
    })),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Sections' });
    await canvas.findByRole('row', { name: /^Volunteering/ });
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    renderDetails: (item) => <EntryChecklist id={item.id} isDisabled />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Move Education up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Drag Education' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Show Education' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to arrange')).toBeVisible();
  },
};

/**
 * RAC's keyboard drag and drop: Enter on a row's handle picks it up, the arrow keys walk the
 * places between rows, Enter drops it there.
 *
 * Last in the file: a drag leaves RAC's live announcer (a 1px node) in the page's body, and the
 * test runner then screenshots the whole viewport for every later story of this file.
 */
export const KeyboardDragAndDrop: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ args, canvas }) => {
    const handle = await canvas.findByRole('button', { name: 'Drag Summary' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(
        'Insert between Summary and Work experience',
      ),
    );
    for (let step = 0; step < 2; step++) await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Insert between Education and Skills',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onReorder).toHaveBeenLastCalledWith([
        'work',
        'education',
        'summary',
        'skills',
        'projects',
      ]),
    );
    const rows = within(canvas.getByRole('grid', { name: 'Sections' })).getAllByRole('row');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Work experience',
      'Education',
      'Summary',
      'Skills',
      'Projects',
    ]);
  },
};
