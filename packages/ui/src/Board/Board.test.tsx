import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Board, type BoardItem, type BoardStage } from './Board';

const stages: BoardStage[] = [
  { id: 'saved', label: 'Saved' },
  { id: 'applied', label: 'Applied', tone: 'info' },
  { id: 'interview', label: 'Interview', tone: 'warning' },
];

const start: BoardItem[] = [
  { id: 'a1', stageId: 'saved', title: 'Data Engineer', company: 'Fabrikam' },
  { id: 'a2', stageId: 'applied', title: 'Staff Engineer', score: 64 },
];

function Applications({ onMove }: { onMove: (id: string, stageId: string) => void }) {
  const [items, setItems] = useState(start);
  return (
    <Board
      aria-label="Applications"
      stages={stages}
      items={items}
      onMove={(id, stageId) => {
        onMove(id, stageId);
        setItems((list) => list.map((item) => (item.id === id ? { ...item, stageId } : item)));
      }}
    />
  );
}

const rowsOf = (name: string) =>
  within(screen.getByRole('grid', { name }))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('Board', () => {
  it('puts each card in the column of its stage, with counts', () => {
    render(<Applications onMove={vi.fn()} />);
    expect(rowsOf('Saved')).toEqual(['Data Engineer']);
    expect(rowsOf('Applied')).toEqual(['Staff Engineer']);
    expect(
      within(screen.getByRole('grid', { name: 'Interview' })).getByText('Nothing here'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 in Saved')).toBeInTheDocument();
    expect(screen.getByText('0 in Interview')).toBeInTheDocument();
  });

  it('moves a card through its menu, announces it and focuses it in its new column', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Applications onMove={onMove} />);
    await user.click(screen.getByRole('button', { name: 'Move Data Engineer to…' }));
    const menu = await screen.findByRole('menu', { name: 'Move Data Engineer to…' });
    expect(within(menu).getByRole('menuitem', { name: 'Saved' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Interview' }));
    expect(onMove).toHaveBeenCalledWith('a1', 'interview');
    expect(rowsOf('Interview')).toEqual(['Data Engineer']);
    expect(screen.getByRole('status')).toHaveTextContent('Data Engineer moved to Interview');
    // The move's own render focuses the moved card: no frame to wait for.
    expect(screen.getByRole('button', { name: 'Move Data Engineer to…' })).toHaveFocus();
  });

  it('opens the menu by click, Enter or Space on "Move to…" without opening the card', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <Board
        aria-label="Applications"
        stages={stages}
        items={start}
        onMove={vi.fn()}
        onOpen={onOpen}
      />,
    );
    const button = screen.getByRole('button', { name: 'Move Data Engineer to…' });
    for (const press of [
      () => user.click(button),
      () => user.keyboard('{Enter}'),
      () => user.keyboard(' '),
    ]) {
      act(() => button.focus());
      await press();
      expect(
        await screen.findByRole('menu', { name: 'Move Data Engineer to…' }),
      ).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('moves a card with keyboard drag and drop to another column', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Applications onMove={onMove} />);
    act(() => screen.getByRole('button', { name: 'Drag Data Engineer' }).focus());
    await user.keyboard('{Enter}');
    await nextFrame();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Applied'));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toHaveAccessibleName('Drop on Interview');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('a1', 'interview'));
    await waitFor(() => expect(rowsOf('Interview')).toEqual(['Data Engineer']));
    expect(screen.getByRole('status')).toHaveTextContent('Data Engineer moved to Interview');
  });
});

describe('Board, a long column', () => {
  // The column mounts a window's height of cards once an IntersectionObserver can tell it when
  // to mount more (jsdom has none, and no layout: the stubs never report).
  const observer = class {
    observe() {}
    disconnect() {}
  };
  const many: BoardItem[] = Array.from({ length: 12 }, (_, i) => ({
    id: `c${i}`,
    stageId: 'saved',
    title: `Card ${i + 1}`,
  }));
  const saved = () => within(screen.getByRole('grid', { name: 'Saved' }));
  const focusedRow = () => document.activeElement?.getAttribute('aria-label');

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', observer);
    vi.stubGlobal('ResizeObserver', observer);
  });
  afterEach(() => vi.unstubAllGlobals());

  function renderColumn() {
    render(<Board aria-label="Applications" stages={stages} items={many} onMove={vi.fn()} />);
    const rows = saved().getAllByRole('row');
    expect(rows.length).toBeLessThan(many.length);
    return rows;
  }

  it('counts every card but mounts the first ones', () => {
    const rows = renderColumn();
    expect(rows[0]).toHaveAccessibleName('Card 1');
    expect(screen.getByText('12 in Saved')).toBeInTheDocument();
    expect(saved().queryByRole('row', { name: 'Card 12' })).not.toBeInTheDocument();
  });

  it('goes to the last card with End, mounting it', async () => {
    const user = userEvent.setup();
    const rows = renderColumn();
    act(() => rows[0]!.focus());
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedRow()).toBe('Card 12'));
    expect(saved().getAllByRole('row')).toHaveLength(12);
  });

  it('goes past the last mounted card with the Down arrow and Page Down', async () => {
    const user = userEvent.setup();
    const rows = renderColumn();
    const last = rows.length;
    act(() => rows[last - 1]!.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toBe(`Card ${last + 1}`));
    // Without layout a page is one card.
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRow()).toBe(`Card ${last + 2}`));
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focusedRow()).toBe(`Card ${last + 1}`));
  });
});
