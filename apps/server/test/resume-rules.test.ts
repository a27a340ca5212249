/**
 * The rules that turn a CV's lines into a draft, on lines shaped the way the extractors give
 * them (cells of one row apart; size 10 for PDF lines, 0 for Word paragraphs). Each case is a
 * layout real CVs use.
 */
import { serverMessages } from '@vita/api/schemas';
import { describe, expect, it } from 'vitest';
import { cleanText, textLine, type TextLine } from '../src/infra/documents/extract/lines';
import { findDateRange, isOnlyDates } from '../src/infra/language/dates';
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
      start: '2019-09',
      end: null,
      current: true,
    });
    expect(findDateRange('03/2018 - 2020.07')).toMatchObject({
      start: '2018-03',
      end: '2020-07',
    });
    expect(findDateRange('Summer 2020, 2021')).toMatchObject({
      start: '2020',
      end: '2021',
    });
    expect(findDateRange('Summer 2012 and 2013')).toMatchObject({
      start: '2012',
      end: '2013',
    });
    expect(isOnlyDates('Jan. – Apr. 2022')).toBe(true);
    expect(isOnlyDates('grew to 5000 users in 2019')).toBe(false);
  });
});

describe('dates in other languages, as precise as written', () => {
  it('reads month names of seven languages and keeps a year a year, a month a month, a day a day', () => {
    const cases: [string, string | null, string | null, boolean][] = [
      ['März 2019 – heute', '2019-03', null, true],
      ['janvier 2018 - décembre 2020', '2018-01', '2020-12', false],
      ['Septiembre de 2015 a Junio de 2017', '2015-09', '2017-06', false],
      ['Março 2012 - Atual', '2012-03', null, true],
      ['Gennaio 2020 - Maggio 2021', '2020-01', '2021-05', false],
      ['mei 2016 - okt 2018', '2016-05', '2018-10', false],
      ['2014 – 2019', '2014', '2019', false],
      ['14.03.2019 - 30.06.2020', '2019-03-14', '2020-06-30', false],
      ['Seit 04/2021', '2021-04', null, true],
      ['Sommer 2021', '2021', null, false],
    ];
    for (const [text, start, end, current] of cases) {
      expect(findDateRange(text), text).toMatchObject({ start, end, current });
    }
    // 03/04/2019 may be the 3rd of April or the 4th of March: only the year is sure.
    expect(findDateRange('03/04/2019')?.start).toBe('2019');
    expect(findDateRange('04/25/2019')?.start).toBe('2019-04-25');
  });
});

describe('sections in other languages and sections the profile has no place for', () => {
  it('reads German, Spanish and Portuguese headings and a qualified "… Skills" heading', () => {
    const { draft } = cv(
      heading('Berufserfahrung'),
      row('Lehrerin, Städtisches Gymnasium', '09/2014 – 02/2015'),
      heading('Formación'),
      row('Universidad de Sevilla', '2008 – 2012'),
      heading('Tech Skills'),
      row('Python, SQL'),
    );
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_name])).toEqual([
      ['Lehrerin', 'Städtisches Gymnasium'],
    ]);
    expect(draft.education_history.map((e) => e.institution_name)).toEqual([
      'Universidad de Sevilla',
    ]);
    expect(draft.skills.map((s) => s.name)).toEqual(['Python', 'SQL']);
  });

  it('reads French, Italian and Dutch headings', () => {
    const sections = (names: readonly [string, string, string]) =>
      cv(
        heading(names[0]),
        row('Assistente, Studio Nordico Srl', '2019 – 2021'),
        heading(names[1]),
        row('Universiteit van Noordveld, Master', '2015 – 2017'),
        heading(names[2]),
        textLine('Excel, SAP'),
      ).draft;
    for (const names of [
      ['Expérience professionnelle', 'Formation', 'Compétences'],
      ['Esperienza lavorativa', 'Istruzione', 'Competenze'],
      ['Werkervaring', 'Opleiding', 'Vaardigheden'],
    ] as const) {
      const draft = sections(names);
      expect(
        draft.work_experiences.map((w) => w.company_name),
        names[0],
      ).toEqual(['Studio Nordico Srl']);
      expect(
        draft.education_history.map((e) => e.institution_name),
        names[1],
      ).toEqual(['Universiteit van Noordveld']);
      expect(
        draft.skills.map((s) => s.name),
        names[2],
      ).toEqual(['Excel', 'SAP']);
    }
  });

  it('ends a list of skills at a Word heading it does not know, and reads a heading typed with ’', () => {
    const wordHeading = (text: string) => textLine(text, { heading: true });
    const { draft, problems } = readResume([
      textLine('Camille Morel'),
      wordHeading('Compétences'),
      textLine('Suite Adobe, WordPress'),
      wordHeading('Engagements associatifs'),
      textLine('Trésorière, Les Amis du Port'),
      wordHeading('Centres d’intérêt'),
      textLine('Photographie'),
    ]);
    expect(draft.skills.map((skill) => skill.name)).toEqual(['Suite Adobe', 'WordPress']);
    expect(problems).toContain(
      serverMessages.jsonResumeLeftOut.replace(
        '{sections}',
        'Engagements associatifs (1 line), Centres d’intérêt (1 line)',
      ),
    );
  });

  it('reads each item of a line of registrations as a certification of its own', () => {
    const { draft } = cv(
      heading('Registration & Training'),
      row('NMC PIN 12A3456E · Immediate Life Support (2023) · Venepuncture and cannulation'),
      // A name, its issuer and its date are one.
      row('Scrum Master · Scrum Alliance · 2021'),
    );
    expect(draft.certifications.map((c) => [c.name, c.issuing_organization, c.issue_date])).toEqual(
      [
        ['NMC PIN 12A3456E', null, null],
        ['Immediate Life Support', null, '2023'],
        ['Venepuncture and cannulation', null, null],
        ['Scrum Master', 'Scrum Alliance', '2021'],
      ],
    );
  });

  it('takes a heading it does not know, drawn like the known ones, on a short CV of many sections', () => {
    const caps = (text: string) => textLine(text, { size: 16, bold: true, heading: true });
    const { draft, problems } = cv(
      caps('RESUMO'),
      row('Enfermeira com sete anos de UTI.'),
      caps('EXPERIÊNCIA'),
      row('Hospital Serra Azul – Enfermeira', 'Jan/2019 – Atual'),
      caps('FORMAÇÃO'),
      row('Bacharelado em Enfermagem – Universidade do Vale', '2011 – 2015'),
      caps('VOLUNTARIADO HOSPITALAR'),
      row('Cruz Vermelha, triagem em eventos'),
      caps('IDIOMAS'),
      row('Inglês intermediário'),
    );
    expect(draft.education_history).toHaveLength(1);
    expect(draft.education_history[0]?.description).toBeNull();
    expect(problems).toContain(
      serverMessages.jsonResumeLeftOut.replace(
        '{sections}',
        'Voluntariado Hospitalar (1 line), Idiomas (1 line)',
      ),
    );
  });

  it('names each section left out, and a heading drawn like the known ones ends the one above', () => {
    const caps = (text: string) => textLine(text, { size: 12, bold: true, heading: true });
    const { draft, problems } = cv(
      caps('EXPERIENCE'),
      row('Staff Engineer, Acme Corp', '2019 – 2021'),
      caps('HONORS & AWARDS'),
      row('Best paper award, 2020'),
      row('Dean’s list, 2012'),
      caps('PUBLIC SPEAKING'),
      row('A talk on compilers'),
      caps('EDUCATION'),
      row('University of Toronto', '2008 – 2012'),
    );
    expect(draft.work_experiences).toHaveLength(1);
    expect(draft.work_experiences[0]?.description).toBeNull();
    expect(draft.education_history).toHaveLength(1);
    expect(problems).toContain(
      serverMessages.jsonResumeLeftOut.replace(
        '{sections}',
        'Honors & Awards (2 lines), Public Speaking (1 line)',
      ),
    );
  });
});

describe('work entries', () => {
  it('splits "Company, Title" and "Title, Company, City" headers by the role word', () => {
    expect(
      roles([
        heading('Experience'),
        row('Brightwave Labs, Co-Founder & CTO', 'San Francisco, CA'),
        row('• Built the inference platform.', 'June 2023 – present'),
        row('Product Manager, Initech, Palo Alto, CA, USA', '2017 – 2019'),
        row('Led the maps team.'),
      ]),
    ).toEqual([
      {
        title: 'Co-Founder & CTO',
        company: 'Brightwave Labs',
        location: 'San Francisco, CA',
        start: '2023-06',
        end: null,
        current: true,
      },
      {
        title: 'Product Manager',
        company: 'Initech',
        location: 'Palo Alto, CA, USA',
        start: '2017',
        end: '2019',
        current: false,
      },
    ]);
  });

  it('reads a bulleted organisation line with its place on the right as the entry header', () => {
    const [entry] = roles([
      heading('Experience'),
      row('• Globex', 'Austin, TX'),
      row('Software Engineer', 'Oct 2016 – Present'),
      row('◦ Worked on the search index.'),
    ]);
    expect(entry).toMatchObject({
      title: 'Software Engineer',
      company: 'Globex',
      location: 'Austin, TX',
      start: '2016-10',
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
      { start: '2017', end: null, current: true },
      { start: '2015', end: '2015', current: false },
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
        row('Harbor Youth Trust, Fresno, CA', 'June 2012 – Present'),
        heading('Volunteer'),
        row('• Plan two outreach events a year.'),
        row('Riverside Football Club, Fresno, CA', 'Summer 2013, 2014'),
        heading('Volunteer Football Coach'),
      ]).map(({ title, company, start }) => ({ title, company, start })),
    ).toEqual([
      { title: 'Volunteer', company: 'Harbor Youth Trust', start: '2012-06' },
      { title: 'Volunteer Football Coach', company: 'Riverside Football Club', start: '2013' },
    ]);
  });

  it('reads "Role, Organisation, Place" with British spelling, and a "Projects / Volunteering" heading ends the experience', () => {
    const { draft } = cv(
      heading('Experience'),
      row('Youth Counsellor, Camp Birchwood, Kingston ON', 'Summer 2018, 2019'),
      heading('Projects / Volunteering'),
      row('Torah portion site – Developer', '2018'),
    );
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.company_location]),
    ).toEqual([['Youth Counsellor', 'Camp Birchwood', 'Kingston ON']]);
    expect(draft.projects).toHaveLength(1);
  });

  it('reads points whose bullets the page drew as shapes, and bullets of other glyphs', () => {
    const [shapes, glyphs] = cv(
      heading('Experience'),
      row('Data Engineer, Northwind Energy', '2021 – Present'),
      // A browser prints list markers as shapes: the text has none.
      row('Designed pipelines in Spark that process 2 TB a day for the grid team at'),
      row('Northwind Inc.'),
      row('Cut storage costs by 30 % with Parquet.'),
      row('Built dashboards for 40 sites.'),
      row('Analyst, Globex', '2018 – 2021'),
      row('◆ Reported weekly to the board. Kept the figures that the'),
      row('Board asked for.'),
      row('➢ Trained four analysts.'),
    ).draft.work_experiences.map((role) => role.description);
    expect(shapes).toBe(
      '• Designed pipelines in Spark that process 2 TB a day for the grid team at Northwind Inc. Cut storage costs by 30 % with Parquet.\n' +
        '• Built dashboards for 40 sites.',
    );
    // Marked points: a line that starts with no marker goes on the point above, sentence or not.
    expect(glyphs).toBe(
      '• Reported weekly to the board. Kept the figures that the Board asked for.\n• Trained four analysts.',
    );
  });

  it('reads a Word table of dates beside a bold role over a plain line naming its organisation', () => {
    const paragraph = (text: string, bold = false) => textLine(text, { heading: bold, bold });
    const { draft } = readResume([
      paragraph('Jonas Brandt'),
      textLine('Berufserfahrung', { heading: true }),
      paragraph('08/2019 – heute'),
      paragraph('Servicetechniker', true),
      paragraph('Nordbahn Technik GmbH, Hamburg'),
      paragraph('Wartung von Stellwerken'),
      paragraph('09/2016 – 07/2019'),
      paragraph('Elektroniker', true),
      paragraph('Stadtwerke Kiel'),
      paragraph('Installation von Schaltanlagen.'),
      textLine('Ausbildung', { heading: true }),
      paragraph('2010 – 2016'),
      paragraph('Mittlere Reife', true),
      paragraph('Realschule am Hafen, Kiel'),
    ]);
    expect(
      draft.work_experiences.map((w) => [w.job_title, w.company_name, w.company_location]),
    ).toEqual([
      ['Servicetechniker', 'Nordbahn Technik GmbH', 'Hamburg'],
      ['Elektroniker', 'Stadtwerke Kiel', null],
    ]);
    // A line of the role's text with small words in it is not an organisation's name.
    expect(draft.work_experiences[0]?.description).toBe('• Wartung von Stellwerken');
    expect(
      draft.education_history.map((e) => [
        e.institution_name,
        e.degree,
        e.field_of_study,
        e.location,
      ]),
    ).toEqual([['Realschule am Hafen', 'High School Diploma', 'Mittlere Reife', 'Kiel']]);
  });

  it('reads the organisation under a role printed with its ward beside the dates, and the ward as its team', () => {
    const { draft } = cv(
      heading('Clinical Experience'),
      row('Staff Nurse – Acute Medical Unit', 'Oct 2020 – Present'),
      { ...row('Northfield Teaching Hospitals NHS Trust, Leeds'), bold: true },
      row('Care for up to 8 acutely unwell patients per shift.'),
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
      [
        'Staff Nurse',
        'Northfield Teaching Hospitals NHS Trust',
        'Acute Medical Unit',
        'Leeds',
        '• Care for up to 8 acutely unwell patients per shift.',
      ],
    ]);
  });

  it('keeps each Word paragraph of a role as its own point', () => {
    const paragraph = (text: string) => textLine(text);
    const { draft } = readResume([
      paragraph('Ada Lovelace'),
      textLine('Experience', { heading: true }),
      paragraph('Northwind Apps – Software Developer'),
      paragraph('August 2018 - August 2019'),
      paragraph('Built a metrics dashboard'),
      paragraph('Paired with other developers'),
    ]);
    expect(draft.work_experiences[0]?.description).toBe(
      '• Built a metrics dashboard\n• Paired with other developers',
    );
  });
});

describe('entries laid out over several lines', () => {
  it('takes the company and the title printed above a line of dates, without the duration', () => {
    expect(
      roles([
        heading('Experience'),
        row('Initech'),
        row('Senior Product Engineer'),
        row('December 2021 - Present (1 year 10 months)'),
        row('Globex'),
        row('Hardware Engineer'),
        row('April 2018 - August 2018 (5 months)'),
      ]).map(({ title, company, start }) => [title, company, start]),
    ).toEqual([
      ['Senior Product Engineer', 'Initech', '2021-12'],
      ['Hardware Engineer', 'Globex', '2018-04'],
    ]);
  });

  it('splits degree, school and place written on one line by their words', () => {
    const { draft, problems } = cv(
      heading('Education'),
      row('Bachelor of Science: Nursing, Lakeview University, Springfield ON', '2019 – 2022'),
      row('PhD Marine Biology, Coastal Institute of Technology', '2012'),
      row('Certificate course, Springfield, ON', '2010'),
    );
    expect(
      draft.education_history.map((e) => [e.institution_name, e.degree, e.field_of_study]),
    ).toEqual([
      ['Lakeview University', "Bachelor's Degree", 'Nursing'],
      ['Coastal Institute of Technology', 'Doctoral Degree', 'Marine Biology'],
      // No school word: the line stays whole where a person looks first.
      ['Certificate course, Springfield, ON', 'Certificate', null],
    ]);
    expect(problems).toContain(
      serverMessages.importKeptWhole.replace('{text}', 'Certificate course, Springfield, ON'),
    );
  });

  it('reads the degrees other languages name, and the subject after the degree’s own word', () => {
    const { draft } = cv(
      heading('Formación'),
      row('Máster en Ciencia de Datos, Universitat de Ribera', '2017 – 2018'),
      row('Grado en Ingeniería Informática, Universidad de Norte', '2013 – 2017'),
      heading('Istruzione'),
      row('Laurea magistrale in Economia, Università di Collina', '2010 – 2015'),
      heading('Opleiding'),
      row('HBO-V Verpleegkunde'),
      row('Hogeschool Westrand', '2016 – 2020'),
      row('Havo'),
      row('Stedelijk Lyceum Oosterveld', '2011 – 2016'),
      heading('Education'),
      row('Bachelor of Science in Nursing (BScN) Degree, Lakeview University', '2014 – 2018'),
      row('Master of Science in Physics; GPA: 3.9, Coastal Institute', '2018 – 2020'),
      row('BSc (Hons) Adult Nursing, University of Northfield', '2011 – 2014'),
      row('Pós-graduação em Terapia Intensiva – Faculdade Serra Azul', '2017 – 2018'),
    );
    expect(
      draft.education_history.map((e) => [e.institution_name, e.degree, e.field_of_study]),
    ).toEqual([
      ['Universitat de Ribera', "Master's Degree", 'Ciencia de Datos'],
      ['Universidad de Norte', "Bachelor's Degree", 'Ingeniería Informática'],
      // A "laurea magistrale" is a master's, not the three-year "laurea".
      ['Università di Collina', "Master's Degree", 'Economia'],
      ['Hogeschool Westrand', "Bachelor's Degree", 'Verpleegkunde'],
      // A school-leaving qualification keeps its own name as what was studied.
      ['Stedelijk Lyceum Oosterveld', 'High School Diploma', 'Havo'],
      ['Lakeview University', "Bachelor's Degree", 'Nursing'],
      ['Coastal Institute', "Master's Degree", 'Physics'],
      ['University of Northfield', "Bachelor's Degree", 'Adult Nursing'],
      // A postgraduate course that is no master's keeps its written name.
      ['Faculdade Serra Azul', 'Certificate', 'Pós-graduação em Terapia Intensiva'],
    ]);
  });
});

describe('lines that look like headings or labels', () => {
  it('takes a lead set apart before a list as its kind, and a sentence ending in "skills" as text', () => {
    const { draft } = cv(
      heading('Experience'),
      row('Student Nurse, Lakeside Hospital', 'Jan 2017 – Apr 2017'),
      row('• Built trust with families while'),
      row('improving communication skills.'),
      row('Clinic Aide, Northside Clinic, Inc.', '2016'),
      heading('Clinical Skills'),
      row('Patient Care', 'Wound dressing, triage, discharge planning'),
    );
    expect(draft.work_experiences.map((w) => [w.job_title, w.company_name])).toEqual([
      ['Student Nurse', 'Lakeside Hospital'],
      ['Clinic Aide', 'Northside Clinic, Inc.'],
    ]);
    expect(draft.skills.map((s) => [s.name, s.category])).toEqual([
      ['Wound dressing', 'Patient Care'],
      ['triage', 'Patient Care'],
      ['discharge planning', 'Patient Care'],
    ]);
  });

  it('keeps "Company, Inc." whole and splits a role from an organisation named by its kind', () => {
    expect(
      roles([
        heading('Experience'),
        row('Teaching Aide, Riverside College', '2019 – 2020'),
        row('Globex, Inc.', 'Springfield, IL', '2017 – 2019'),
        row('Line Cook'),
      ]).map(({ title, company }) => [title, company]),
    ).toEqual([
      ['Teaching Aide', 'Riverside College'],
      ['Line Cook', 'Globex, Inc.'],
    ]);
  });
});

describe('contact details', () => {
  it('reads handles under a service name, links only the document holds, and a two-line name', () => {
    const { draft } = readResume([
      row('Ada'),
      row('Lovelace'),
      row('Born 23.12.1979'),
      row('12 Analytical Way, Marylebone, London'),
      row('ada@example.org'),
      { ...row('in ada-lovelace'), links: ['https://www.linkedin.com/in/ada-lovelace'] },
      row('GitHub'),
      row('adalovelace'),
      heading('Experience'),
    ]);
    expect(draft.full_name).toBe('Ada Lovelace');
    expect(draft.basic_info.phone).toBeNull();
    expect(draft.basic_info.location).toBe('Marylebone, London');
    expect(draft.basic_info.linkedin_url).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(draft.basic_info.github_url).toBe('https://github.com/adalovelace');
    // The e-mail's domain is not a personal site.
    expect(draft.basic_info.portfolio_url).toBeNull();
  });

  it('takes a town named alone beside the e-mail, and a role named first on that line', () => {
    const read = (...lines: string[]) =>
      readResume([...lines.map((line) => row(line)), heading('Experience')]).draft;
    const german = read('Jonas Brandt', 'Jonas Brandt · Kiel · jonas@example.de · 0171 2345678');
    expect(german.basic_info.location).toBe('Kiel');
    const french = read('Camille Morel', 'Chargée de communication — Annecy — camille@example.fr');
    expect(french.basic_info.professional_title).toBe('Chargée de communication');
    expect(french.basic_info.location).toBe('Annecy');
    const brazilian = read(
      'Ana Souza',
      'Enfermeira | Campinas/SP | (19) 98765-4321 | ana@example.com.br',
    );
    expect(brazilian.basic_info.location).toBe('Campinas/SP');
    // Services and link labels are not towns.
    const links = read('Ada Lovelace', 'LinkedIn | GitHub | ada@example.org | +44 20 7946 0000');
    expect(links.basic_info.location).toBeNull();
  });

  it('takes the town beside its postcode from a street address written on one line', () => {
    const { draft } = readResume([
      row('Marco Rossi'),
      row('Via Lunga 12, 20121 Borgoverde · marco@example.it · +39 333 123 4567'),
      heading('Esperienza'),
    ]);
    expect(draft.basic_info.location).toBe('Borgoverde');
  });

  it('finds the contact block of a side column read after the main one', () => {
    const { draft } = readResume([
      row('Grace Hopper'),
      heading('Experience'),
      row('Rear Admiral, US Navy', '1943 – 1986'),
      heading('Contact'),
      row('Arlington, Virginia'),
      row('grace@example.net'),
      row('+1 (555) 010-2030'),
    ]);
    expect(draft.basic_info.location).toBe('Arlington, Virginia');
    expect(draft.basic_info.phone).toBe('+1 (555) 010-2030');
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

  it('takes a level written in brackets as the skill’s level, in the CV languages, drops years, and keeps any other bracket as part of the name', () => {
    const { draft } = cv(
      heading('Kenntnisse'),
      row('Python (Expert), Java (Proficient), SAP (Grundkenntnisse), Excel (avancé)'),
      row('SPS (Siemens S7), Kotlin (3 years), Jira (gut), Scrum'),
    );
    expect(draft.skills.map((s) => [s.name, s.proficiency_level])).toEqual([
      ['Python', 'expert'],
      ['Java', 'advanced'],
      ['SAP', 'beginner'],
      ['Excel', 'advanced'],
      ['SPS (Siemens S7)', null],
      ['Kotlin', null],
      ['Jira', 'intermediate'],
      ['Scrum', null],
    ]);
  });

  it('leaves off a bracket that would make a skill’s name too long, not the skill', () => {
    const { draft } = cv(
      heading('Skills'),
      row('Kubernetes (used daily across several teams and clusters in production), Go'),
    );
    expect(draft.skills.map((s) => s.name)).toEqual(['Kubernetes', 'Go']);
  });
});

describe('contact and problems', () => {
  it('reads a phone number drawn with Unicode hyphens', () => {
    const { draft } = readResume([
      row('Mara Quill'),
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
