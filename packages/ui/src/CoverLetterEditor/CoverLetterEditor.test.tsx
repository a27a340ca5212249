import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoverLetterEditor } from './CoverLetterEditor';

function Editor({ onSave = vi.fn(), initial = 'Dear team,' }) {
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  return (
    <CoverLetterEditor
      title="Cover letter"
      value={value}
      onChange={setValue}
      isDirty={value !== saved}
      maxLength={20}
      onSave={() => {
        onSave(value);
        setSaved(value);
      }}
      onExport={vi.fn()}
    />
  );
}

describe('CoverLetterEditor', () => {
  it('counts characters, stops at the limit and saves the typed text', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Editor onSave={onSave} />);
    const text = screen.getByRole('textbox', { name: 'Letter' });
    expect(text).toHaveAccessibleDescription('10 / 20 characters');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(text, ' I apply for this role');
    expect(text).toHaveValue('Dear team, I apply f');
    expect(screen.getByText('20 / 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Dear team, I apply f');
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });

  it('offers no export of an empty letter', () => {
    render(<Editor initial="" />);
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    expect(screen.getByText('0 / 20 characters')).toBeInTheDocument();
  });
});
