import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Board, type BoardItem, type BoardProps } from './Board';
import { exampleStages, manyApplications } from './examples';

const stages = exampleStages;

const items: BoardItem[] = [
  {
    id: 'a1',
    stageId: 'saved',
    title: 'Data Engineer',
    company: 'Fabrikam Analytics',
    nextStep: 'Tailor the CV',
    nextStepDate: '2026-12-01',
  },
  { id: 'a2', stageId: 'saved', title: 'Platform Engineer', company: 'Contoso Cloud' },
  {
    id: 'a3',
    stageId: 'applied',
    title: 'Senior Backend Engineer',
    company: 'Northwind Logistics',
    score: 78,
    nextStep: 'Follow up with the recruiter',
    nextStepDate: '2026-12-04',
  },
  {
    id: 'a4',
    stageId: 'interview',
    title: 'Staff Engineer',
    company: 'Tailspin Toys',
    score: 64,
    nextStep: 'Technical interview',
    nextStepDate: '2026-12-03',
  },
  { id: 'a5', stageId: 'rejected', title: 'Site Reliability Engineer', score: 42 },
];

/** The board with its cards kept in state, as the applications page keeps them. */
function Controlled(props: BoardProps) {
  const [current, setCurrent] = useState(props.items);
  return (
    <Board
      {...props}
      items={current}
      onMove={(id, stageId) => {
        props.onMove(id, stageId);
        setCurrent((list) => list.map((item) => (item.id === id ? { ...item, stageId } : item)));
      }}
    />
  );
}

const meta = {
  title: 'Applications/Board',
  component: Board,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as number | undefined) ?? 1200, maxWidth: '100%' }}>
        {Story()}
      </div>
    ),
  ],
  args: {
    'aria-label': 'Applications',
    stages,
    items,
    onMove: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('grid', { name });

/** One column per stage, each with its count; an empty column says so and still takes a card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // RAC fills each grid once its collection is built, just after the first render.
    await canvas.findByRole('row', { name: 'Platform Engineer' });
    await expect(within(column(canvas, 'Saved')).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText('2 in Saved')).toBeInTheDocument();
    await expect(within(column(canvas, 'Offer')).getByText('Nothing here')).toBeVisible();
  },
};

/** The card's "Move to…" menu moves it, announces the move and keeps the focus on the card. */
export const MovedByMenu: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Staff Engineer to…' }));
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu', { name: 'Move Staff Engineer to…' });
    await expect(within(menu).getByRole('menuitem', { name: 'Interview' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Offer' }));
    await expect(args.onMove).toHaveBeenCalledWith('a4', 'offer');
    await expect(
      within(column(canvas, 'Offer')).getByRole('row', { name: 'Staff Engineer' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Staff Engineer moved to Offer');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Staff Engineer to…' })).toHaveFocus(),
    );
  },
};

/**
 * With one card's menu open, a press on another card's "Move to…" button opens the menu for that
 * card. The press is made where a pointer's would land: on what lies on top at the button's
 * place (the open menu's underlay; the page behind it is inert).
 */
export const MenuForAnotherCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Data Engineer to…' }));
    await page.findByRole('menu', { name: 'Move Data Engineer to…' });
    // Behind the open menu the page is hidden from the accessibility tree: found by its card.
    const other = canvasElement.querySelector<HTMLElement>('[data-move-for="a4"]')!;
    const box = other.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const target = canvasElement.ownerDocument.elementFromPoint(coords.clientX, coords.clientY)!;
    await expect(other.contains(target)).toBe(false);
    await userEvent.pointer({ keys: '[MouseLeft]', target, coords });
    const menu = await page.findByRole('menu', { name: 'Move Staff Engineer to…' });
    await expect(page.queryByRole('menu', { name: 'Move Data Engineer to…' })).toBeNull();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Saved' })).toHaveFocus(),
    );
  },
};

/** Enter (or a click) on a card opens it. */
export const Opened: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByText('Platform Engineer'));
    await expect(args.onOpen).toHaveBeenCalledWith('a2');
  },
};

/** At 500px the columns stack: every one is in view by scrolling down, none sideways. */
export const Narrow: Story = {
  parameters: { width: 500 },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('region', { name: 'Applications' });
    await expect(board.scrollWidth).toBeLessThanOrEqual(board.clientWidth);
    const saved = column(canvas, 'Saved').getBoundingClientRect();
    const applied = column(canvas, 'Applied').getBoundingClientRect();
    await expect(applied.top).toBeGreaterThan(saved.bottom);
  },
};

/** Nothing can be dragged or moved. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Move Data Engineer to…' }),
    ).toBeDisabled();
  },
};

const manyItems = manyApplications(500);

/**
 * Five hundred applications: each column counts all of its cards but mounts its first ones and
 * more as its end nears the window (the budget that keeps the board fast); the rest mount as the
 * page scrolls.
 */
export const FiveHundred: Story = {
  args: { items: manyItems },
  // The window's top, not a page twelve thousand pixels tall.
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: 'Data Engineer 1' });
    await expect(canvas.getByText('126 in Saved')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').length).toBeLessThanOrEqual(120);
    await expect(canvas.queryByRole('row', { name: 'Accountant 495' })).not.toBeInTheDocument();
  },
};

/**
 * End on a card goes to the last card of its column, which was not mounted: the column mounts up
 * to it and the card takes the focus.
 */
export const FiveHundredEnd: Story = {
  args: { items: manyItems },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('row', { name: 'Data Engineer 1' });
    await expect(canvas.queryByRole('row', { name: 'Accountant 495' })).not.toBeInTheDocument();
    first.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Accountant 495' })).toHaveFocus());
  },
};

/**
 * RAC's keyboard drag and drop: Enter on a card's handle picks it up and offers the next
 * column (its own is no target), Tab walks the columns, Enter drops it there.
 *
 * Last in the file: a drag leaves RAC's live announcer in the page's body, and the test runner
 * then screenshots the whole viewport for every later story of this file.
 */
export const KeyboardDragAndDrop: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ args, canvas }) => {
    const handle = await canvas.findByRole('button', { name: 'Drag Data Engineer' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Applied'));
    await userEvent.keyboard('{Tab}');
    await expect(document.activeElement).toHaveAccessibleName('Drop on Interview');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('a1', 'interview'));
    await expect(
      within(column(canvas, 'Interview')).getByRole('row', { name: 'Data Engineer' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Data Engineer moved to Interview');
  },
};
