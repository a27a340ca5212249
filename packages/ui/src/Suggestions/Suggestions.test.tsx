import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Suggestions } from './Suggestions';

describe('Suggestions', () => {
  it('offers each text as a button in a named list and reports the one pressed', async () => {
    const onSelect = vi.fn();
    render(
      <Suggestions
        aria-label="Suggested questions"
        items={['Review my job at Acme', 'Is my CV too long?']}
        onSelect={onSelect}
      />,
    );
    const list = screen.getByRole('list', { name: 'Suggested questions' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Is my CV too long?' }));
    expect(onSelect).toHaveBeenCalledWith('Is my CV too long?');
  });

  it('renders nothing without items, and nothing can be pressed while disabled', async () => {
    const { container } = render(<Suggestions aria-label="None" items={[]} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    const onSelect = vi.fn();
    render(<Suggestions aria-label="Off" items={['Hi']} onSelect={onSelect} isDisabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Hi' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
