import { plain } from '../../language/normalise';
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
    'profil',
    'über mich',
    'zusammenfassung',
    'kurzprofil',
    'persönliches profil',
    'berufsprofil',
    'profil professionnel',
    'à propos',
    'à propos de moi',
    'objectif',
    'perfil',
    'resumen',
    'sobre mí',
    'objetivo',
    'perfil profesional',
    'resumo',
    'sobre mim',
    'perfil profissional',
    'resumo profissional',
    'profilo',
    'sommario',
    'chi sono',
    'obiettivo',
    'profilo professionale',
    'profiel',
    'over mij',
    'samenvatting',
    'persoonlijk profiel',
    'summary and objectives',
    'research interests',
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
    'berufserfahrung',
    'berufliche erfahrung',
    'berufliche erfahrungen',
    'beruflicher werdegang',
    'werdegang',
    'praktische erfahrung',
    'berufspraxis',
    'arbeitserfahrung',
    'praktika',
    'beschäftigungsverlauf',
    'expérience',
    'expériences',
    'expérience professionnelle',
    'expériences professionnelles',
    'parcours professionnel',
    'parcours',
    'stages',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'historial laboral',
    'experiência',
    'experiência profissional',
    'experiências profissionais',
    'histórico profissional',
    'experiência de trabalho',
    'percurso profissional',
    'esperienza',
    'esperienze',
    'esperienza lavorativa',
    'esperienze lavorative',
    'esperienza professionale',
    'esperienze professionali',
    'werkervaring',
    'ervaring',
    'loopbaan',
    'beroepservaring',
    'professionele ervaring',
    'werkgeschiedenis',
    'employment experience',
    'professional history',
    'work and leadership experience',
    'academic appointments',
    'academic positions',
    'teaching',
    'teaching positions',
    'appointments',
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
    'ausbildung',
    'bildung',
    'bildungsweg',
    'schulbildung',
    'studium',
    'akademischer werdegang',
    'hochschulabschluss',
    'hochschulbildung',
    'umschulung',
    'schulische ausbildung',
    'aus- und weiterbildung',
    'formation',
    'formations',
    'éducation',
    'études',
    'parcours académique',
    'diplômes',
    'formation académique',
    'diplômes et formations',
    'formación',
    'educación',
    'formación académica',
    'estudios',
    'formação',
    'educação',
    'formação académica',
    'formação acadêmica',
    'escolaridade',
    'habilitações',
    'habilitações académicas',
    'habilitações literárias',
    'istruzione',
    'formazione',
    'istruzione e formazione',
    'titoli di studio',
    'opleiding',
    'opleidingen',
    'onderwijs',
    'scholing',
    'education and qualifications',
    'degrees',
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
    'kenntnisse',
    'fähigkeiten',
    'fachkenntnisse',
    'kompetenzen',
    'it-kenntnisse',
    'edv-kenntnisse',
    'fertigkeiten',
    'technische kenntnisse',
    'qualifikationen',
    'compétences',
    'compétences techniques',
    'savoir-faire',
    'logiciels',
    'outils',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'competências',
    'conhecimentos',
    'aptidões',
    'competências técnicas',
    'competenze',
    'competenze tecniche',
    'capacità',
    'vaardigheden',
    'competenties',
    'kennis',
    'technical expertise',
    'software',
    'skills and languages',
    'computer skills',
    'it skills',
    'hard skills',
    'soft skills',
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
    'zertifikate',
    'zertifizierungen',
    'certificats',
    'certificaciones',
    'certificados',
    'certificações',
    'certificazioni',
    'certificaten',
    'certificeringen',
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
    'licensure',
    'licensure and certifications',
    'licensure & certifications',
    'registration',
    'registrations',
    'professional registration',
    'professional registrations',
    'registration and training',
    'registration & training',
    'registration and certifications',
  ],
  projects: [
    'projekte',
    'projets',
    'proyectos',
    'projetos',
    'progetti',
    'projecten',
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
    'kontakt',
    'persönliche daten',
    'coordonnées',
    'contacto',
    'datos personales',
    'dados pessoais',
    'contatto',
    'dati personali',
    'contactgegevens',
    'persoonlijke gegevens',
    'informations personnelles',
    'kontaktdaten',
    'contact',
    'contact information',
    'contact info',
    'links',
    'personal information',
    'details',
  ],
  other: [
    'sprachen',
    'sprachkenntnisse',
    'langues',
    'idiomas',
    'línguas',
    'lingue',
    'talen',
    'hobbys',
    'interessen',
    "centres d'intérêt",
    'intérêts',
    'loisirs',
    'intereses',
    'aficiones',
    'interesses',
    'interessi',
    "hobby's",
    'sonstiges',
    'divers',
    'otros',
    'outros',
    'altro',
    'overig',
    'publikationen',
    'publicaciones',
    'publicações',
    'pubblicazioni',
    'publicaties',
    'auszeichnungen',
    'prix',
    'distinctions',
    'premios',
    'prémios',
    'premi',
    'ehrenamt',
    'bénévolat',
    'voluntariado',
    'volontariato',
    'vrijwilligerswerk',
    'referenzen',
    'références',
    'referencias',
    'referências',
    'referenze',
    'referenties',
    'talks',
    'invited talks',
    'selected publications',
    'awards and honors',
    'awards & honors',
    'honors and awards',
    'grants',
    'professional service',
    'professional activities',
    'teaching experience and talks',
    'conference presentations',
    'languages and interests',
    'awards',
    'honours',
    'honours and awards',
    'distinctions and awards',
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
    'cursos',
    'cursos complementares',
    'formação complementar',
    'kurse',
    'weiterbildungen',
    'fortbildungen',
    'formations complémentaires',
    'corsi',
    'cursussen',
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

function normalise(text: string): string {
  return (
    plain(text)
      // "Centres d’intérêt" as typed by a word processor.
      .replace(/[’‘`´]/g, "'")
      .replace(/[:|•·_*#]+/g, ' ')
      // "Honors/Awards", "Projects / Volunteering"
      .replace(/\s*\/\s*/g, ' and ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Section names that keep their meaning after a qualifier ("Tech Skills", "Berufliche Erfahrung"). */
const QUALIFIED = new Set([
  'experience',
  'experiences',
  'employment',
  'erfahrung',
  'experiencia',
  'esperienza',
  'esperienze',
  'ervaring',
  'education',
  'ausbildung',
  'formation',
  'formacion',
  'formacao',
  'skills',
  'kenntnisse',
  'kompetenzen',
  'competences',
  'competencias',
  'competenze',
  'vaardigheden',
]);

const BY_HEADING = new Map<string, SectionKind>();
for (const [kind, headings] of Object.entries(SYNONYMS) as [SectionKind, string[]][]) {
  for (const heading of headings) BY_HEADING.set(normalise(heading), kind);
}

/**
 * A line set like a heading, not a sentence: no closing stop, and bold, a heading style,
 * capitals, or each word capitalised ("Technical & Language Skills").
 */
function drawnAsHeading(line: TextLine): boolean {
  const text = line.text.trim();
  if (/[.,;]$/.test(text) || !/^\p{Lu}/u.test(text)) return false;
  if (line.heading || line.bold || text === text.toUpperCase()) return true;
  return text
    .split(/\s+/)
    .filter((word) => /^\p{L}{4,}/u.test(word))
    .every((word) => /^\p{Lu}/u.test(word));
}

/** The section a heading names, and whether only its last word says so ("Tech Skills"). */
function headingOf(line: TextLine): { kind: SectionKind; qualified: boolean } | null {
  const text = normalise(line.text);
  if (!text || text.split(' ').length > 5) return null;
  const kind = BY_HEADING.get(text) ?? BY_HEADING.get(text.replace(/ & /g, ' and '));
  if (kind) return { kind, qualified: false };
  // "EXPERIENCE ────" or "Skills —": a known heading followed by rules.
  const stripped = text.replace(/[-–—=~.]+$/g, '').trim();
  const known = BY_HEADING.get(stripped);
  if (known) return { kind: known, qualified: false };
  // "Tech Skills", "IT-Kenntnisse", "Teaching Experience": a qualified name of a known section.
  const last = stripped.split(/[\s-]/).pop() ?? '';
  const named = BY_HEADING.get(last);
  return text.split(' ').length <= 4 && QUALIFIED.has(last) && named && drawnAsHeading(line)
    ? { kind: named, qualified: true }
    : null;
}

/** The section a line starts, when it is a heading of one. */
export function sectionOf(line: TextLine): SectionKind | null {
  return headingOf(line)?.kind ?? null;
}

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: TextLine[];
}

/** How a line is drawn: its size, weight and case, what a document gives all its headings alike. */
/** A Word paragraph in a heading style: no size, marked a heading, not bold by its runs. */
const isWordHeading = (line: TextLine) => line.size === 0 && !line.bold && line.heading;

function styleOf(line: TextLine): string {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.length >= 3 && letters === letters.toUpperCase();
  return `${Math.round(line.size * 2) / 2}|${line.bold}|${capitals}|${line.heading}`;
}

/**
 * A line drawn like the document's known headings that names no known section ("PUBLICATIONS
 * AND TALKS", "EHRENAMTLICHES ENGAGEMENT"): a heading of its own, so its lines do not run into
 * the section above. Only a capitalised style that few lines share counts (with bold or a size of
 * its own where the format has them), and only for a short line of words.
 */
function headingStyles(lines: TextLine[]): Set<string> {
  const known = new Set<string>();
  const wordHeadings = new Set<string>();
  const counts = new Map<string, number>();
  for (const line of lines) {
    const style = styleOf(line);
    if (isWordHeading(line)) wordHeadings.add(style);
    // The known headings themselves do not count: a short CV with five sections in one style
    // has five lines of it that are all headings.
    if (sectionOf(line)) known.add(style);
    else counts.set(style, (counts.get(style) ?? 0) + 1);
  }
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return new Set(
    [...known].filter((style) => {
      // Capitals: a bold or larger role title can look like a heading, a capitalised one rarely.
      // A Word heading style (marked a heading, not bold by its runs) is the writer's own word
      // that the line is a heading, in capitals or not.
      const [size, bold, capitals] = style.split('|');
      const apart = bold === 'true' || Number(size) > bodySize * 1.1 || size === '0';
      // A style most lines share is the body's, not the headings'.
      return (
        (capitals === 'true' || wordHeadings.has(style)) &&
        apart &&
        (counts.get(style) ?? 0) <= Math.max(4, lines.length * 0.15)
      );
    }),
  );
}

const looksLikeUnknownHeading = (line: TextLine, styles: Set<string>) =>
  styles.has(styleOf(line)) &&
  line.cells.length <= 1 &&
  line.text.split(/\s+/).length <= 4 &&
  /^[\p{L}][\p{L} &/'’-]*:?$/u.test(line.text);

/** The lines before the first heading (the name and contact block), and each section after. */
export function splitSections(lines: TextLine[]): { header: TextLine[]; sections: Section[] } {
  const header: TextLine[] = [];
  const sections: Section[] = [];
  const styles = headingStyles(lines);
  // The size the document prints its section headings in: the one most known headings share
  // (the larger on a tie; one heading drawn larger than the rest does not set it).
  const tally = new Map<number, number>();
  for (const line of lines) {
    if (headingOf(line)?.qualified !== false) continue;
    const size = Math.round(line.size * 2) / 2;
    tally.set(size, (tally.get(size) ?? 0) + 1);
  }
  const [headingSize] = [...tally].reduce<[number, number]>(
    (best, [size, count]) =>
      count > best[1] || (count === best[1] && size > best[0]) ? [size, count] : best,
    [0, 0],
  );
  const smaller = (line: TextLine) => line.size > 0 && line.size < headingSize * 0.95;
  // The kind of the section the last heading of full size opened.
  let parent: SectionKind | null = null;
  for (const line of lines) {
    const current = sections[sections.length - 1];
    const named = headingOf(line);
    // "Environmental Education" printed smaller than the document's section headings, under
    // "Teaching": a part of that section (a kind of teaching), not a section of its own.
    const kindOfParent: boolean = parent !== null && named?.qualified === true && smaller(line);
    // A list of skills is short capitalised lines itself ("HTML", "SQL"): none of them is a
    // heading, unless a Word heading style says so.
    const kind: SectionKind | null =
      (kindOfParent ? parent : named?.kind) ??
      (current &&
      (current.kind !== 'skills' || isWordHeading(line)) &&
      looksLikeUnknownHeading(line, styles)
        ? 'other'
        : null);
    if (kind) {
      if (!smaller(line)) parent = kind;
      sections.push({ kind, heading: line.text, lines: [] });
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}
