/**
 * The general evidence the reader splits fields by: role and organisation words, places and
 * postcodes, the order a section prints dates and headers in, and the words that lead into dates.
 * Word paragraphs have no size (0); every name here is made up.
 */
import { serverMessages } from '@vita/api/schemas';
import { describe, expect, it } from 'vitest';
import { textLine, type TextLine } from '../src/infra/documents/extract/lines';
import { findDateRange } from '../src/infra/language/dates';
import { readResume } from '../src/infra/documents/resume/read-resume';

const p = (text: string, extra: Partial<TextLine> = {}): TextLine => textLine(text, extra);
const h = (text: string): TextLine => textLine(text, { heading: true, bold: true });
const cv = (...lines: TextLine[]) => readResume([p('Ada Mwangi'), p('ada@example.com'), ...lines]);
const work = (...lines: TextLine[]) =>
  cv(h('Experience'), ...lines).draft.work_experiences.map((w) => [
    w.job_title,
    w.company_name,
    w.company_location,
    w.start_date,
    w.end_date,
  ]);
const schools = (...lines: TextLine[]) =>
  cv(h('Education'), ...lines).draft.education_history.map((e) => [
    e.institution_name,
    e.degree,
    e.field_of_study,
    e.location,
    e.start_date,
    e.end_date,
  ]);

describe('dates', () => {
  it('reads a month and year joined by a slash, a range ending "/present", and "from 2017 – 2019"', () => {
    expect(findDateRange('Conclusão novembro/2015')).toMatchObject({ start: '2015-11' });
    expect(findDateRange('janeiro 2014/presente.')).toMatchObject({
      start: '2014-01',
      current: true,
    });
    expect(findDateRange('2014/2016')).toMatchObject({ start: '2014', end: '2016' });
    expect(findDateRange('05/2024')).toMatchObject({ start: '2024-05', end: null });
    expect(findDateRange('Cook from 2017 – 2019')).toMatchObject({ start: '2017', end: '2019' });
    expect(findDateRange('since 2017')).toMatchObject({ start: '2017', current: true });
  });
});

describe('work entries', () => {
  it('splits a role glued to an organisation that a legal form or an organisation word names', () => {
    expect(
      work(
        p('Sachbearbeiterin Nordwind Handel GmbH 10/2004-07/2005'),
        p('Mathelehrer Gymnasium Nr.3 (Lemberg), 09/2006-04/2014'),
      ),
    ).toEqual([
      ['Sachbearbeiterin', 'Nordwind Handel GmbH', null, '2004-10', '2005-07'],
      ['Mathelehrer', 'Gymnasium Nr.3', 'Lemberg', '2006-09', '2014-04'],
    ]);
  });

  it('keeps a spaced hyphen inside a title when a dash already separates the parts', () => {
    expect(
      work(
        p('Kessler Steelworks, Aurora, NY — Stock Planner - Dispatch Coordinator', {
          heading: true,
        }),
        p('December 2023 - May 2024', { heading: true }),
      ),
    ).toEqual([
      [
        'Stock Planner - Dispatch Coordinator',
        'Kessler Steelworks',
        'Aurora, NY',
        '2023-12',
        '2024-05',
      ],
    ]);
  });

  it('reads the header under the dates when the section opens with a line of dates, and joins two roles at one organisation', () => {
    expect(
      work(
        p('09/2008 – 07/2019'),
        p('Retail assistant • Duty manager • Northwind Foods'),
        p('2001 - 2006'),
        p('Butcher • butcher • Greenacre Meats'),
        p('I ran the night shift and cashed up the tills.'),
      ),
    ).toEqual([
      ['Retail assistant • Duty manager', 'Northwind Foods', null, '2008-09', '2019-07'],
      ['Butcher', 'Greenacre Meats', null, '2001', '2006'],
    ]);
  });

  it('gives roles dated under an employer line the employer, its place and its month', () => {
    expect(
      work(
        p('Luigi’s Pizzeria, Coon Valley, WI . 09/2017 – Current.'),
        p('Kitchen employee from 2017 – 2019'),
        p('Delivery driver from 2019 – current.'),
        p('Duties involve checking orders and handling cash.'),
      ),
    ).toEqual([
      ['Kitchen employee', 'Luigi’s Pizzeria', 'Coon Valley, WI', '2017-09', '2019'],
      ['Delivery driver', 'Luigi’s Pizzeria', 'Coon Valley, WI', '2019', null],
    ]);
  });

  it('takes no header from the line above the dates of the next entry, and no entry from a single day', () => {
    expect(
      schools(
        p('Lakeside College, Troy, NY — B.S Biology', { heading: true }),
        p('August 2016 - May 2020', { heading: true }),
        p('Hillcrest Community College, Albany, NY — A.S Chemistry', { heading: true }),
        p('August 2014 - May 2016', { heading: true }),
        p('Diploma handed over 20.06.2016'),
      ).map(([school, , , place, start]) => [school, place, start]),
    ).toEqual([
      ['Lakeside College', 'Troy, NY', '2016-08'],
      ['Hillcrest Community College', 'Albany, NY', '2014-08'],
    ]);
  });
});

describe('education entries', () => {
  it('reads a school line written as sentences: the completion date, the major and the grade', () => {
    expect(
      schools(
        p(
          'Saint Clement University. Expected graduation date 05/2026. Biology Major. Cumulative GPA 3.4/4.0',
        ),
      ),
    ).toEqual([['Saint Clement University', null, 'Biology', null, null, '2026-05']]);
  });

  it('takes the degree line under an undated school, and keeps a vocational qualification whole', () => {
    expect(
      schools(
        p('Westbrook College Leeds, UK'),
        p('NVQ Level 3 Health and Social Care'),
        p('Redhill University'),
        p('B.S. Information Technology'),
      ),
    ).toEqual([
      [
        'Westbrook College Leeds',
        'Certificate',
        'NVQ Level 3 Health and Social Care',
        'UK',
        null,
        null,
      ],
      ['Redhill University', "Bachelor's Degree", 'Information Technology', null, null, null],
    ]);
  });

  it('reads a technical course over "School, City/ST – Completion month/year"', () => {
    expect(
      schools(
        p('Técnico em prótese dentária.'),
        p('Centrotec, Maringá/Pr – Conclusão novembro/2015'),
      ),
    ).toEqual([
      ['Centrotec', 'Certificate', 'Técnico em prótese dentária', 'Maringá/Pr', null, '2015-11'],
    ]);
  });
});

describe('courses and volunteering', () => {
  it('lists a course among the schools that names no school and no degree as a certification', () => {
    const { draft } = cv(
      h('Education'),
      p('Diploma in Dental Technology'),
      p('Ridgeway Technical College, Tamworth – 2016'),
      p('Advanced milling training.', { gap: true }),
      p('Modules on the scanner and its design tools - March/2018.'),
      p('Workshop on digital dentures - 05/2019'),
    );
    expect(draft.education_history.map((e) => [e.institution_name, e.degree])).toEqual([
      ['Ridgeway Technical College', 'Certificate'],
    ]);
    expect(draft.certifications.map((c) => [c.name, c.issue_date])).toEqual([
      ['Advanced milling training', '2018-03'],
      ['Workshop on digital dentures', '2019-05'],
    ]);
  });

  it('reads an entry under an education heading that names a role and no school or degree as work', () => {
    const { draft } = cv(
      h('Environmental Education'),
      p('2010 MSc Ecology, Northfield University', {
        cells: ['2010', 'MSc Ecology, Northfield University'],
      }),
      p('2005-2006 Field Intern. Harbour Wildlife Trust.', {
        cells: ['2005-2006', 'Field Intern. Harbour Wildlife Trust.'],
      }),
    );
    expect(draft.education_history.map((e) => [e.institution_name, e.degree])).toEqual([
      ['Northfield University', "Master's Degree"],
    ]);
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date, w.end_date]),
    ).toEqual([['Field Intern', 'Harbour Wildlife Trust', '2005', '2006']]);
  });

  it('reads a role held for an organisation in a "Projects / Volunteering" section as work, and a thing built (linked, or named so) as a project', () => {
    const { draft } = cv(
      h('Experience'),
      p('Orchard Works – Software Developer'),
      p('May 2018 - June 2020'),
      h('Projects/Volunteering'),
      p('Tide Table Widget – Developer'),
      p('2019'),
      p('(https://github.com/example/tides) A small widget that shows the tides.'),
      p('Lakeside Makers Fair – Volunteer Coordinator'),
      p('2016 – 2019'),
      p('Scheduled forty volunteers for a yearly fair.'),
      p('Recipe Finder App – Developer'),
      p('2021'),
    );
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date])).toEqual([
      ['Software Developer', 'Orchard Works', '2018-05'],
      ['Volunteer Coordinator', 'Lakeside Makers Fair', '2016'],
    ]);
    expect(draft.projects.map((x) => [x.name, x.start_date])).toEqual([
      ['Tide Table Widget', '2019'],
      ['Recipe Finder App', '2021'],
    ]);
  });
});

describe('activities beside work and studies', () => {
  it('reads a dated role held for an organisation under "Extracurricular Activities" as work, and lists a section of pastimes as not imported', () => {
    const { draft, problems } = cv(
      h('Experience'),
      p('Orchard Works – Software Developer'),
      p('May 2018 - June 2020'),
      h('Extracurricular Activities'),
      p('Riverside Animal Shelter – Weekend Volunteer Coordinator'),
      p('Mar 2019 - Current'),
      p('Scheduled the weekend walkers.'),
      h('Interests'),
      p('Chess, hill walking, bread'),
    );
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.start_date, w.is_current]),
    ).toEqual([
      ['Software Developer', 'Orchard Works', '2018-05', false],
      ['Weekend Volunteer Coordinator', 'Riverside Animal Shelter', '2019-03', true],
    ]);
    expect(problems).toEqual([
      'Not imported, as the profile has no place for them: Interests (1 line).',
    ]);
  });
});

describe('one-line headers with nothing between the names', () => {
  const cells = (...texts: string[]) => p(texts.join(' '), { cells: texts, size: 10 });
  const body = (text: string) => p(text, { size: 10 });

  it('splits "Organisation Role" when two entries of the section print it so, and leaves a lone one whole', () => {
    const roles = (...lines: TextLine[]) =>
      cv(h('Experience'), ...lines).draft.work_experiences.map((w) => [
        w.job_title,
        w.company_name,
      ]);
    expect(
      roles(
        cells('Quillfield Senior Software Engineer', 'Aug 2020 — Present'),
        body('Moved the billing service to a queue and cut its errors by half.'),
        body('Tools used: Go, Kafka, PostgreSQL, Terraform'),
        cells('Harbour State College Teaching Assistant', 'Sep 2017 — Dec 2019'),
        body('Taught the lab of Introduction to Statistics (Fall 2018), and the lab of'),
        body('Data Structures (Spring 2019) to groups of twenty students.'),
        cells('Department of Parks Technical Intern', 'Feb 2016 — May 2016'),
      ),
    ).toEqual([
      ['Senior Software Engineer', 'Quillfield'],
      ['Teaching Assistant', 'Harbour State College'],
      ['Technical Intern', 'Department of Parks'],
    ]);
    expect(roles(cells('Mathematics Teacher', 'Aug 2020 — Present'))).toEqual([
      ['Mathematics Teacher', null],
    ]);
  });

  it('splits a school glued to its degree, reads "Sc.B." as a bachelor’s degree, and keeps the grade out of the subject', () => {
    expect(
      schools(
        cells(
          'Harbour State University Sc.B. Geology and Economics, GPA: 3.71 / 4.0',
          'Sep 2014 — May 2018',
        ),
      ),
    ).toEqual([
      [
        'Harbour State University',
        "Bachelor's Degree",
        'Geology and Economics',
        null,
        '2014-09',
        '2018-05',
      ],
    ]);
  });
});

describe('headers printed over their dates', () => {
  it('keeps a lone year in a title right above a line of the whole range, and dates the role by the range', () => {
    expect(
      work(
        p('Cedar Books'),
        p('Night Auditor 2007'),
        p('April 2007 - June 2008 (1 year 3 months)'),
        p('Balanced the day’s takings.'),
      ),
    ).toEqual([['Night Auditor 2007', 'Cedar Books', null, '2007-04', '2008-06']]);
  });

  it('reads a school over its degree wrapped onto the line of the dates', () => {
    expect(
      schools(
        p('Northfield University'),
        p('for Bachelor of Science, Marine Biology/Marine'),
        p('Ecology · (2009 - 2013)'),
      ),
    ).toEqual([
      [
        'Northfield University',
        "Bachelor's Degree",
        'Marine Biology/Marine Ecology',
        null,
        '2009',
        '2013',
      ],
    ]);
  });
});

describe('contact details', () => {
  const place = (...lines: TextLine[]) =>
    readResume([p('Ada Mwangi'), ...lines, h('Skills'), p('Baking')]).draft.basic_info.location;

  it('reads the town of a postal address by its shape', () => {
    expect(place(p('ada@example.com'), p('Lindenweg 12'), p('71234 Musterstadt'))).toBe(
      'Musterstadt',
    );
    expect(place(p('Springvale, NY 13057'), p('ada@example.com'))).toBe('Springvale, NY');
    expect(place(p('Rua das Acácias 18. Londrina/Pr'), p('ada@example.com'))).toBe('Londrina/Pr');
    expect(
      place(p('20 Mill Lane'), p('Rugby'), p('Warwickshire'), p('CV21 2AB'), p('ada@example.com')),
    ).toBe('Rugby, Warwickshire');
    expect(
      place(p('Dept. of Geology · 12 Mill Road · Springvale, MD 21532'), p('ada@example.com')),
    ).toBe('Springvale, MD');
    // Dashes between the details, a street before the town.
    expect(place(p('12 Elm St, Springvale, USA — (123) 456-7890 — ada@example.com'))).toBe(
      'Springvale, USA',
    );
    // A year is not a postcode.
    expect(place(p('ada@example.com'), p('2019 Award Winner'))).toBeNull();
  });

  it('reads the town printed right of the name, with a Canadian postcode, without the name', () => {
    const { draft } = readResume([
      p('Ada Mwangi Lakeview, ON K1A 0B1', { cells: ['Ada Mwangi', 'Lakeview, ON K1A 0B1'] }),
      p('(555) 010-4477 | ada@example.com'),
      h('Skills'),
      p('Baking'),
    ]);
    expect([draft.full_name, draft.basic_info.location]).toEqual(['Ada Mwangi', 'Lakeview, ON']);
  });

  it('files the profiles on other sites as other links, not as the site or a problem', () => {
    const { draft, problems } = readResume([
      p('Ada Mwangi'),
      p('ada@example.com | https://gitlab.com/ada-m | orcid.org/0000-0002-1825-0097'),
      p('GitHub: ada-m'),
      p('OpenStreetMap'),
      p('ada_maps'),
      h('Skills'),
      p('Baking'),
    ]);
    expect(draft.basic_info.github_url).toBe('https://github.com/ada-m');
    expect(draft.basic_info.portfolio_url).toBeNull();
    expect(draft.basic_info.links).toEqual([
      'https://gitlab.com/ada-m',
      'https://orcid.org/0000-0002-1825-0097',
      'https://www.openstreetmap.org/user/ada_maps',
    ]);
    expect(problems).toEqual([]);
  });

  it('keeps the first own site as the portfolio and the further ones, once each, as other links', () => {
    const { draft } = readResume([
      p('Ada Mwangi'),
      p('ada@example.com | ada.example.dev | https://www.linkedin.com/in/ada-m'),
      p('Blog: https://blog.example.org/ada | stackoverflow.com/users/12345 | Node.js'),
      p('Scholar: https://scholar.google.com/citations?user=AbC-12'),
      h('Experience'),
      p('Baker, Bakery Example, 2019 – 2021'),
      p('Website: https://ada.example.dev/'),
      h('Skills'),
      p('Baking'),
    ]);
    expect(draft.basic_info.linkedin_url).toBe('https://www.linkedin.com/in/ada-m');
    expect(draft.basic_info.portfolio_url).toBe('https://ada.example.dev');
    expect(draft.basic_info.links).toEqual([
      'https://blog.example.org/ada',
      'https://stackoverflow.com/users/12345',
      'https://scholar.google.com/citations?user=AbC-12',
    ]);
  });

  it('reads no other links from a CV that gives none', () => {
    const { draft } = readResume([
      p('Ada Mwangi'),
      p('ada@example.com | (555) 010-4477'),
      h('Skills'),
      p('Baking'),
    ]);
    expect(draft.basic_info.links).toEqual([]);
  });

  it('takes a site the CV labels as the person’s own, wherever it stands', () => {
    const { draft } = cv(
      h('Projekte'),
      p('Meine persönliche Webseite: https://ada.example.dev/home'),
    );
    expect(draft.basic_info.portfolio_url).toBe('https://ada.example.dev/home');
  });
});

describe('PDF headers', () => {
  /** A PDF line: its cells as laid out in one row, in a size and weight. */
  const pdf = (size: number, bold: boolean, ...cells: string[]): TextLine =>
    textLine(cells.join(' '), { size, bold, heading: bold || size > 11, cells });

  it('reads a title over an organisation over "dates  place" as one entry', () => {
    const { draft } = readResume([
      pdf(20, true, 'Ada Mwangi'),
      pdf(10, false, 'ada@example.com'),
      pdf(12, true, 'EDUCATION'),
      pdf(12, false, 'Ph.D. Geology'),
      pdf(10, true, 'Riverside State University'),
      pdf(9, false, '2020-2024', 'Lake Town, TX'),
      pdf(12, false, 'M.S. Geology'),
      pdf(10, true, 'Hillview University'),
      pdf(9, false, '2016 – 2018', 'Stillwater OK'),
    ]);
    expect(
      draft.education_history.map((e) => [
        e.institution_name,
        e.degree,
        e.field_of_study,
        e.start_date,
      ]),
    ).toEqual([
      ['Riverside State University', 'Doctoral Degree', 'Geology', '2020'],
      ['Hillview University', "Master's Degree", 'Geology', '2016'],
    ]);
  });

  it('joins an organisation name the column wrapped onto two bold lines', () => {
    const { draft } = readResume([
      pdf(20, true, 'Ada Mwangi'),
      pdf(10, false, 'ada@example.com'),
      pdf(12, true, 'EXPERIENCE'),
      pdf(10, false, 'Data Scientist'),
      pdf(10, true, 'Northern Research Centre for Computing, Networks and Applied'),
      pdf(10, true, 'Mathematics (NRC) & Institute of Ocean Physics'),
      pdf(9, false, 'Sep 2023 – Dec 2025', 'Bergen, Norway'),
      pdf(10, false, '• Built anomaly detection for sensor data.'),
    ]);
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.company_location]),
    ).toEqual([
      [
        'Data Scientist',
        'Northern Research Centre for Computing, Networks and Applied Mathematics (NRC) & Institute of Ocean Physics',
        'Bergen, Norway',
      ],
    ]);
  });
});

describe('LinkedIn-style exports', () => {
  it('reads an organisation over the length of all its roles as the organisation of each role under it, in the section’s own order', () => {
    expect(
      work(
        p('Brightline'),
        p('Senior Product Engineer'),
        p('December 2021 - Present (1 year 10 months)'),
        p('Orchard Works'),
        p('Stage and Sound Crew'),
        p('July 2015 - February 2016 (8 months)'),
        p('San Carlos, CA'),
        p('Built stage rigs for touring shows.'),
        p('Northfield University'),
        p('6 years 3 months'),
        p('Lighting Supervisor'),
        p('June 2012 - March 2015 (2 years 10 months)'),
        p('Ran the lighting crew.'),
        p('Media Lab'),
        p('January 2009 - August 2012 (3 years 8 months)'),
        p('Kept the lab machines running.'),
      ),
    ).toEqual([
      ['Senior Product Engineer', 'Brightline', null, '2021-12', null],
      ['Stage and Sound Crew', 'Orchard Works', 'San Carlos, CA', '2015-07', '2016-02'],
      ['Lighting Supervisor', 'Northfield University', null, '2012-06', '2015-03'],
      ['Media Lab', 'Northfield University', null, '2009-01', '2012-08'],
    ]);
  });
});

describe('skills', () => {
  it('keeps a skill written as a short phrase, its own abbreviation and an item wholly in brackets, and takes a level in brackets as its level', () => {
    const { draft } = cv(
      h('Skills'),
      p('Clinical: wound care, assisting with dressings and patient monitoring'),
      p('Tools: Electronic health records (EHR), Python (expert), (Flask)'),
      p('Soft skills: Works as part of a team'),
    );
    expect(draft.skills.map((s) => s.name)).toEqual([
      'wound care',
      'assisting with dressings and patient monitoring',
      'Electronic health records (EHR)',
      'Python',
      'Flask',
      'Works as part of a team',
    ]);
    expect(draft.skills.find((s) => s.name === 'Python')?.proficiency_level).toBe('expert');
    expect(draft.skills.find((s) => s.name === 'Flask')?.proficiency_level).toBeNull();
  });
});

describe('skills written as phrases', () => {
  const pdf = (text: string, size = 10): TextLine => textLine(text, { size });
  const skillNames = (...lines: TextLine[]) =>
    cv(h('Skills'), ...lines).draft.skills.map((s) => s.name);

  it('keeps a phrase in sentence case joined by "&" whole, and splits two capitalised names', () => {
    expect(skillNames(p('Wound care & pain management, Agile & Scrum, Java and J2EE'))).toEqual([
      'Wound care & pain management',
      'Agile',
      'Scrum',
      'Java',
      'J2EE',
    ]);
  });

  it('counts the words of a phrase without its short joining words, and still leaves a sentence out', () => {
    expect(
      skillNames(
        p('Montage de la prise de vue à la diffusion'),
        p('Led the team that rebuilt the ordering system for stores'),
        p('Photographie'),
      ),
    ).toEqual(['Montage de la prise de vue à la diffusion', 'Photographie']);
  });

  it('takes a label printed larger than the list under it as the kind of the skills, not a skill', () => {
    const { draft } = cv(
      h('Skills'),
      pdf('DISCIPLINES', 14),
      pdf('Animation'),
      pdf('Illustration'),
      pdf('Dessin'),
    );
    expect(draft.skills.map((s) => [s.name, s.category])).toEqual([
      ['Animation', 'DISCIPLINES'],
      ['Illustration', 'DISCIPLINES'],
      ['Dessin', 'DISCIPLINES'],
    ]);
  });
});

describe('skills led in by a phrase', () => {
  it('takes the words that lead into a skill off it, in the CV languages, and the dots that say a list goes on', () => {
    const { draft } = cv(
      h('Skills'),
      p(
        'Care: Active participation in ward audits, strict adherence to hygiene routines, solid understanding of triage',
      ),
      p('Kenntnisse in Lagerlogistik; connaissances en comptabilité; experiência com soldagem'),
      p('Tools: Kanban boards, Wikis...'),
    );
    expect(draft.skills.map((s) => s.name)).toEqual([
      'ward audits',
      'hygiene routines',
      'triage',
      'Lagerlogistik',
      'comptabilité',
      'soldagem',
      'Kanban boards',
      'Wikis',
    ]);
  });
});

describe('a region as the place one lives', () => {
  const place = (...lines: TextLine[]) => readResume(lines).draft.basic_info.location;

  it('reads a region named on a line of its own at the top of the page, even after a side column', () => {
    expect(
      place(
        h('Contact'),
        p('Ada Mwangi'),
        p('ada@example.com'),
        h('Top Skills'),
        p('Soldering'),
        p('Field Technician'),
        p('Greater Lakeside Area'),
        h('Summary'),
        p('Fixes things.'),
      ),
    ).toBe('Greater Lakeside Area');
    expect(place(p('Ada Mwangi'), p('ada@example.com'), p('Großraum Musterstadt'))).toBe(
      'Großraum Musterstadt',
    );
    // A region word inside the CV's body is no one's home.
    expect(
      place(p('Ada Mwangi'), p('ada@example.com'), h('Experience'), p('Harbour Region')),
    ).toBeNull();
  });
});

describe('sub-headings', () => {
  const pdf = (size: number, bold: boolean, text: string): TextLine =>
    textLine(text, { size, bold, heading: bold });

  it('keeps a qualified heading printed smaller than the section headings in the section above it', () => {
    const { draft, problems } = readResume([
      pdf(20, true, 'Ada Mwangi'),
      pdf(10, false, 'ada@example.com'),
      pdf(12, true, 'Education'),
      pdf(10, false, '2012 PhD Marine Biology, Northfield University'),
      pdf(12, true, 'Teaching'),
      pdf(10, true, 'Outdoor Education'),
      pdf(10, false, '2003-2004 Trail Guide. Lakeside Nature Centre.'),
      pdf(12, true, 'Publications'),
      pdf(10, false, 'A paper. A Journal 12:1-9.'),
    ]);
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_name])).toEqual([
      ['Trail Guide', 'Lakeside Nature Centre'],
    ]);
    expect(draft.education_history.map((e) => e.institution_name)).toEqual([
      'Northfield University',
    ]);
    expect(problems).toEqual([
      serverMessages.jsonResumeLeftOut.replace(
        '{sections}',
        serverMessages.importSectionLine.replace('{heading}', 'Publications'),
      ),
    ]);
  });
});

describe('one entry a line', () => {
  it('joins a line the page wrapped to the dated line under it, and splits a role from its organisation at a full stop', () => {
    expect(
      work(
        p('Lecturer, Dept. of Geology, Northfield University. 2016 - present.'),
        p('Research Fellow, Field Ecologist, Coastal Ecology and Fisheries Research'),
        p('Station, Harbour Science Centre. 2014 - 2016'),
        p('Seasonal Warden. Lakeside Nature Centre. 2010-2012'),
      ).map(([title, company, , start]) => [title, company, start]),
    ).toEqual([
      ['Lecturer', 'Northfield University', '2016'],
      [
        'Research Fellow',
        'Coastal Ecology and Fisheries Research Station, Harbour Science Centre',
        '2014',
      ],
      ['Seasonal Warden', 'Lakeside Nature Centre', '2010'],
    ]);
  });

  it('takes a part printed between the role and the organisation as its team when it names a unit, else keeps it with the entry’s text, never as its place', () => {
    const { draft } = cv(
      h('Experience'),
      p('Lecturer, Dept. of Geology, Northfield University. 2016 - present.'),
      p('Field Technician, Lakeside Nature Centre, Springvale. 2010-2012'),
      p('Volunteer, Weekend Tours, Harbour Museum Foundation. 2008-2010'),
    );
    expect(
      draft.work_experiences.map((w) => [
        w.job_title,
        w.company_name,
        w.team,
        w.company_location,
        w.description,
      ]),
    ).toEqual([
      ['Lecturer', 'Northfield University', 'Dept. of Geology', null, null],
      ['Field Technician', 'Lakeside Nature Centre', null, 'Springvale', null],
      ['Volunteer', 'Harbour Museum Foundation', null, null, 'Weekend Tours'],
    ]);
  });

  it('joins no short undated line (a point of the entry above) to the dated line under it', () => {
    const { draft } = cv(
      h('Experience'),
      p('Lecturer, Northfield University. 2016 - present.'),
      p('Fieldwork in Norway'),
      p('Seasonal Warden. Lakeside Nature Centre. 2010-2012'),
    );
    expect(draft.work_experiences.map((w) => w.job_title)).not.toContainEqual(
      expect.stringContaining('Fieldwork'),
    );
    // Nor a point as long as the longest line, written as a sentence.
    expect(
      work(
        p('Lecturer, Northfield University. 2016 - present.'),
        p('Taught the first-year courses in geology and ran the field trips'),
        p('Field Technician, Lakeside Nature Centre. 2010-2012'),
      ).map(([title, company]) => [title, company]),
    ).toEqual([
      ['Lecturer', 'Northfield University'],
      ['Field Technician', 'Lakeside Nature Centre'],
    ]);
  });
});

describe('dates in a column left of the entries', () => {
  const pdf = (...cells: string[]): TextLine => textLine(cells.join(' '), { size: 12, cells });
  const twoSchools = () => [
    pdf('2018 - 2021', 'NORTHARTS'),
    pdf('Interactive Design'),
    pdf('Springvale'),
    pdf('2014 - 2018', 'Gymnase de la Colline'),
    pdf('Option Music'),
    pdf('Springvale'),
  ];

  it('reads the lines under each dated school line as its header: the school wrapped, what was studied, and where', () => {
    expect(
      schools(
        ...twoSchools(),
        pdf('2009 - 2014', 'École secondaire'),
        pdf('du Vieux-Port,'),
        pdf('Option Latin'),
        pdf('Lakeside'),
      ),
    ).toEqual([
      ['NORTHARTS', null, 'Interactive Design', 'Springvale', '2018', '2021'],
      ['Gymnase de la Colline', null, 'Option Music', 'Springvale', '2014', '2018'],
      ['École secondaire du Vieux-Port', null, 'Option Latin', 'Lakeside', '2009', '2014'],
    ]);
  });

  it('reads a town printed where a role’s title goes as the role’s place, leaves the title empty and says so', () => {
    const { draft, problems } = cv(
      h('Education'),
      ...twoSchools(),
      h('Experience'),
      pdf('2019 - 2021', 'Northwind Sàrl'),
      pdf('Springvale'),
      pdf('2017 - 2019', 'Northwind Sàrl'),
      pdf('Springvale'),
      pdf('2016', 'Harbour Studio'),
      pdf('Lakeside'),
    );
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.company_location]),
    ).toEqual([
      [null, 'Northwind Sàrl', 'Springvale'],
      [null, 'Northwind Sàrl', 'Springvale'],
      // Named nowhere else, but printed where the section's other entries print their town.
      [null, 'Harbour Studio', 'Lakeside'],
    ]);
    expect(problems).toContain(
      'Check the role at “Harbour Studio”: “Lakeside”, printed where its title would be, was read as its place, and its title was left empty.',
    );
  });

  it('keeps a title that names no role when nothing says it is a place', () => {
    const { draft, problems } = cv(
      h('Experience'),
      pdf('2019 - 2021', 'Northwind Sàrl'),
      pdf('Springvale'),
      pdf('2016 - 2019', 'Harbour Books Ltd'),
      pdf('Store Manager'),
    );
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_location])).toEqual([
      ['Springvale', null],
      ['Store Manager', null],
    ]);
    expect(problems.join(' ')).not.toContain('was read as its place');
  });

  it('keeps a point written as a sentence under a dated role as its text, not its header', () => {
    const { draft } = cv(
      h('Experience'),
      pdf('2019 - 2021', 'Northwind Handel GmbH'),
      pdf('Store Manager'),
      pdf('Ran the shop floor and its weekly orders'),
      pdf('2016 - 2019', 'Harbour Books Ltd'),
      pdf('Sales Assistant'),
    );
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_name, w.description])).toEqual(
      [
        ['Store Manager', 'Northwind Handel GmbH', '• Ran the shop floor and its weekly orders'],
        ['Sales Assistant', 'Harbour Books Ltd', null],
      ],
    );
  });
});
