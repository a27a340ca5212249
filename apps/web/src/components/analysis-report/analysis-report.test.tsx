import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@vita/api';
import { mockAnalysis } from '@vita/api/mocks';
import { AnalysisReport, analysisReportMessages } from './analysis-report';

/** The mocks' result with a shorter breakdown and its own lists, so each test reads plainly. */
function analysis(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  const mock = mockAnalysis(
    { filename: 'jane-doe-cv.pdf', path: 'cv-files/1f0c2a9e' },
    'https://jobs.example.com/postings/42',
  );
  return {
    ...mock,
    parts: mock.parts.slice(0, 2),
    matched: [
      {
        requirement: 'Python',
        importance: 'required',
        asked_in: '5+ years of experience with Python',
        evidence: 'Built the billing service in Python, cutting invoice errors by 30%.',
      },
      {
        requirement: 'AWS',
        importance: 'preferred',
        asked_in: 'AWS experience is a plus',
        evidence: 'Ran the data pipeline on AWS Lambda and S3.',
      },
    ],
    missing: [
      { requirement: 'Terraform', importance: 'preferred', asked_in: 'Terraform is a bonus' },
      {
        requirement: 'Kubernetes',
        importance: 'required',
        asked_in: 'Hands-on Kubernetes in production',
      },
      { requirement: 'Go', importance: 'preferred', asked_in: 'Go is nice to have' },
      { requirement: 'Docker', importance: 'required', asked_in: 'You ship Docker containers' },
    ],
    suggestions: [
      { section: 'Skills', text: 'Add Kubernetes only if you have used it.' },
      { section: 'Contact details', text: 'Add a phone number under your name.' },
    ],
    ats: [
      { label: 'Text can be read', passed: true, detail: 'The whole CV is selectable text.' },
      { label: 'Phone number', passed: false, detail: 'No phone number found.' },
      { label: 'Dates', passed: false, detail: '1 role has no dates that can be read.' },
    ],
    ...overrides,
  };
}

/** The list under the section heading called `name`. */
function sectionList(name: string) {
  const heading = screen.getByRole('heading', { name });
  return within(heading.parentElement!).getByRole('list');
}

describe('AnalysisReport', () => {
  it('shows the score with its accessible name and its level as text', () => {
    render(<AnalysisReport result={analysis()} />);
    expect(screen.getByRole('article', { name: 'Resume analysis' })).toBeInTheDocument();
    const score = screen.getByRole('img', { name: 'Score 73 out of 100' });
    expect(score).toHaveTextContent('73/100');
    expect(screen.getByText('Fair match')).toBeInTheDocument();
  });

  it('names the level: strong from 75, fair from 50, weak below', () => {
    const { rerender } = render(<AnalysisReport result={analysis({ score: 75 })} />);
    expect(screen.getByText('Strong match')).toBeInTheDocument();
    rerender(<AnalysisReport result={analysis({ score: 49 })} />);
    expect(screen.getByText('Weak match')).toBeInTheDocument();
    expect(screen.queryByText('Fair match')).toBeNull();
  });

  it('links the posting title in a new tab, then the company, the location and the CV', () => {
    render(<AnalysisReport result={analysis()} />);
    const link = screen.getByRole('link', { name: /Senior Backend Engineer/ });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com/postings/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The web app's real styles make the hidden note a block, which the name joins without the
    // space a browser keeps; the words are what matter.
    expect(link).toHaveAccessibleName(/^Senior Backend Engineer ?\(opens in a new tab\)$/);
    expect(link.parentElement).toHaveTextContent('Senior Backend Engineer');
    expect(link.parentElement).toHaveTextContent(/Acme.*Lisbon, Portugal/);
    expect(screen.getByText('jane-doe-cv.pdf')).toBeInTheDocument();
  });

  it('does not link an address that is not a web page, and names an untitled posting', () => {
    render(
      <AnalysisReport
        result={analysis({
          posting: { title: null, company: null, location: null, url: 'javascript:alert(1)' },
        })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Job posting')).toBeInTheDocument();
  });

  it('shows each part as a labelled meter with its value and detail', () => {
    render(<AnalysisReport result={analysis()} />);
    const required = screen.getByRole('meter', { name: 'Required skills and qualifications' });
    expect(required).toHaveAttribute('aria-valuenow', '41');
    expect(required).toHaveAttribute('aria-valuemax', '55');
    expect(required).toHaveAttribute('aria-valuetext', '41 out of 55');
    expect(required).toHaveAccessibleDescription(
      '3 of 4 required skills and qualifications shown in the CV (55 × 3 ÷ 4).',
    );
    expect(required).toHaveTextContent('41/55');
    expect(screen.getByRole('meter', { name: 'Preferred skills' })).toHaveTextContent('8/15');
  });

  it('quotes the evidence and shows the posting line on request', async () => {
    render(<AnalysisReport result={analysis()} />);
    const quote = screen
      .getByText(/Built the billing service in Python/)
      .closest('blockquote') as HTMLElement;
    expect(quote).not.toBeNull();
    expect(quote).toHaveTextContent('From the CV:');
    const matched = sectionList('Matched');
    const python = within(matched).getAllByRole('listitem')[0]!;
    expect(within(python).getByText('required')).toBeInTheDocument();

    const trigger = within(python).getByRole('button', { name: 'Where the posting asks for it' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('5+ years of experience with Python')).not.toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('5+ years of experience with Python')).toBeVisible();
  });

  it('can show the posting lines at first', () => {
    render(<AnalysisReport result={analysis()} askedInExpanded />);
    expect(screen.getByText('AWS experience is a plus')).toBeVisible();
  });

  it('lists the missing requirements required first, with their badges', () => {
    render(<AnalysisReport result={analysis()} />);
    const items = within(sectionList('Missing')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Kubernetes',
      'Docker',
      'Terraform',
      'Go',
    ]);
    expect(
      items.map((item) => within(item).getByText(/^(required|preferred)$/).textContent),
    ).toEqual(['required', 'required', 'preferred', 'preferred']);
  });

  it('labels each suggestion with its CV section', () => {
    render(<AnalysisReport result={analysis()} />);
    const items = within(sectionList('Suggestions')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Skills')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Add Kubernetes only if you have used it.');
    expect(within(items[1]!).getByText('Contact details')).toBeInTheDocument();
  });

  it('says which applicant tracking checks passed, in text', () => {
    render(<AnalysisReport result={analysis()} />);
    const items = within(sectionList('Applicant tracking checks')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Text can be read\s*Passed/);
    expect(items[0]).toHaveTextContent('The whole CV is selectable text.');
    expect(items[1]).toHaveTextContent(/Phone number\s*Not passed/);
    expect(screen.getAllByText('Passed')).toHaveLength(1);
    expect(screen.getAllByText('Not passed')).toHaveLength(2);
    // The icons are decoration: the text says it.
    for (const icon of items[0]!.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the experience line only when a number is known', () => {
    const { rerender } = render(<AnalysisReport result={analysis()} />);
    expect(screen.getByText('7 years of dated roles; the posting asks for 5+')).toBeInTheDocument();
    rerender(
      <AnalysisReport result={analysis({ experience: { required_years: null, cv_years: 1 } })} />,
    );
    expect(
      screen.getByText('1 year of dated roles; the posting names no number of years'),
    ).toBeInTheDocument();
    rerender(
      <AnalysisReport
        result={analysis({ experience: { required_years: null, cv_years: null } })}
      />,
    );
    expect(screen.queryByText(/dated roles/)).toBeNull();
  });

  it('puts the section headings at headingLevel (3 by default)', () => {
    const { rerender } = render(<AnalysisReport result={analysis()} />);
    expect(screen.getByRole('heading', { name: 'Matched', level: 3 })).toBeInTheDocument();
    rerender(<AnalysisReport result={analysis()} headingLevel={4} />);
    for (const name of [
      'Score breakdown',
      'Matched',
      'Missing',
      'Suggestions',
      'Applicant tracking checks',
    ]) {
      expect(screen.getByRole('heading', { name, level: 4 })).toBeInTheDocument();
    }
  });

  it('takes its texts from messages', () => {
    render(
      <AnalysisReport
        result={analysis()}
        messages={{
          scoreLabel: 'Punteggio {score} su {max}',
          fair: 'Corrispondenza discreta',
          matchedHeading: 'Trovati',
          failed: 'Non superato',
          partValueText: '{score} di {max}',
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Punteggio 73 su 100' })).toBeInTheDocument();
    expect(screen.getByText('Corrispondenza discreta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trovati' })).toBeInTheDocument();
    expect(screen.getAllByText('Non superato')).toHaveLength(2);
    expect(
      screen.getByRole('meter', { name: 'Required skills and qualifications' }),
    ).toHaveAttribute('aria-valuetext', '41 di 55');
    // Texts not overridden keep their defaults.
    expect(
      screen.getByRole('heading', { name: analysisReportMessages.missingHeading }),
    ).toBeInTheDocument();
  });

  it('says so when a list is empty', () => {
    render(
      <AnalysisReport
        result={analysis({ parts: [], matched: [], missing: [], suggestions: [], ats: [] })}
      />,
    );
    for (const key of [
      'partsEmpty',
      'matchedEmpty',
      'missingEmpty',
      'suggestionsEmpty',
      'atsEmpty',
    ] as const) {
      expect(screen.getByText(analysisReportMessages[key])).toBeInTheDocument();
    }
    expect(
      screen.getByText('Nothing missing: the CV shows every requirement found.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
