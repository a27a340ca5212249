import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
