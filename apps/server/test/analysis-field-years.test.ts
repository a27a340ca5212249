import { describe, expect, it } from 'vitest';
import { readCv } from '../src/infra/analysis/compare/cv';
import { fieldOfYears, yearsInField } from '../src/infra/analysis/compare/field';

describe('compare: years asked in a field', () => {
  it('reads the field a line asks its years in, and none for years of work or of a skill', () => {
    expect(fieldOfYears('5+ years of experience in consumer goods', 5)).toBe('consumer goods');
    expect(fieldOfYears('3 years of experience in a hospital setting', 3)).toBe('hospital');
    expect(fieldOfYears('5+ years of B2B sales', 5)).toBe('B2B sales');
    expect(fieldOfYears('5+ years of experience', 5)).toBeNull();
    expect(fieldOfYears('3+ years in a similar role', 3)).toBeNull();
    expect(fieldOfYears('3+ years of experience with Python and Go', 3)).toBeNull();
    expect(fieldOfYears('3+ years applying machine learning in production', 3)).toBeNull();
  });

  it('counts only the roles whose title, employer or duties show the field', () => {
    const cv = readCv(
      [
        'Experience',
        'Category Analyst, Fresh Foods Ltd',
        'Jan 2020 – Jan 2023',
        '• Analysed grocery sales for three consumer goods brands',
        'Receptionist, City Dental',
        'Jan 2012 – Dec 2019',
        '• Booked appointments',
      ].join('\n'),
      '2024-01-01',
    );
    const field = yearsInField(cv, 'consumer goods');
    expect(field.years).toBe(3.1);
    expect(field.roles).toEqual(['Category Analyst, Fresh Foods Ltd']);
  });
});
