import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card style={{ width: 380 }}>
      <CardHeader>
        <CardTitle>Experience 1</CardTitle>
        <CardDescription>Where you worked and what you did there.</CardDescription>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 16 }}>
        <TextField label="Job Title" name="job_title" isRequired />
        <TextField label="Company Name" name="company_name" isRequired />
      </CardContent>
      <CardFooter style={{ justifyContent: 'flex-end' }}>
        <Button variant="outline">Back</Button>
        <Button>Save Experience</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Experience 1' })).toBeVisible();
  },
};

export const ErrorCard: Story = {
  render: () => (
    <Card style={{ width: 380 }} role="alert">
      <CardHeader>
        <CardTitle>Chat Error</CardTitle>
        <CardDescription>Something went wrong with the chat interface.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="outline">Try Again</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Chat Error');
  },
};
