import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './TextAreaField';
import { createRef } from 'react';

describe('TextAreaField', () => {
  it('renders a labelled multi-line input with the given rows', async () => {
    const onChange = vi.fn();
    render(<TextAreaField label="Professional Bio" rows={6} onChange={onChange} />);
    const textArea = screen.getByRole('textbox', { name: 'Professional Bio' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('rows', '6');
    await userEvent.type(textArea, 'Hi{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it('shows its error message', () => {
    render(<TextAreaField label="Professional Bio" errorMessage="Too long" />);
    expect(screen.getByRole('textbox', { name: 'Professional Bio' })).toHaveAccessibleDescription(
      'Too long',
    );
  });
});

describe('TextAreaField refs', () => {
  it('forwards ref to the field wrapper and inputRef to the <textarea>', () => {
    const ref = createRef<HTMLDivElement>();
    const inputRef = createRef<HTMLTextAreaElement>();
    render(<TextAreaField ref={ref} inputRef={inputRef} label="Summary" />);
    const textArea = screen.getByRole('textbox', { name: 'Summary' });
    expect(inputRef.current).toBe(textArea);
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(ref.current).toContainElement(textArea);
  });
});
