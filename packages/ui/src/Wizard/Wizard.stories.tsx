import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ResumeUploadStep, WelcomeStep, WizardProgress } from './Wizard';

const meta = {
  title: 'Onboarding/Wizard',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 896 }}>
      <WizardProgress value={0} step={1} total={9} />
      <WelcomeStep firstName="Ada" onYes={fn()} onNo={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 9' })).toBeVisible();
  },
};

const uploadProps = {
  accept: ['.pdf', '.doc', '.docx'],
  acceptedMimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  maxSize: 10 * 1024 * 1024,
  hint: 'Supports PDF, DOC, DOCX (max 10MB)',
  messages: {
    tooLarge: 'File is too large. Maximum size is 10MB.',
    invalidType: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    invalid: 'Invalid file. Please try again.',
  },
  onBack: fn(),
  onUpload: fn(),
};

function Upload({ initial = null as File | null, ...rest }) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 896 }}>
      <WizardProgress value={12.5} step={2} total={9} />
      <ResumeUploadStep {...uploadProps} {...rest} file={file} onFileChange={setFile} />
    </div>
  );
}

const cv = () => {
  const file = new File(['x'], 'ada-lovelace-cv.pdf', { type: 'application/pdf', lastModified: 0 });
  Object.defineProperty(file, 'size', { value: 245_760 });
  return file;
};

export const UploadEmpty: Story = { render: () => <Upload /> };

export const UploadChosen: Story = {
  render: () => <Upload initial={cv()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada-lovelace-cv.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  render: () => <Upload initial={cv()} progress={0.6} busy />,
  parameters: { screenshot: { disable: true } },
};

export const UploadRefused: Story = {
  render: () => (
    <Upload
      initial={cv()}
      error="This file is too large or complex to read. Try a shorter PDF or DOCX."
    />
  ),
};
