import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as an h3, the description and a working action', async () => {
    const onPress = vi.fn();
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="You don't have any CVs yet"
        description="Add a new CV to get started"
        action={<Button onPress={onPress}>Add CV</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: "You don't have any CVs yet" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add a new CV to get started')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add CV' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('takes another heading level and leaves out what is not given', () => {
    render(<EmptyState title="Nothing here" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
