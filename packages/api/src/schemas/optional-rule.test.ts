import { describe, expect, it } from 'vitest';
import { ApplicationFormSchema, ApplicationUpdateSchema } from './applications';
import { BasicInfoSchema } from './profile';

const job = { title: 'Data Engineer', company: 'Fabrikam' };
const ruled = [
  'next_step_date',
  'contact_email',
  'posting_url',
  'salary_min',
  'salary_max',
  'salary_currency',
] as const;

/** Every issue of a parse, as a form shows it: the field and the text, and the issue's kind. */
function issuesOf(value: unknown) {
  const result = ApplicationFormSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message, issue.code]);
}

describe('optional fields with a rule', () => {
  it.each(ruled)('%s: left empty, blank or null is null, with no message', (field) => {
    for (const empty of ['', '   ', null, undefined]) {
      const result = ApplicationFormSchema.parse({ ...job, [field]: empty });
      expect(result[field]).toBeNull();
    }
  });

  it("a written value that breaks the rule gets the rule's own text, never the blank's", () => {
    expect(
      issuesOf({
        ...job,
        next_step_date: '2026-02-30',
        contact_email: 'someone@',
        posting_url: 'jobs.example',
        salary_min: '40k',
        salary_max: '-1',
        salary_currency: 'euro',
      }),
    ).toEqual([
      ['posting_url', 'Please enter a valid URL', 'invalid_format'],
      ['next_step_date', 'Enter a valid date', 'custom'],
      ['contact_email', 'Please enter a valid email address', 'invalid_format'],
      ['salary_min', 'Enter a whole amount of 0 or more', 'invalid_type'],
      ['salary_max', 'Enter a whole amount of 0 or more', 'invalid_type'],
      [
        'salary_currency',
        'Enter a three-letter currency code, such as EUR or USD',
        'invalid_format',
      ],
    ]);
  });

  it('keeps what is valid, trimmed and typed as the server stores it', () => {
    expect(
      ApplicationFormSchema.parse({
        ...job,
        next_step_date: ' 2026-12-03 ',
        contact_email: 'hiring@fabrikam.example',
        salary_min: ' 40000 ',
        salary_max: 52000,
        salary_currency: 'eur',
      }),
    ).toMatchObject({
      next_step_date: '2026-12-03',
      contact_email: 'hiring@fabrikam.example',
      salary_min: 40000,
      salary_max: 52000,
      salary_currency: 'EUR',
    });
  });

  it('an update that empties a field clears it; one that omits it keeps it', () => {
    const update = ApplicationUpdateSchema.parse({ contact_email: '' });
    expect(update).toEqual({ contact_email: null });
    expect('salary_min' in ApplicationUpdateSchema.parse({})).toBe(false);
  });

  it("the profile's optional links and dates follow the same rule", () => {
    const basics = { professional_title: 'Nurse', location: 'Leeds' };
    expect(BasicInfoSchema.parse({ ...basics, linkedin_url: ' ' }).linkedin_url).toBeNull();
    const refused = BasicInfoSchema.safeParse({ ...basics, linkedin_url: 'linkedin' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid URL',
    ]);
  });
});
