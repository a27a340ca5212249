/**
 * The rules that turn a CV's lines into a draft, on lines shaped the way the extractors give
 * them (cells of one row apart; size 10 for PDF lines, 0 for Word paragraphs). Each case is a
 * layout real CVs use.
 */
import { serverMessages } from '@vita/api/schemas';
import { describe, expect, it } from 'vitest';
import { cleanText, textLine, type TextLine } from '../src/infra/documents/extract/lines';
import { findDateRange, isOnlyDates } from '../src/infra/documents/resume/dates';
import { readResume } from '../src/infra/documents/resume/read-resume';

/** A PDF line: its cells as laid out in one row. */
const row = (...cells: string[]): TextLine =>
  textLine(cells.join(' '), { size: 10, cells: cells.map(cleanText) });
const heading = (text: string): TextLine => textLine(text, { size: 12, bold: true, heading: true });
const cv = (...lines: TextLine[]) =>
  readResume([row('Ada Lovelace'), row('ada@example.com'), ...lines]);
const roles = (lines: TextLine[]) =>
  cv(...lines).draft.work_experiences.map((w) => ({
    title: w.job_title,
    company: w.company_name,
    location: w.company_location,
    start: w.start_date,
    end: w.end_date,
    current: w.is_current,
  }));

describe('dates', () => {
  it('reads ranges, seasons and lists of dates', () => {
    expect(findDateRange('Sept. 2019 – Present')).toMatchObject({
      start: '2019-09-01',
      end: null,
      current: true,
    });
    expect(findDateRange('03/2018 - 2020.07')).toMatchObject({
      start: '2018-03-01',
      end: '2020-07-01',
    });
    expect(findDateRange('Summer 2020, 2021')).toMatchObject({
      start: '2020-06-01',
      end: '2021-01-01',
    });
    expect(findDateRange('Summer 2012 and 2013')).toMatchObject({
      start: '2012-06-01',
      end: '2013-01-01',
    });
    expect(isOnlyDates('Jan. – Apr. 2022')).toBe(true);
    expect(isOnlyDates('grew to 5000 users in 2019')).toBe(false);
  });
});

describe('work entries', () => {
  it('splits "Company, Title" and "Title, Company, City" headers by the role word', () => {
    expect(
      roles([
        heading('Experience'),
        row('Nexus AI, Co-Founder & CTO', 'San Francisco, CA'),
        row('• Built the inference platform.', 'June 2023 – present'),
        row('Product Manager, Google, Mountain View, CA, USA', '2017 – 2019'),
        row('Led the maps team.'),
      ]),
    ).toEqual([
      {
        title: 'Co-Founder & CTO',
        company: 'Nexus AI',
        location: 'San Francisco, CA',
        start: '2023-06-01',
        end: null,
        current: true,
      },
      {
        title: 'Product Manager',
        company: 'Google',
        location: 'Mountain View, CA, USA',
        start: '2017-01-01',
        end: '2019-01-01',
        current: false,
      },
    ]);
  });

  it('reads a bulleted organisation line with its place on the right as the entry header', () => {
    const [entry] = roles([
      heading('Experience'),
      row('• Google', 'Mountain View, CA'),
      row('Software Engineer', 'Oct 2016 – Present'),
      row('◦ Worked on TensorFlow.'),
    ]);
    expect(entry).toMatchObject({
      title: 'Software Engineer',
      company: 'Google',
      location: 'Mountain View, CA',
      start: '2016-10-01',
      current: true,
    });
  });

  it('joins "2017 –" and a "Present" printed under it, and a one-date role ends when it began', () => {
    expect(
      roles([
        heading('Experience'),
        row('2017 – Staff Engineer, Acme Corp'),
        row('Present Leading the platform team.'),
        row('Research Intern, Initech', 'Summer 2015'),
      ]).map(({ start, end, current }) => ({ start, end, current })),
    ).toEqual([
      { start: '2017-01-01', end: null, current: true },
      { start: '2015-06-01', end: '2015-06-01', current: false },
    ]);
  });

  it('takes volunteer and campus involvement as experience, and splits "Acme GmbH, Berlin"', () => {
    const [entry] = roles([
      heading('VOLUNTEER EXPERIENCE'),
      row('Staff Engineer', 'Jan 2020 – Mar 2021'),
      row('Acme Payments GmbH, Berlin'),
    ]);
    expect(entry).toMatchObject({ company: 'Acme Payments GmbH', location: 'Berlin' });
  });

  it('reads a bold role word under the organisation as the title, not as a new section', () => {
    expect(
      roles([
        heading('Volunteer Experience'),
        row('LionLike MindState, Pomona, CA', 'June 2012 – Present'),
        heading('Volunteer'),
        row('• Plan two outreach events a year.'),
        row('YMCA, Pomona, CA', 'Summer 2013, 2014'),
        heading('Volunteer Swim Coach'),
      ]).map(({ title, company, start }) => ({ title, company, start })),
    ).toEqual([
      { title: 'Volunteer', company: 'LionLike MindState', start: '2012-06-01' },
      { title: 'Volunteer Swim Coach', company: 'YMCA', start: '2013-06-01' },
    ]);
  });

  it('reads "Role, Organisation, Place" with British spelling, and a "Projects / Volunteering" heading ends the experience', () => {
    const { draft } = cv(
      heading('Experience'),
      row('Camp Counsellor, Camp Fun, Brantford ON', 'Summer 2018, 2019'),
      heading('Projects / Volunteering'),
      row('Torah portion site – Developer', '2018'),
    );
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.company_location]),
    ).toEqual([['Camp Counsellor', 'Camp Fun', 'Brantford ON']]);
    expect(draft.projects).toHaveLength(1);
  });

  it('keeps each Word paragraph of a role as its own point', () => {
    const paragraph = (text: string) => textLine(text);
    const { draft } = readResume([
      paragraph('Ada Lovelace'),
      textLine('Experience', { heading: true }),
      paragraph('Detroit Labs – Software Developer'),
      paragraph('August 2018 - August 2019'),
      paragraph('Built a metrics dashboard'),
      paragraph('Paired with other developers'),
    ]);
    expect(draft.work_experiences[0]?.description).toBe(
      '• Built a metrics dashboard\n• Paired with other developers',
    );
  });
});

describe('skills', () => {
  it('reads lists with categories, lead-in words, pairs and bracketed lists', () => {
    const { draft } = cv(
      heading('Skills and Certifications'),
      row('Languages: Go, TypeScript'),
      row('Proficient in Nagios, Ganglia, and front office applications.'),
      row('• Java and J2EE'),
      row('• SQL databases (MySQL, MongoDB)'),
    );
    expect(draft.skills.map((s) => s.name)).toEqual([
      'Go',
      'TypeScript',
      'Nagios',
      'Ganglia',
      'front office applications',
      'Java',
      'J2EE',
      'SQL databases',
      'MySQL',
      'MongoDB',
    ]);
    expect(draft.skills[0]?.category).toBe('Languages');
  });
});

describe('contact and problems', () => {
  it('reads a phone number drawn with Unicode hyphens', () => {
    const { draft } = readResume([
      row('Leo Leopard'),
      row('lleo@example.edu'),
      row('(909) 555-\u20105555'),
    ]);
    expect(draft.basic_info.phone).toBe('(909) 555-5555');
  });

  it('says what it could not find, in the words the wizard shows', () => {
    expect(readResume([row('Just a line of text about nothing in particular')]).problems).toEqual([
      serverMessages.noSectionsFound,
      serverMessages.noEmailFound,
    ]);
    expect(cv(heading('Experience'), row('I have done many things.')).problems).toEqual([
      serverMessages.noDatedRoles,
    ]);
  });
});
