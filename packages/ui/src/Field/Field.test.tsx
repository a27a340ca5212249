import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldError, Label } from './Field';

describe('Label, FieldDescription and FieldError', () => {
  it('wire a custom RAC field: name, description and error from the parts', () => {
    const labelRef = createRef<HTMLLabelElement>();
    render(
      <RACTextField isInvalid>
        <Label ref={labelRef}>Website</Label>
        <Input />
        <FieldDescription>Starts with https://</FieldDescription>
        <FieldError>Enter a valid URL</FieldError>
      </RACTextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toHaveAccessibleDescription('Starts with https:// Enter a valid URL');
    expect(labelRef.current?.tagName).toBe('LABEL');
  });

  it('shows no error while the field is valid', () => {
    render(
      <RACTextField>
        <Label>Website</Label>
        <Input />
        <FieldError>Enter a valid URL</FieldError>
      </RACTextField>,
    );
    expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();
  });
});
