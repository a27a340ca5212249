import type { AnalysisResult } from '@vita/api/schemas';
import { describe, expect, it } from 'vitest';
import { draftCoverLetter, shownRequirements } from '../src/infra/assistant/offline/cover-letter';
import { engineerProfile } from './assistant-fixtures';

const summary = engineerProfile.basic_info!.professional_summary!;
const matched = (
  ...pairs: [requirement: string, evidence: string, importance?: 'required' | 'preferred'][]
): Pick<AnalysisResult, 'matched'> => ({
  matched: pairs.map(([requirement, evidence, importance = 'required']) => ({
    requirement,
    evidence,
    importance,
    asked_in: requirement,
  })) as AnalysisResult['matched'],
});

describe("a draft's requirements from an analysis", () => {
  it('quotes sentences only: not the summary the letter already quotes, nor a heading', () => {
    const shown = shownRequirements(
      engineerProfile,
      null,
      matched(
        ['Senior engineering', 'Senior Software Engineer'],
        ['Building products', summary],
        ['Go', 'Wrote the billing service in Go and kept it up through two migrations.'],
      ),
    );
    expect(shown.map((one) => one.requirement)).toEqual(['Go']);
  });

  it('names together the requirements one sentence shows, and says so in the plural', () => {
    const sentence = 'Moved the berth planning data to PostgreSQL and wrote its Python services.';
    const shown = shownRequirements(
      engineerProfile,
      null,
      matched(['PostgreSQL', sentence], ['Python', sentence], ['Kotlin', sentence, 'preferred']),
    );
    expect(shown).toEqual([
      { requirement: 'PostgreSQL, Python and Kotlin', evidence: sentence, where: null, count: 3 },
    ]);
    const letter = draftCoverLetter({
      role: 'Engineer',
      company: 'Northwind',
      fullName: null,
      summary: null,
      shown,
    });
    expect(letter).toContain(
      `Your posting asks for these, and my experience shows them:\n- PostgreSQL, Python and Kotlin: “${sentence.slice(0, -1)}”`,
    );
  });
});
