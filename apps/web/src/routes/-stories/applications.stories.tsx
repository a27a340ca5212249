import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockId } from '@vita/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/**
 * The applications screens over the mocked API, through the real routes: the board, the table,
 * saving a job and an application's page. A 500 px window is checked end to end, where the
 * whole app lays out for it.
 */
const meta = {
  title: 'Screens/Applications',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen', app: { path: '/applications', as: 'member' } },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interview = await canvas.findByRole('grid', { name: 'Interview' });
    await expect(
      await within(interview).findByRole('row', { name: 'Senior Frontend Engineer' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Board' })).toBeChecked();
  },
};

/** The table, filtered to one stage: the view and the filter come from the address. */
export const TableOfOneStage: Story = {
  parameters: { app: { path: '/applications?view=table&stage=applied', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Applications' });
    await expect(
      await within(table).findByRole('rowheader', { name: 'Staff Engineer, Web Platform' }),
    ).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: 'UI Engineer' })).toBeNull();
  },
};

export const SaveAJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save a job' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Save a job' });
    await expect(within(dialog).getByRole('button', { name: 'Read posting' })).toBeDisabled();
  },
};

/** An application that was sent: its CV kept as sent, its analysis and its cover letter. */
export const Application: Story = {
  parameters: { app: { path: `/applications/${mockId(501)}`, as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' });
    await expect(canvas.getByRole('button', { name: 'Download the CV sent' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Letter' })).not.toHaveValue('');
  },
};

/** A saved job: nothing sent yet, so Mark Applied; no analysis, no letter. */
export const SavedApplication: Story = {
  parameters: { app: { path: `/applications/${mockId(503)}`, as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Frontend Developer' });
    await expect(canvas.getByRole('button', { name: 'Mark Applied' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Letter' })).toHaveValue('');
  },
};

export const ApplicationNotFound: Story = {
  parameters: { app: { path: `/applications/${mockId(999)}`, as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Application not found' }),
    ).toBeVisible();
  },
};
