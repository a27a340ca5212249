import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResumeUploadStep, WelcomeStep, WizardProgress } from './Wizard';

describe('WizardProgress', () => {
  it('is a progress bar named by the step, at the given percentage', () => {
    render(<WizardProgress value={25} step={3} total={9} />);
    const bar = screen.getByRole('progressbar', { name: 'Step 3 of 9' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
  });
});

describe('WelcomeStep', () => {
  it('greets by first name and answers yes or no', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<WelcomeStep firstName="Ada" onYes={onYes} onNo={onNo} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes! I do.' }));
    await userEvent.click(screen.getByRole('button', { name: "No, I don't." }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  it('waits while the answer is recorded', () => {
    render(<WelcomeStep firstName="Ada" onYes={() => {}} onNo={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Yes! I do.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "No, I don't." })).toBeDisabled();
  });
});

describe('ResumeUploadStep', () => {
  const common = {
    accept: ['.pdf', '.doc', '.docx'],
    maxSize: 10 * 1024 * 1024,
    hint: 'Supports PDF, DOC, DOCX (max 10MB)',
    messages: {},
    onFileChange: () => {},
    onBack: () => {},
  };

  it('uploads only once a file is chosen', async () => {
    const onUpload = vi.fn();
    const { rerender } = render(<ResumeUploadStep {...common} file={null} onUpload={onUpload} />);
    expect(screen.getByRole('heading', { name: 'Upload Your Resume/CV' })).toBeVisible();
    expect(screen.getByText('Supports PDF, DOC, DOCX (max 10MB)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toBeDisabled();
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    rerender(<ResumeUploadStep {...common} file={file} onUpload={onUpload} />);
    expect(screen.getByText('cv.pdf')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('shows "Uploading..." while uploading and the reason of a failure', () => {
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const { rerender } = render(
      <ResumeUploadStep {...common} file={file} progress={0.4} busy onUpload={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Uploading\.\.\./ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    rerender(
      <ResumeUploadStep
        {...common}
        file={file}
        error="The document took too long to read"
        onUpload={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The document took too long to read');
  });
});
