import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagField } from './TagField';

function Controlled({ initial = [] as string[], onSubmit = () => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagField label="Technologies" value={value} onChange={setValue} />
    </form>
  );
}

describe('TagField', () => {
  it('adds a tag on Enter without submitting the form, ignoring blanks and repeats', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Technologies' });
    await userEvent.type(input, 'React{Enter}');
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'react{Enter}');
    await userEvent.type(input, ' Go {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'React',
      'Go',
    ]);
    expect(input).toHaveValue('');
  });

  it('removes one tag with its own button', async () => {
    render(<Controlled initial={['Go', 'Rust']} />);
    await userEvent.click(screen.getByRole('button', { name: /Remove Go/ }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rust']);
  });

  it('refuses a tag its check refuses, with the message, and keeps the text to correct', async () => {
    function Links() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <TagField
          label="Links"
          value={value}
          onChange={setValue}
          validateTag={(tag) => (tag.startsWith('https://') ? undefined : 'Enter a web address')}
        />
      );
    }
    render(<Links />);
    const input = screen.getByRole('textbox', { name: 'Links' });
    await userEvent.type(input, 'not a link{Enter}');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(input).toHaveValue('not a link');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a web address')).toBeVisible();

    await userEvent.clear(input);
    expect(screen.queryByText('Enter a web address')).toBeNull();
    await userEvent.type(input, 'https://example.org/me{Enter}');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'https://example.org/me',
    ]);
    expect(input).toHaveValue('');
  });
});
