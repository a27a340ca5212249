import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationCard } from './ApplicationCard';

describe('ApplicationCard', () => {
  it('shows what is known: job, company, stage, score and the dated next step', () => {
    render(
      <ApplicationCard
        title="Data Engineer"
        company="Fabrikam"
        stage={{ label: 'Applied', tone: 'info' }}
        nextStep="Call back"
        nextStepDate="2026-12-03"
        score={77.6}
      />,
    );
    expect(screen.getByText('Data Engineer')).toBeInTheDocument();
    expect(screen.getByText('Fabrikam')).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByText('Score 78')).toBeInTheDocument();
    expect(screen.getByText('Next: Call back, Dec 3, 2026')).toBeInTheDocument();
  });

  it('leaves out what is not known, and an impossible date', () => {
    const { container } = render(
      <ApplicationCard title="Data Engineer" nextStep="Call back" nextStepDate="2026-13-45" />,
    );
    expect(screen.getByText('Next: Call back')).toBeInTheDocument();
    expect(screen.queryByText(/Score/)).toBeNull();
    expect(container.textContent).toBe('Data EngineerNext: Call back');
  });
});
