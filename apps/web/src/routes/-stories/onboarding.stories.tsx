import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OnboardingStep } from '@vita/api';
import { emptyProfile, MOCK_MEMBER_ID, mockDb } from '@vita/api/mocks';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/** The member, back at the start of onboarding with nothing saved and nothing read. */
function memberAt(step: OnboardingStep) {
  return () => {
    mockDb.onboarding.set(MOCK_MEMBER_ID, { current_step: step, conversation_id: null });
    mockDb.profiles.set(MOCK_MEMBER_ID, emptyProfile());
    sessionStorage.clear();
  };
}

/** The onboarding wizard on home and the CV section pages, through the real routes and mocks. */
const meta = {
  title: 'Screens/Onboarding',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: memberAt('welcome'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Bob!' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 8' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const UploadThenPrefilled: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: memberAt('welcome'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes! I do.' }));
    await canvas.findByRole('heading', { name: 'Upload Your Resume/CV' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const file = new File(['%PDF-1.7'], 'bob-cv.pdf', { type: 'application/pdf', lastModified: 0 });
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
    await fireEvent.change(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Resume' }));
    const form = await canvas.findByRole('form', { name: 'Basic Information' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Professional Title/ })).toHaveValue(
        'Frontend Engineer',
      ),
    );
    await expect(within(form).getAllByText('From your file').length).toBeGreaterThan(0);
    // The upload was a step on this way.
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 8' })).toBeVisible();
  },
};

export const WorkExperienceMessages: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: memberAt('work_experience'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Work Experience' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Experience' }));
    await expect(await within(form).findByText('Job title is required')).toBeVisible();
    await expect(within(form).getByText('Company name is required')).toBeVisible();
    await expect(within(form).getByText('Start date is required')).toBeVisible();
  },
};

export const SkillsPage: Story = {
  parameters: { app: { path: '/cvs/skills', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Skills & Competencies' });
    // Skills are chips by category, with the level given.
    const frontend = within(form).getByRole('region', { name: 'Frontend' });
    await expect(within(frontend).getByRole('button', { name: 'React, Expert' })).toBeVisible();
  },
};

/** Basic information after "No, I don't": the upload was no step of this way. */
export const BasicInformationWithoutCv: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: memberAt('welcome'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "No, I don't." }));
    await canvas.findByRole('form', { name: 'Basic Information' });
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 7' })).toBeVisible();
  },
};

/** A step a person may have nothing for: passed with "I have none", nothing made up. */
export const CertificationsNothingToAdd: Story = {
  parameters: { app: { path: '/', as: 'member' } },
  beforeEach: memberAt('certifications'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Certifications & Licenses' });
    await expect(within(form).getByRole('button', { name: 'I have none' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 6 of 7' })).toBeVisible();
  },
};
