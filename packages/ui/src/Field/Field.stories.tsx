import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import * as styles from './Field.css';
import { FieldDescription, FieldError, Label } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts TextField is made of, around a custom RAC field: label, description and error. */
export const CustomField: Story = {
  render: () => (
    <RACTextField isInvalid defaultValue="example" className={styles.field} style={{ width: 320 }}>
      <Label>Website</Label>
      <Input className={styles.input} />
      <FieldDescription>Starts with https://</FieldDescription>
      <FieldError>Enter a valid URL</FieldError>
    </RACTextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Starts with https:// Enter a valid URL');
    await expect(canvas.getByText('Enter a valid URL')).toBeVisible();
  },
};
