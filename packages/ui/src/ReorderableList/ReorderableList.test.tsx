import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { ReorderableList, type ReorderableListItem } from './ReorderableList';

const sections: ReorderableListItem[] = [
  { id: 'work', label: 'Work experience', description: '3 entries', shown: true },
  { id: 'education', label: 'Education', description: '2 entries', shown: true },
  { id: 'skills', label: 'Skills', shown: false },
];

interface SectionsProps {
  onReorder?: (ids: string[]) => void;
  onShownChange?: (id: string, shown: boolean) => void;
  renderDetails?: (item: ReorderableListItem) => ReactNode;
  isDisabled?: boolean;
}

/** The list as a page uses it: the order and the switches live in the page's state. */
function Sections({ onReorder, onShownChange, ...props }: SectionsProps) {
  const [items, setItems] = useState(sections);
  return (
    <ReorderableList
      {...props}
      aria-label="Sections"
      items={items}
      onReorder={(ids) => {
        onReorder?.(ids);
        setItems(ids.map((id) => items.find((item) => item.id === id)!));
      }}
      onShownChange={(id, shown) => {
        onShownChange?.(id, shown);
        setItems(items.map((item) => (item.id === id ? { ...item, shown } : item)));
      }}
    />
  );
}

const rowLabels = () =>
  within(screen.getByRole('grid', { name: 'Sections' }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('ReorderableList', () => {
  it('shows the items in order in a named grid, each with its controls', () => {
    render(<Sections />);
    expect(rowLabels()).toEqual(['Work experience', 'Education', 'Skills']);
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Work experience 3 entries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag Work experience' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Work experience' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Skills' })).not.toBeChecked();
  });

  it('disables Move up on the first item and Move down on the last', () => {
    render(<Sections />);
    expect(screen.getByRole('button', { name: 'Move Work experience up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Work experience down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Education up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Education down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Skills up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Skills down' })).toBeDisabled();
  });

  it('reports the new order after a Move button, and announces it', async () => {
    const onReorder = vi.fn();
    render(<Sections onReorder={onReorder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Education up' }));
    expect(onReorder).toHaveBeenLastCalledWith(['education', 'work', 'skills']);
    expect(rowLabels()).toEqual(['Education', 'Work experience', 'Skills']);
    expect(screen.getByRole('status')).toHaveTextContent('Education moved to position 1 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Move Work experience down' }));
    expect(onReorder).toHaveBeenLastCalledWith(['education', 'skills', 'work']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Work experience moved to position 3 of 3',
    );
  });

  it('keeps focus in the row when a move disables the pressed button', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('button', { name: 'Move Education up' }));
    expect(screen.getByRole('button', { name: 'Move Education up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Education down' })).toHaveFocus();
    // Enter on the focused button keeps moving the same item; the moved row keeps the focus.
    await user.keyboard('{Enter}');
    expect(rowLabels()).toEqual(['Work experience', 'Education', 'Skills']);
    expect(screen.getByRole('button', { name: 'Move Education down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowLabels()).toEqual(['Work experience', 'Skills', 'Education']);
    expect(screen.getByRole('button', { name: 'Move Education up' })).toHaveFocus();
  });

  it('reorders with RAC keyboard drag and drop from the drag handle', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Sections onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Work experience' });
    act(() => handle.focus());
    await user.keyboard('{Enter}');
    // RAC sets the drag session up on the next animation frame, then focuses a drop target.
    await nextFrame();
    // The first place offered is just after the item itself.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(
        'Insert between Work experience and Education',
      ),
    );
    // Walk the drop positions down to the end of the list and drop there.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Insert between Education and Skills');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Insert after Skills');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith(['education', 'skills', 'work']));
    await waitFor(() => expect(rowLabels()).toEqual(['Education', 'Skills', 'Work experience']));
  });

  it('reports a switch turned off or on, and a hidden item keeps its place', async () => {
    const onShownChange = vi.fn();
    render(<Sections onShownChange={onShownChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show Education' }));
    expect(onShownChange).toHaveBeenLastCalledWith('education', false);
    expect(screen.getByRole('switch', { name: 'Show Education' })).not.toBeChecked();
    expect(rowLabels()).toEqual(['Work experience', 'Education', 'Skills']);

    await userEvent.click(screen.getByRole('switch', { name: 'Show Skills' }));
    expect(onShownChange).toHaveBeenLastCalledWith('skills', true);
    expect(screen.getByRole('switch', { name: 'Show Skills' })).toBeChecked();
  });

  it('puts the details inside their row, where clicks and keys stay with the details', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const onEntryChange = vi.fn();
    render(
      <Sections
        onReorder={onReorder}
        renderDetails={(item) =>
          item.id === 'work' ? (
            <Checkbox defaultSelected onChange={onEntryChange}>
              Acme Corp
            </Checkbox>
          ) : null
        }
      />,
    );
    const entry = screen.getByRole('checkbox', { name: 'Acme Corp' });
    expect(screen.getByRole('row', { name: 'Work experience 3 entries' })).toContainElement(entry);

    await user.click(entry);
    expect(onEntryChange).toHaveBeenLastCalledWith(false);
    expect(entry).toHaveFocus();
    // A letter typed here would, in the list itself, jump to the row it starts ("E"ducation).
    await user.keyboard('e');
    expect(entry).toHaveFocus();
    await user.keyboard(' ');
    expect(onEntryChange).toHaveBeenLastCalledWith(true);
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('starts no mouse drag from the details or the controls', () => {
    render(
      <Sections
        renderDetails={(item) => (item.id === 'work' ? <Checkbox>Acme Corp</Checkbox> : null)}
      />,
    );
    const row = screen.getByRole('row', { name: 'Work experience 3 entries' });
    expect(row).toHaveAttribute('draggable', 'true');

    fireEvent.pointerDown(screen.getByRole('checkbox', { name: 'Acme Corp' }));
    // fireEvent returns false when a handler prevented the event's default: the drag is refused.
    expect(fireEvent.dragStart(row)).toBe(false);

    fireEvent.pointerDown(screen.getByRole('switch', { name: 'Show Work experience' }));
    expect(fireEvent.dragStart(row)).toBe(false);
  });

  it('disables dragging, moving and the switches together', () => {
    render(<Sections isDisabled />);
    for (const name of ['Move Education up', 'Move Education down', 'Drag Education']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('switch', { name: 'Show Education' })).toBeDisabled();
    expect(screen.getByRole('row', { name: 'Education 2 entries' })).not.toHaveAttribute(
      'draggable',
      'true',
    );
  });

  it('says so when there is nothing to arrange', () => {
    render(
      <ReorderableList
        aria-label="Sections"
        items={[]}
        onReorder={vi.fn()}
        onShownChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('grid', { name: 'Sections' })).toHaveTextContent('Nothing to arrange');
  });
});
