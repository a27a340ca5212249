import type { TextLine } from '../extract/lines';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'contact'
  | 'other';

/**
 * Headings CVs use for each section, in lower case without punctuation. A word that is also a
 * role ("Volunteer", "Member") is left out: printed bold above an entry, it would end the section.
 */
const SYNONYMS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'career summary',
    'executive summary',
    'overview',
    'personal statement',
    'summary of qualifications',
    'qualifications summary',
    'highlights of qualifications',
    'highlights',
    'key qualifications',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'relevant experience',
    'experiences',
    'professional background',
    'positions',
    'work',
    'industry experience',
    'clinical experience',
    'teaching experience',
    'research experience',
    'experience highlights',
    'other work experience',
    'other experience',
    'additional experience',
    'related experience',
    'volunteer experience',
    'volunteer work',
    'volunteering',
    'leadership experience',
    'internships',
    'internship experience',
    'involvement',
    'campus involvement',
    'on campus involvement',
    'leadership and involvement',
    'leadership & involvement',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academic history',
    'qualifications',
    'academic qualifications',
    'educational background',
    'studies',
    'education and certifications',
    'education & certifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'skill set',
    'skillset',
    'expertise',
    'areas of expertise',
    'technologies',
    'tools',
    'tools and technologies',
    'technical proficiencies',
    'skills and abilities',
    'skills & abilities',
    'core skills',
    'programming languages',
    'languages and technologies',
    'skills summary',
    'strengths',
    'skills and certifications',
    'skills & certifications',
    'technical skills and certifications',
    'skills and interests',
    'skills & interests',
    'skills and tools',
    'tech stack',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licences',
    'licenses and certifications',
    'licenses & certifications',
    'certifications and licenses',
    'certifications & licenses',
    'professional certifications',
    'credentials',
    'accreditations',
    'honors certificates',
    'certifications and training',
    'certifications & training',
    'training and certifications',
    'training & certifications',
    'licenses and certificates',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'key projects',
    'academic projects',
    'side projects',
    'project experience',
    'open source',
    'portfolio',
    'project',
    'notable projects',
    'projects and volunteering',
    'projects and volunteer work',
  ],
  contact: [
    'contact',
    'contact information',
    'contact info',
    'links',
    'personal information',
    'details',
  ],
  other: [
    'honors',
    'awards',
    'honors and awards',
    'honors & awards',
    'achievements',
    'publications',
    'languages',
    'interests',
    'hobbies',
    'references',
    'clinical placements',
    'activities',
    'extracurricular activities',
    'leadership',
    'affiliations',
    'memberships',
    'professional memberships',
    'presentations',
    'patents',
    'research',
    'courses',
    'coursework',
    'relevant coursework',
    'training',
    'additional information',
    'writing',
    'conferences',
    'military service',
    'community service',
    'scholarships',
  ],
};

const BY_HEADING = new Map<string, SectionKind>();
for (const [kind, headings] of Object.entries(SYNONYMS) as [SectionKind, string[]][]) {
  for (const heading of headings) BY_HEADING.set(heading, kind);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[:|•·_*#]+/g, ' ')
    // "Honors/Awards", "Projects / Volunteering"
    .replace(/\s*\/\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();

/** The section a line starts, when it is a heading of one. */
export function sectionOf(line: TextLine): SectionKind | null {
  const text = normalise(line.text);
  if (!text || text.split(' ').length > 5) return null;
  const kind = BY_HEADING.get(text) ?? BY_HEADING.get(text.replace(/ & /g, ' and '));
  if (kind) return kind;
  // "EXPERIENCE ────" or "Skills —": a known heading followed by rules.
  const stripped = text.replace(/[-–—=~.]+$/g, '').trim();
  return BY_HEADING.get(stripped) ?? null;
}

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: TextLine[];
}

/** The lines before the first heading (the name and contact block), and each section after. */
export function splitSections(lines: TextLine[]): { header: TextLine[]; sections: Section[] } {
  const header: TextLine[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    const kind = sectionOf(line);
    if (kind) {
      sections.push({ kind, heading: line.text, lines: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}
