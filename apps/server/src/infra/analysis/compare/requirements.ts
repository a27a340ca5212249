import type { RequirementImportance } from '@vita/api/schemas';
import { listWords } from '../../language/text';
import { skillMentions } from '../../language/vocabulary';
import { foreignSkillMentions, glossOf } from './glossary';
import { contentStems, excerpt, maskAddresses, squeeze, wordsOf } from './words';

/**
 * A posting's requirement lines broken into the things a CV can show: known skills (the shared
 * vocabulary), degrees, certifications and licences, languages spoken, and — for a line that
 * asks for experience of something the vocabulary does not know — the phrase itself. A line
 * "Python, Go or Java" is one requirement any of the three satisfies; "Python and Go" are two.
 */

export interface SkillTerm {
  kind: 'skill';
  name: string;
}
export interface CredentialTerm {
  kind: 'credential';
  name: string;
  patterns: readonly RegExp[];
  /** A licence, registration or clearance the work cannot be done without. */
  hard: boolean;
}
export interface LanguageTerm {
  kind: 'language';
  name: string;
  pattern: RegExp;
}
export interface DegreeTerm {
  kind: 'degree';
  name: string;
  /** 0 school, 1 associate or diploma, 2 bachelor's, 3 master's, 4 doctorate. */
  level: number;
  /** Each field the posting accepts, as the stems of its words ("Computer Science"). */
  fields: string[][];
  /** "or a related field": any field of the level will do. */
  related: boolean;
  /** "or equivalent experience": years of work stand in for it. */
  orExperience: boolean;
}
export interface PhraseTerm {
  kind: 'phrase';
  name: string;
  stems: string[];
  /** Words any one of which shows it (a concept read from a line in another language). */
  any?: string[];
  /**
   * The concept's words in the posting's languages, whole words that start with them: a CV
   * written in another language than English shows it by them too ("Pflegefachkraft", not
   * "Krankenpflege"; an English CV's "hospitality" is never read so).
   */
  native?: RegExp;
  /** Something to hold (a training, an endorsement), not experience to show. */
  held: boolean;
  /**
   * Experience of a field ("software development experience"), which a role titled in it shows
   * when the role lists what was done there; a skill is never shown by a title.
   */
  field?: boolean;
}
export type Term = SkillTerm | CredentialTerm | LanguageTerm | DegreeTerm | PhraseTerm;

export interface Requirement {
  /** The canonical name; for alternatives, all of them: "Tableau or Power BI". */
  name: string;
  importance: RequirementImportance;
  asked_in: string;
  /** Any one of these satisfies it. */
  terms: Term[];
  /** These satisfy it too, though it is not named after them (see `Group`). */
  also: Term[];
  /** The asking line's place: the required lines, then the preferred, then the text's sentences. */
  line: number;
}

interface Mention {
  term: Term;
  index: number;
  end: number;
}

// --- Certifications and licences -------------------------------------------------------------

/**
 * Credentials a posting asks for and a CV lists, with every way both write them. The ones the
 * skills vocabulary already holds (PMP, PRINCE2, BLS, ACLS) are found there.
 */
const CREDENTIALS: { name: string; patterns: RegExp[]; hard: boolean }[] = (
  [
    {
      name: 'Registered Nurse licence',
      patterns: [
        /\bregistered (?:general |adult |mental health |children['’]s |paediatric |pediatric )?nurse\b/i,
        /\bRN\b(?![-/])/,
        /\bNMC\b/,
        /\bnursing (?:licen[cs]e|registration)\b/i,
      ],
    },
    { name: 'CPA', patterns: [/\bCPA\b/, /\bcertified public accountant\b/i] },
    { name: 'ACCA', patterns: [/\bACCA\b/] },
    { name: 'CIMA', patterns: [/\bCIMA\b/] },
    { name: 'ACA', patterns: [/\bACA\b/, /\bICAEW\b/] },
    { name: 'CFA', patterns: [/\bCFA\b/, /\bchartered financial analyst\b/i] },
    { name: 'MBA', patterns: [/\bMBA\b/, /\bmaster of business administration\b/i] },
    { name: 'CISSP', patterns: [/\bCISSP\b/] },
    { name: 'CCNA', patterns: [/\bCCNA\b/] },
    { name: 'CompTIA Security+', patterns: [/\bCompTIA Security\+/i, /\bSecurity\+(?!\w)/] },
    {
      name: 'AWS certification',
      patterns: [/\bAWS[- ]certified\b/i, /\bAWS (?:[\w-]+ ){0,3}certification\b/i],
    },
    {
      name: 'Certified ScrumMaster',
      patterns: [
        /\bCSM\b/,
        /\bPSM\b/,
        /\bcertified scrum ?master\b/i,
        /\bprofessional scrum master\b/i,
      ],
    },
    { name: 'ITIL', patterns: [/\bITIL\b/] },
    {
      name: 'Qualified Teacher Status (QTS)',
      patterns: [/\bQTS\b/, /\bqualified teacher status\b/i],
    },
    { name: 'PGCE', patterns: [/\bPGCE\b/] },
    {
      name: 'Teaching licence',
      patterns: [/\bteaching (?:licen[cs]e|certificat(?:e|ion)|credential)\b/i],
    },
    { name: 'TEFL qualification', patterns: [/\bTEFL\b/, /\bTESOL\b/, /\bCELTA\b/] },
    { name: 'Driving licence', patterns: [/\bdriv(?:ing|er['’]?s) licen[cs]e\b/i] },
    {
      name: 'Forklift licence',
      patterns: [
        /\bforklift\b[^.;\n]{0,24}?\b(?:licen[cs]e|certificat(?:e|ion)|certified|operator)\b/i,
        /\bFLT licen[cs]e\b/i,
      ],
    },
    {
      name: 'Commercial driver’s licence (CDL)',
      patterns: [/\bCDL\b/, /\bcommercial driver['’]?s licen[cs]e\b/i],
    },
    { name: 'CPIM', patterns: [/\bCPIM\b/] },
    { name: 'CSCP', patterns: [/\bCSCP\b/] },
    { name: 'CIPD', patterns: [/\bCIPD\b/] },
    { name: 'SHRM-CP', patterns: [/\bSHRM-(?:CP|SCP)\b/] },
    { name: 'NEBOSH', patterns: [/\bNEBOSH\b/] },
    { name: 'IOSH', patterns: [/\bIOSH\b/] },
    { name: 'Series 7', patterns: [/\bSeries 7\b/i] },
    {
      name: 'Google Ads certification',
      patterns: [/\bgoogle ads[\w\s-]{0,24}?certif(?:ied|ication|icate)\b/i],
    },
    { name: 'Security clearance', patterns: [/\b(?:security|SC|DV) clearance\b/i] },
  ] as { name: string; patterns: RegExp[] }[]
).map((credential) => ({
  ...credential,
  hard: /licen[cs]e|clearance|status|\(CDL\)|^CPA$/.test(credential.name),
  patterns: credential.patterns.map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`)),
}));

// --- Languages spoken ------------------------------------------------------------------------

const LANGUAGES: [string, RegExp][] = [
  ...[
    'English',
    'Spanish',
    'French',
    'German',
    'Portuguese',
    'Italian',
    'Dutch',
    'Polish',
    'Russian',
    'Arabic',
    'Cantonese',
    'Japanese',
    'Korean',
    'Hindi',
    'Urdu',
    'Turkish',
    'Greek',
    'Swedish',
    'Norwegian',
    'Danish',
    'Finnish',
    'Welsh',
    'Hebrew',
    'Vietnamese',
    'Romanian',
    'Ukrainian',
    'Czech',
    'Hungarian',
    'Bengali',
    'Punjabi',
    'Tagalog',
    'Gujarati',
    'Tamil',
    'Telugu',
    'Marathi',
    'Somali',
    'Persian',
    'Farsi',
    'Pashto',
    'Kurdish',
    'Malay',
    'Indonesian',
    'Thai',
    'Swahili',
    'Amharic',
    'Yoruba',
    'Igbo',
    'Hausa',
    'Serbian',
    'Croatian',
    'Bulgarian',
    'Slovak',
    'Slovenian',
    'Lithuanian',
    'Latvian',
    'Estonian',
    'Albanian',
    'Irish',
    'Catalan',
    'Basque',
    'Galician',
    'Icelandic',
    'Lingala',
  ].map((name): [string, RegExp] => [name, new RegExp(`\\b${name}\\b`, 'g')]),
  ['Mandarin', /\bMandarin\b|\bChinese\b/g],
  ['British Sign Language', /\bBritish Sign Language\b|\bBSL\b/g],
];

/** Words that show a line is about languages spoken, not "German payroll rules". */
const LANGUAGE_CONTEXT =
  /\b(?:fluen(?:t|cy)|speak(?:er|ers|ing|s)?|spoken|written|languages?|bilingual|native|proficien(?:t|cy)|conversational|mother tongue|[ABC][12])\b/i;

// --- Degrees ---------------------------------------------------------------------------------

const LEVEL_NAMES = [
  'High school diploma',
  'Associate degree',
  'Bachelor’s degree',
  'Master’s degree',
  'Doctorate',
];

/**
 * Degree names by level. Two-letter forms (BA, BS, MA, MS) only before "in", "of", "(Hons)" or a
 * comma: "MS Office" and "MA 02139" are not degrees. "Degree" alone only where it means one
 * ("a degree in", "degree-level"), not "a high degree of accuracy".
 */
export const DEGREE_LEVELS: [number, RegExp][] = [
  [4, /\b(?:Ph\.?\s?D\.?|DPhil|[Dd]octorate|[Dd]octoral degree)(?!\w)/g],
  [
    3,
    /\b(?:[Mm]aster['’]?s?(?: degree\b|(?= (?:in|of)\b))|[Mm]aster['’]s|MSc|M\.Sc\.?|MEng|MEd|M\.Ed\.?|MPH|MSN|MRes|MPhil|MFA|LLM|M\.S\.|M\.A\.|(?:MS|MA)(?=\s+(?:in|of|degree)\b|\s*\(|,))(?!\w)/g,
  ],
  [
    2,
    /\b(?:[Bb]achelor['’]?s?(?: degree\b|(?= (?:in|of)\b))|[Bb]achelor['’]s(?: degree)?|BSc|B\.Sc\.?|BEng|BEd|B\.Ed\.?|BSN|BCom|BBA|LLB|BFA|B\.S\.|B\.A\.|(?:BS|BA)(?=\s+(?:in|of|degree)\b|\s*\(?[Hh]ons|,)|(?:[Uu]ndergraduate|[Uu]niversity|[Rr]elevant|[Cc]ollege|4-year|four-year) degree|(?<!-)[Dd]egree(?=\s+in\b|[- ]level|\s+educated|\s+or\s+(?:equivalent|higher)))(?!\w)/g,
  ],
  [
    1,
    /\b(?:[Aa]ssociate['’]?s? degree|ADN|HND|HNC|[Dd]iploma(?=\s+(?:in|of)\b)|[Ff]oundation degree)(?!\w)/g,
  ],
  [0, /\b(?:[Hh]igh school diploma|GED)(?!\w)/g],
];

/** School qualifications a CV lists; a posting that names them means what is taught. */
const SCHOOL =
  /\b(?:A[- ]levels?|GCSEs?|Highers|[Hh]igh [Ss]chool|[Ss]econdary [Ss]chool|[Ss]ixth [Ff]orm)(?!\w)/;

/**
 * Every match of a shared `g` pattern from the start of the text. `matchAll` starts where the
 * pattern's `lastIndex` was left, so a pattern used before would silently skip matches.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)];
}

/** The highest degree level a text names, or -1. */
export function degreeLevelIn(text: string): { level: number; index: number; length: number } {
  for (const [level, pattern] of DEGREE_LEVELS) {
    const match = allMatches(pattern, text)[0];
    if (match) return { level, index: match.index, length: match[0].length };
  }
  const school = SCHOOL.exec(text);
  if (school) return { level: 0, index: school.index, length: school[0].length };
  return { level: -1, index: 0, length: 0 };
}

const FIELD_STOP = new Set(
  'related relevant equivalent similar comparable from with preferred required is are plus desirable would will ideally discipline subject a an the other any quantitative technical and/or'.split(
    ' ',
  ),
);

/** The fields named right after a degree: "in Computer Science, Engineering or a related field". */
function fieldsAfter(rest: string): { fields: string[]; length: number } {
  const lead =
    /^\s*(?:\(\s*hons\s*\)\s*|hons\s+)?(?:degree\s+)?(?:of\s+(?:science|arts)\s+)?(?:in|of)\s+/i.exec(
      rest,
    );
  if (!lead) return { fields: [], length: 0 };
  const words: string[] = [];
  let length = lead[0].length;
  const tokens = rest.slice(length).split(/(\s+|[,;.()/])/);
  let consumed = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (/^\s*$/.test(token)) {
      consumed += token.length;
      continue;
    }
    if (/^[;.()]$/.test(token)) break;
    const lower = token.toLowerCase();
    if (FIELD_STOP.has(lower)) break;
    if (/^(?:or|and|&|,|\/)$/.test(lower)) {
      // A join continues the list only when a field follows it, not "or a related field".
      const next = tokens.slice(i + 1).find((t) => !/^\s*$/.test(t));
      if (!next || FIELD_STOP.has(next.toLowerCase()) || /^[;.()]$/.test(next)) break;
    }
    if (words.length >= 8) break;
    words.push(token);
    consumed += token.length;
    length = lead[0].length + consumed;
  }
  const fields = words
    .join(' ')
    .split(/\s*(?:,|\bor\b|\band\b|&|\/)\s*/)
    .map((field) => squeeze(field))
    .filter((field) => contentStems(field).length > 0);
  return { fields, length: fields.length ? length : 0 };
}

/** Work experience accepted in place of a degree: "or equivalent work experience". */
const EQUIVALENT_EXPERIENCE =
  /\bequivalent (?:practical |professional |work |industry |relevant )?experience\b|\bor (?:relevant |equivalent )?(?:work |professional )?experience\b/i;

function degreeMentions(line: string): Mention[] {
  const mentions: Mention[] = [];
  for (const [level, pattern] of DEGREE_LEVELS) {
    for (const match of allMatches(pattern, line)) {
      const found = match[0];
      const after = fieldsAfter(line.slice(match.index + found.length));
      let fields = after.fields;
      if (!fields.length && /^BSN$/.test(found)) fields = ['Nursing'];
      const generic =
        /degree$/i.test(found) && !/(?:bachelor|master|associate|doctoral)/i.test(found);
      const label = generic ? 'Degree' : LEVEL_NAMES[level]!;
      const rest = line.slice(match.index);
      mentions.push({
        term: {
          kind: 'degree',
          name: fields.length ? `${label} in ${listWords(fields, 'or')}` : label,
          level,
          fields: fields.map((field) => contentStems(field)),
          // Within the degree's own clause, and not the "equivalent experience" that stands in
          // for the degree: "in Accounting or equivalent work experience" still asks Accounting.
          related: /\b(?:related|relevant|similar|equivalent|comparable|quantitative|STEM)\b/i.test(
            rest.split(/[;.]/)[0]!.replace(EQUIVALENT_EXPERIENCE, ' '),
          ),
          orExperience: EQUIVALENT_EXPERIENCE.test(rest),
        },
        index: match.index,
        end: match.index + found.length + after.length,
      });
    }
  }
  return mentions;
}

// --- Lines -----------------------------------------------------------------------------------

/** Skills that are traits a reader judges from the whole CV, never a line of it. */
const TRAITS = new Set(['Communication', 'Problem solving']);

/** Lines that ask for a trait or a condition (not something a CV lists): no requirement. */
const TRAIT_LINE =
  /\b(?:communication|presentation skills|customer[- ]focused|attention to detail|detail[- ]oriented|team player|self[- ]starter|self[- ]motivated|motivated|passion(?:ate)?|enthusias(?:m|tic)|fast[- ]paced|ability to|able to|willing(?:ness)? to|eager|curious|curiosity|proactive|positive attitude|independently|interpersonal|organi[sz]ational|organi[sz]ed|time management|multi-?task|communicator|empath(?:y|etic)|compassion(?:ate)?|resilien(?:t|ce)|flexib(?:le|ility)|right to work|eligib(?:le|ility)|availab(?:le|ility)|must be|hungry|competitive|growth mindset|collaborative|team spirit|sense of humou?r|work ethic|calm under pressure)\b/i;

/** What a line asks experience of: "Experience with X", "Knowledge of X", "X experience". */
const CUE =
  /\b(?:experience|knowledge|understanding|familiarity|proficiency|expertise|background|track record|exposure)\b/i;

/**
 * What a line asks to hold, when the credentials table does not know it: "Hazmat endorsement",
 * "Forest School training", "DOT medical card". The phrase is the whole line.
 */
const HOLD_CUE =
  /\b(?:training|trained|certificate|certification|certified|qualification|qualified|endorsement|licen[cs]e|accredit(?:ed|ation)|registration|registered|card|clearance|ticket|membership)\b/i;

const YEARS_LEAD =
  /^\s*(?:at least |minimum (?:of )?|a minimum of )?\d{1,2}\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs)['’]?\s*(?:of\s+)?/i;

const TRAILER =
  /\s*(?:\(?(?:is |would be |will be )?(?:a (?:big |strong )?(?:plus|bonus)|an advantage|advantageous|preferred|desirable|desired|nice to have|highly regarded|beneficial|essential|required|a must)\)?\.?\s*)$/i;

const LEAD_ADJECTIVES =
  /^(?:(?:proven|strong|solid|good|excellent|great|deep|demonstrable|demonstrated|extensive|relevant|previous|prior|professional|practical|hands-on|some|working|sound|thorough|commercial|significant|recent|post-registration|post-qualification|industry|direct|clinical|the|a|an)\s+)+/i;

/** A phrase cut at its first clause break, without articles or a trailing full stop. */
const clause = (text: string) =>
  text
    .split(
      /[,;:(]|\s[–—-]\s|\s(?:such as|e\.g\.|including|especially|ideally|preferably|where|who|which)\s/i,
    )[0]!
    .replace(/^(?:a|an|the)\s+/i, '')
    .replace(/[.\s]+$/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .join(' ');

/**
 * The phrase a line asks experience of, when the vocabulary found nothing in it: "Retail
 * pharmacy experience" → "Retail pharmacy"; "Experience managing a team of 20+ operatives" →
 * "Managing a team of 20+ operatives". "Retail or e-commerce" gives two, either of which will do.
 */
function phrasesOf(line: string): PhraseTerm[] {
  if (TRAIT_LINE.test(line)) return [];
  const text = line.replace(YEARS_LEAD, '').replace(TRAILER, '');
  const at = CUE.exec(text);
  if (!at) {
    return HOLD_CUE.test(text) ? phraseTerms(clause(text.replace(LEAD_ADJECTIVES, '')), true) : [];
  }
  const before = clause(text.slice(0, at.index).replace(LEAD_ADJECTIVES, ''));
  const after = clause(
    text
      .slice(at.index + at[0].length)
      .replace(/^\s*(?:of|in|with|on|at|across|using|within|as|around|for|to)\s+/i, ''),
  );
  return phraseTerms(contentStems(before).length ? before : after, false).map((term) => ({
    ...term,
    field: true,
  }));
}

/** A number of years, as English, French, German, Spanish and Dutch postings write it. */
const ANY_YEARS =
  /\b\d{1,2}\s*\+?\s*(?:(?:-|–|à|a|bis|tot|to)\s*\d{1,2}\s*)?(?:years?|yrs|ans|ann[ée]es|jahren?|a[ñn]os|jaar|jaren)\b/i;

/** Words that only say who is addressed, in the languages postings are read in. */
const ADDRESSED =
  /^(?:(?:you|we|candidates?|the (?:ideal )?candidate|applicants?)\s+(?:will |should |must |shall )?(?:have|has|are|is|be|bring|possess|hold|show|demonstrate|need|can)\b|(?:je|jij|u)\s+(?:hebt|heeft|bent|kunt|beschikt over)\b|vous\s+(?:avez|êtes|etes|possédez|possedez|maîtrisez|maitrisez|disposez d['e]|aimez|savez)\b|(?:sie|du)\s+(?:haben|hast|sind|bist|verfügen über|verfügst über|bringen|bringst)\b|(?:tienes|eres|cuentas con|posees|tiene|cuenta con)\b)\s*/i;

/** The words of a trait line that name the trait ("communication" in "excellent communication"). */
const TRAIT_WORDS = new RegExp(TRAIT_LINE.source, 'gi');

/** Small words that show a line is written in German, French, Spanish or Dutch, not English. */
const NOT_ENGLISH =
  /(?:^|[\s'’(])(?:vous|votre|vos|les|des|du|de|et|une|avec|pour|dans|und|mit|der|die|das|eine?|oder|sowie|zu|los|las|con|una|para|y|el|je|jij|het|een|met|van|voor|bent|hebt)(?=[\s,.;:)]|$)/i;

/**
 * What a requirement line in another language asks, in the English words a CV in English uses:
 * the concept's name and the words that show it. Requirement wording of any field, not of one
 * posting: telephone and customer work, data and analysis, care, traits.
 */
const CONCEPTS = (
  [
    [/t[ée]l[ée]phon|telef[oó]n|telefoon/, 'Telephone', ['telephone', 'phone']],
    [/client[eè]?|kunden?|klant/, 'Customer relations', ['customers', 'clients', 'retail']],
    [/[ée]coute|zuh[öo]ren|escucha|luisteren/, 'Listening', ['listening', 'communication']],
    [
      /informatique|ordinateur|inform[áa]tica|ordenador|computer|edv/,
      'Computer skills',
      ['computer', 'software', 'excel'],
    ],
    [
      /analys|an[áa]lisis|analytisch|anal[ií]tic/,
      'Analysis',
      ['analysis', 'analytical', 'analyse'],
    ],
    [/synth[èe]se|s[íi]ntesis|synthese/, 'Synthesis', ['synthesis', 'summar', 'report']],
    [
      /autonom|selbstst[äa]ndig|eigenst[äa]ndig|zelfstandig/,
      'Autonomy',
      ['independently', 'autonomous', 'autonomy'],
    ],
    [
      /rigueur|rigor|sorgfalt|gr[üu]ndlich|nauwkeurig|pr[ée]cis|precis|pr[äa]zis|d[ée]tail|detalle/,
      'Accuracy',
      ['accuracy', 'accurate', 'detail', 'precise'],
    ],
    [
      /organisation|organizaci[óo]n|organisiert|organisatie|organis/,
      'Organisation',
      ['organised', 'organized', 'organisation', 'organization'],
    ],
    [
      /communicat|kommunikat|comunicaci[óo]n|relationnel|mensgericht|interpersonn/,
      'Communication',
      ['communication', 'interpersonal'],
    ],
    [/[ée]quipe|equipo|teamf[äa]hig|samenwerk/, 'Teamwork', ['team']],
    [/donn[ée]es|daten|datos|\bdata\b/, 'Data', ['data']],
    [/base de donn[ée]es|datenbank|base de datos|database/, 'Databases', ['database', 'sql']],
    [
      /m[ée]dic|medizin|medisch|zorg|soins|pflege|sanit|pati[eë]nt|verpleeg|krankenpfleg|infirmi|enfermer/,
      'Healthcare',
      ['medical', 'clinical', 'patient', 'health'],
    ],
    [/h[ôo]pital|krankenhaus|hospital|ziekenhui/, 'Hospital', ['hospital', 'clinical', 'ward']],
    [/recherche scientifique|forschung|investigaci[óo]n|onderzoek/, 'Research', ['research']],
    [/vente|commercial|vertrieb|ventas|verkoop/, 'Sales', ['sales', 'selling', 'retail']],
    [/gestion|gesti[óo]n|verwaltung|beheer/, 'Management', ['management', 'managing']],
    [/comptab|buchhaltung|contabilidad|boekhoud/, 'Accounting', ['accounting', 'bookkeeping']],
    [
      /dossier|dokumentation|documentaci[óo]n|documentatie|documentation/,
      'Documentation',
      ['documentation', 'records'],
    ],
    [/enthousias|begeister|entusiasm/, 'Enthusiasm', ['enthusiasm', 'enthusiastic', 'motivated']],
    [
      /pers[ée]v[ée]ran|ausdauer|perseveran|doorzett/,
      'Perseverance',
      ['perseverance', 'persistent'],
    ],
    [/initiative|iniciativa|initiatief/, 'Initiative', ['initiative']],
    [/curiosit|neugier|curiosidad|nieuwsgierig/, 'Curiosity', ['curious', 'curiosity']],
    [
      /responsabilit|verantwortung|responsabilidad|verantwoordelijk/,
      'Responsibility',
      ['responsible', 'responsibility'],
    ],
  ] as [RegExp, string, string[]][]
).map(([pattern, name, words]) => ({
  pattern: new RegExp(pattern.source, 'i'),
  name,
  // Its words as the start of a whole word, for a CV written in the posting's language.
  native: new RegExp(`(?<![\\p{L}])(?:${pattern.source})[\\p{L}-]*`, 'iu'),
  any: words.flatMap((word) => contentStems(word)),
}));

/** The English concepts a line in another language asks for, each any of its words. */
function conceptsOf(line: string): PhraseTerm[] {
  if (!NOT_ENGLISH.test(line)) return [];
  const text = line.normalize('NFC');
  return CONCEPTS.filter(({ pattern }) => pattern.test(text)).map(({ name, native, any }) => ({
    kind: 'phrase',
    name,
    stems: [],
    native,
    held: false,
    // What a line in another language names is work of a field as often as a skill ("un poste
    // commercial"): a role titled in it, with what was done there, shows it.
    field: true,
    any,
  }));
}

/** "(ex. …)", "(e.g. …)", "(such as …)": examples of what the line asks, in brackets. */
const EXAMPLES_IN_BRACKETS =
  /\s*\((?:ex\.?|e\.\s?g\.?|eg\.?|i\.\s?e\.?|such as|for example|for instance|including|like)\s[^)]*\)/gi;

/** What a job asks of a body, a calendar or a status, which no CV shows: a condition of the job. */
const CONDITION =
  /\b(?:ability to|able to|willing(?:ness)? to|must be|availab\w*)\s+(?:to\s+)?(?:(?:regularly|occasionally|frequently)\s+)?(?:lift|carry|push|pull|stand|sit|walk|kneel|bend|climb|travel|relocate|commute|drive|work (?:weekends|nights|evenings|shifts|overtime|on[- ]?call|flexible|rotating|in the office|on ?site|remotely|from)|start|obtain|pass|undergo|legally|eligible|authori[sz]ed|over \d|at least \d|\d|on[- ]?call|available|flexible)|^\W*(?:availab\w*|must be)\b/i;

/**
 * A requirement line as one phrase, when no rule names what it asks: named after the line (its
 * first twelve words, the addressee left out), found in a CV by the line's words. A trait is
 * found by the trait's own words: a CV shows "communication" where it says it communicates.
 */
function linePhrase(line: string): PhraseTerm | null {
  // Years in a field are the experience part's to judge, in any language.
  if (YEARS_LEAD.test(line) || ANY_YEARS.test(line)) return null;
  const text = squeeze(
    line
      .replace(ADDRESSED, '')
      .replace(TRAILER, '')
      // "AAT Level 3 or above": a higher level shows it too, and no CV writes "above".
      .replace(/\s+or\s+(?:above|higher|better|equivalent)\b/gi, '')
      .replace(/[.;:,\s]+$/, ''),
  );
  // Examples in brackets ("(ex. collecting, organising, analysing …)") illustrate the skill the
  // line names; a CV need not show each of them, so they neither name nor find it.
  const asked = squeeze(text.replace(EXAMPLES_IN_BRACKETS, ' ')) || text;
  const words = asked.split(' ').filter(Boolean);
  if (!words.length) return null;
  const said = [...asked.matchAll(TRAIT_WORDS)].map((match) => match[0]);
  const traits = said.filter(
    (word) => !/^(?:ability to|able to|willing(?:ness)? to|must be|availab)/i.test(word),
  );
  // "Ability to lift 50 lbs", "Willingness to travel": a condition, not something a CV shows.
  // "The ability to mentor peers" is a skill like any other, asked in the line's own words; a
  // willingness is never shown before the job.
  const abilities = said.filter((word) => /^(?:ability to|able to)/i.test(word));
  if (said.length && !traits.length && (abilities.length < said.length || CONDITION.test(asked))) {
    return null;
  }
  const stems = contentStems(traits.length ? traits.join(' ') : asked);
  if (!stems.length) return null;
  const name = words.length > 12 ? `${words.slice(0, 12).join(' ')} …` : words.join(' ');
  return {
    kind: 'phrase',
    name: name.charAt(0).toUpperCase() + name.slice(1),
    stems,
    held: false,
  };
}

/** A phrase as terms: "Retail or e-commerce" is two, either of which will do. */
function phraseTerms(phrase: string, held: boolean): PhraseTerm[] {
  return phrase
    .split(/\s+or\s+/i)
    .filter((part) => contentStems(part).length)
    .map((part, i) => ({
      kind: 'phrase',
      name: i === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part,
      stems: contentStems(part),
      held,
    }));
}

type Join = 'or' | 'and' | 'list' | 'split';

const OR_WORDS = new Set(['or', 'either', 'nor']);
const AND_WORDS = new Set(['and', 'as', 'well', 'plus', 'also', 'along', 'together', 'both']);
/** "such as", "e.g.", "one of": what follows are examples, any of which will do. */
const EXAMPLE_WORDS = new Set(
  'such as e g eg like for example instance one any of at least more similar i ie other etc'.split(
    ' ',
  ),
);
const EXAMPLES =
  /(?:such as|\be\.?\s?g\b\.?|\bone of\b|\bany of\b|\beither\b|\blike\b|\bfor (?:example|instance)\b|\bat least one\b|\bone or more\b)/i;

/** How two neighbouring mentions are joined, from the text between them. */
function joinOf(raw: string): Join {
  // The full stops of "e.g." and "etc." end no sentence.
  const gap = raw
    .replace(/\b(?:e\.\s?g|i\.\s?e|etc)\./gi, ' eg ')
    // A name the vocabulary does not know, alone between slashes, bars or commas, is one more
    // alternative of the list ("Kotlin/Groovy/Go"), not a break in it.
    .replace(/(?<=[/|,])\s*[\p{L}][\p{L}\p{N}+#.]*\s*(?=[/|,])/gu, ' ');
  if (/[;:]|\.\s|\.$/.test(gap)) return 'split';
  const words = gap.toLowerCase().match(/[a-z]+/g) ?? [];
  if (!words.length) {
    if (/[/|(]/.test(gap)) return 'or';
    return 'list';
  }
  const known = (w: string) => OR_WORDS.has(w) || AND_WORDS.has(w) || EXAMPLE_WORDS.has(w);
  if (!words.every(known)) return 'split';
  if (words.some((w) => OR_WORDS.has(w)) || EXAMPLES.test(gap)) return 'or';
  if (words.some((w) => AND_WORDS.has(w))) return 'and';
  return 'or';
}

/** "MSc or PhD in Statistics": the field named once is asked of every degree before it. */
function shareFields(group: Term[]) {
  const degrees = group.filter((t): t is DegreeTerm => t.kind === 'degree');
  const last = degrees[degrees.length - 1];
  if (degrees.length < 2 || degrees.length !== group.length || !last?.fields.length) return;
  const suffix = last.name.slice(last.name.indexOf(' in '));
  for (const degree of degrees.slice(0, -1)) {
    if (degree.fields.length) continue;
    degree.fields = last.fields;
    degree.related = degree.related || last.related;
  }
  // Named once, as the posting does: "Master’s degree or Doctorate in Statistics".
  for (const degree of degrees.slice(0, -1)) degree.name = degree.name.replace(/ in .*$/, '');
  last.name = last.name.replace(/ in .*$/, '') + suffix;
}

const termKey = (term: Term) => `${term.kind}:${term.name.toLowerCase()}`;

export interface ReadOptions {
  /** Also read degrees, languages and phrases (lines of the posting's lists), not only skills. */
  full: boolean;
}

/** The mentions in a line, one per place (the longest there), in the line's order. */
function mentionsIn(line: string, options: ReadOptions): Mention[] {
  const masked = maskAddresses(line);
  const all: Mention[] = [];
  for (const credential of CREDENTIALS) {
    for (const pattern of credential.patterns) {
      for (const match of allMatches(pattern, masked)) {
        all.push({
          term: {
            kind: 'credential',
            name: credential.name,
            patterns: credential.patterns,
            hard: credential.hard,
          },
          index: match.index,
          end: match.index + match[0].length,
        });
      }
    }
  }
  if (options.full) {
    all.push(...degreeMentions(masked));
    if (LANGUAGE_CONTEXT.test(masked) || wordsOf(masked).length <= 4) {
      for (const [name, pattern] of LANGUAGES) {
        for (const match of allMatches(pattern, masked)) {
          all.push({
            term: { kind: 'language', name, pattern },
            index: match.index,
            end: match.index + match[0].length,
          });
        }
      }
    }
  }
  for (const mention of [...skillMentions(masked), ...foreignSkillMentions(masked)]) {
    all.push({
      term: { kind: 'skill', name: mention.name },
      index: mention.index,
      end: mention.end,
    });
  }
  all.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of all) {
    const last = kept[kept.length - 1];
    if (last && mention.index < last.end) continue;
    kept.push(mention);
  }
  return kept;
}

/** One requirement of a line: any of `terms` satisfies it, and so does any of `also`. */
export interface Group {
  terms: Term[];
  /**
   * The tools a line names for it: "CI/CD with Jenkins or GitHub Actions" is shown by a CV that
   * uses GitHub Actions, though it never writes "CI/CD".
   */
  also: Term[];
  /** Where in the line its first alternative is named; -1 for a phrase of the whole line. */
  at: number;
}

/**
 * "Payroll software such as BrightPay or Sage": what follows the marker are examples of the
 * skill just named, not requirements of their own. Only when the marker follows the skill
 * closely: in "Python and cloud platforms such as AWS" the examples are of something else.
 */
function examplesOfHead(gap: string): boolean {
  const marker = EXAMPLES.exec(gap);
  if (!marker) return false;
  const head = gap.slice(0, marker.index);
  return !/[,;]|\b(?:and|or)\b/i.test(head) && wordsOf(head).length <= 2;
}

/**
 * Skills a CV cannot show without showing the one asked: writing PostgreSQL queries is writing
 * SQL, a Spring service is Java, a PyTorch model is machine learning. Only one way: JavaScript
 * shows nothing of Java, and SQL nothing of PostgreSQL.
 */
const IMPLIED_BY: Record<string, string[]> = {
  SQL: ['PostgreSQL', 'MySQL', 'SQL Server', 'BigQuery', 'Snowflake', 'dbt'],
  JavaScript: ['TypeScript', 'Node.js', 'React', 'Vue.js', 'Angular', 'Next.js', 'Express'],
  Python: ['Django', 'Flask', 'FastAPI', 'pandas', 'NumPy', 'PyTorch', 'scikit-learn'],
  Java: ['Spring', 'Hibernate', 'JUnit'],
  Ruby: ['Ruby on Rails'],
  Swift: ['SwiftUI'],
  Dart: ['Flutter'],
  React: ['Next.js', 'React Native'],
  'Machine learning': [
    'Deep learning',
    'PyTorch',
    'TensorFlow',
    'scikit-learn',
    'NLP',
    'Computer vision',
  ],
  'Data visualization': ['Tableau', 'Power BI', 'Looker'],
  Statistics: ['Regression analysis', 'Hypothesis testing', 'A/B testing'],
  CRM: ['Salesforce', 'HubSpot'],
  'CI/CD': ['Jenkins', 'GitHub Actions', 'Fastlane', 'Bitrise', 'CircleCI'],
  'Unit testing': ['JUnit', 'Jest'],
  Agile: ['Scrum', 'Kanban'],
};

function impliedBy(terms: Term[]): Term[] {
  const asked = new Set(terms.map((t) => t.name));
  return terms.flatMap((term) =>
    term.kind === 'skill'
      ? (IMPLIED_BY[term.name] ?? [])
          .filter((name) => !asked.has(name))
          .map((name): Term => ({ kind: 'skill', name }))
      : [],
  );
}

/** "X with A or B", "X in Tableau": what follows is how X is done. */
const TOOL_JOIN = /^\s*(?:with|using|in|via|on|through)\s*$/i;

/**
 * A line's requirements: its mentions grouped into alternatives ("A, B or C") and separate
 * requirements ("A and B"), or the phrase it asks experience of when it names nothing known.
 */
export function termsOfLine(line: string, options: ReadOptions): Group[] {
  let text = line;
  const found = mentionsIn(line, options);
  // Traits, and a second name of a skill already named ("Kubernetes (k8s)"), are blanked out so
  // the words between the others still show how they are joined.
  const seen = new Set<string>();
  const mentions: Mention[] = [];
  for (const mention of found) {
    const key = termKey(mention.term);
    if ((mention.term.kind === 'skill' && TRAITS.has(mention.term.name)) || seen.has(key)) {
      text =
        text.slice(0, mention.index) +
        ' '.repeat(mention.end - mention.index) +
        text.slice(mention.end);
      continue;
    }
    seen.add(key);
    mentions.push(mention);
  }
  if (!mentions.length) {
    if (!options.full) return [];
    const phrases = phrasesOf(line);
    if (phrases.length) return [{ terms: phrases, also: [], at: -1 }];
    // A line in another language is asked as the concepts it names, in English words.
    const concepts = conceptsOf(line);
    if (concepts.length) return [{ terms: concepts, also: [], at: -1 }];
    // Every line of a requirements list asks something: what no rule names is asked in the
    // line's own words.
    const whole = linePhrase(line);
    return whole ? [{ terms: [whole], also: [], at: -1 }] : [];
  }
  const places = new Map(mentions.map((mention) => [mention.term, mention.index]));
  const gaps = mentions.slice(1).map((mention, i) => text.slice(mentions[i]!.end, mention.index));
  const joins: Join[] = gaps.map(joinOf);

  const runs: Term[][][] = [];
  /** Whether the run before each run names it as its tools ("… with"). */
  const toolRun: boolean[] = [];
  /** Whether a run only gives examples of the one before ("payroll software such as …"). */
  const exampleRun: boolean[] = [];
  let start = 0;
  while (start < mentions.length) {
    let end = start;
    while (end < joins.length && joins[end] !== 'split') end += 1;
    // mentions[start..end] are one run; joins[start..end-1] join them.
    const clauseStart = Math.max(
      0,
      ...[';', ':', '. '].map((mark) => text.lastIndexOf(mark, mentions[start]!.index) + 1),
    );
    const before = text.slice(clauseStart, mentions[start]!.index);
    const examples = EXAMPLES.test(before);
    const run = joins.slice(start, end).map((join) => (examples && join !== 'split' ? 'or' : join));
    for (let k = 0; k < run.length; k += 1) {
      if (run[k] !== 'list') continue;
      const next = run.slice(k + 1).find((join) => join !== 'list');
      const previous = run
        .slice(0, k)
        .reverse()
        .find((join) => join !== 'list');
      run[k] = next ?? previous ?? 'and';
    }
    const groups: Term[][] = [];
    let group: Term[] = [mentions[start]!.term];
    for (let k = 0; k < run.length; k += 1) {
      const term = mentions[start + k + 1]!.term;
      if (run[k] === 'or') group.push(term);
      else {
        groups.push(group);
        group = [term];
      }
    }
    groups.push(group);
    toolRun.push(start > 0 && TOOL_JOIN.test(gaps[start - 1]!));
    exampleRun.push(start > 0 && examplesOfHead(gaps[start - 1]!));
    runs.push(groups);
    start = end + 1;
  }
  const out: Group[] = [];
  runs.forEach((groups, r) => {
    if (exampleRun[r]) return;
    const tools = runs[r + 1] && (toolRun[r + 1] || exampleRun[r + 1]) ? runs[r + 1]!.flat() : [];
    groups.forEach((terms, g) => {
      shareFields(terms);
      out.push({
        terms,
        also: [...(g === groups.length - 1 ? tools : []), ...impliedBy(terms)],
        at: places.get(terms[0]!) ?? -1,
      });
    });
  });
  // English is what the CV is written in: a group it satisfies needs no checking.
  return out.filter(
    (group) => !group.terms.some((t) => t.kind === 'language' && t.name === 'English'),
  );
}

/** What a held phrase names when it is a licence, a registration or a clearance. */
const HARD_HELD = /\b(?:licen[cs]e[ds]?|clearance|registration|registered)\b/i;

/**
 * Whether a requirement is hard: the posting requires it and each of its alternatives is a
 * licence, registration or clearance, a degree level (not "or equivalent experience"), or a
 * language. A degree is missing as a hard requirement only when the CV's highest degree is below
 * the lowest level asked (`cvLevel`): a degree of the level in another field is no bar.
 */
export function isHard(requirement: Requirement, cvLevel: number): boolean {
  if (requirement.importance !== 'required' || !requirement.terms.length) return false;
  const degrees = requirement.terms.filter((t): t is DegreeTerm => t.kind === 'degree');
  if (degrees.length) {
    if (degrees.length !== requirement.terms.length) return false;
    if (degrees.some((d) => d.orExperience)) return false;
    return cvLevel < Math.min(...degrees.map((d) => d.level));
  }
  return requirement.terms.every(
    (t) =>
      (t.kind === 'credential' && t.hard) ||
      t.kind === 'language' ||
      (t.kind === 'phrase' && t.held && HARD_HELD.test(t.name)),
  );
}

/** A posting line without its bullet and the words that only grade it. */
export const cleanLine = (line: string) => squeeze(line.replace(/^[\s•·*▪◦●○■□➢►✓✔-]+/, ''));

export interface PostingLines {
  required: string[];
  preferred: string[];
  text: string;
}

/**
 * Every requirement of a posting, required before preferred, each in the posting's order, each
 * once (a skill asked again later, or again as a nice-to-have, is the first one). When the posting
 * has no lists, the skills its whole text names are taken as required.
 */
export function readRequirements(posting: PostingLines): Requirement[] {
  const requirements: Requirement[] = [];
  const known = new Set<string>();
  const foreign = inAnotherLanguage(posting.text);
  const add = (
    groups: Group[],
    lineImportance: RequirementImportance,
    asked: string,
    line: number,
  ) => {
    const wished = wishedSpans(asked);
    // A line in another language is asked in its own words, with the English the glossary knows.
    let native = foreign || NOT_ENGLISH.test(asked) ? asked : null;
    for (const { terms, also, at } of groups) {
      // "AWS, ideally Azure": what a line only wishes for is preferred, the rest as the line is.
      const importance = wished.some(([from, to]) => at >= from && at < to)
        ? 'preferred'
        : lineImportance;
      let name = listWords(
        terms.map((t) => t.name),
        'or',
      );
      if (native && terms.every((t) => t.kind === 'phrase')) {
        // The concepts the line was read as are part of its English.
        const concepts = terms.filter((t) => t.any?.length).map((t) => t.name.toLowerCase());
        name = nativeName(native, concepts) ?? name;
        native = null;
      }
      const key = name.toLowerCase();
      if (known.has(key)) continue;
      known.add(key);
      requirements.push({ name, importance, asked_in: asked, terms, also, line });
    }
  };
  const lists = [
    ['required', posting.required],
    ['preferred', posting.preferred],
  ] as const;
  let place = 0;
  for (const [importance, lines] of lists) {
    for (const raw of lines) {
      const line = cleanLine(raw);
      if (line) add(termsOfLine(line, { full: true }), importance, line, place);
      place += 1;
    }
  }
  if (!posting.required.length && !posting.preferred.length) {
    for (const sentence of sentencesOf(posting.text)) {
      place += 1;
      const groups = termsOfLine(sentence, { full: false });
      const first = skillMentions(maskAddresses(sentence))[0];
      add(
        groups,
        'required',
        excerpt(sentence, first?.index ?? 0, (first?.end ?? 0) - (first?.index ?? 0), 200),
        place,
      );
    }
  }
  return requirements;
}

/**
 * A line in another language as a requirement's name: its first twelve words without the
 * addressee, then the English of the words the glossary knows ("Zoekstrategieën ontwikkelen
 * (search strategies, develop)").
 */
function nativeName(line: string, concepts: string[]): string | null {
  const text = squeeze(
    line
      .replace(ADDRESSED, '')
      .replace(TRAILER, '')
      // "AAT Level 3 or above": a higher level shows it too, and no CV writes "above".
      .replace(/\s+or\s+(?:above|higher|better|equivalent)\b/gi, '')
      .replace(EXAMPLES_IN_BRACKETS, ' ')
      .replace(/[.;:,\s]+$/, ''),
  );
  const words = text.split(' ').filter(Boolean);
  if (!words.length) return null;
  const cut = words.length > 12 ? `${words.slice(0, 12).join(' ')} …` : words.join(' ');
  const own = new Set(contentStems(cut));
  // Each English word once: "computer" adds nothing to "computer skills".
  const gloss: string[] = [];
  for (const english of new Set([...concepts, ...glossOf(line)])) {
    const stems = contentStems(english);
    if (!stems.every((s) => own.has(s))) gloss.push(english);
    for (const s of stems) own.add(s);
  }
  const name = gloss.length ? `${cut} (${gloss.join(', ')})` : cut;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** English words every English posting is full of. */
const ENGLISH_WORDS = /\b(?:the|and|of|to|with|you|your|our|we|in|for|is|are)\b/gi;

/** Whether a posting is written in another language than English: more of their small words. */
export function inAnotherLanguage(text: string): boolean {
  const sample = text.slice(0, 4000);
  const english = sample.match(ENGLISH_WORDS)?.length ?? 0;
  const other = sample.match(new RegExp(NOT_ENGLISH.source, 'gi'))?.length ?? 0;
  return other > english;
}

/** A word that wishes for what follows it, to the clause's end: "ideally Azure". */
const WISH_BEFORE =
  /\b(?:ideally|preferably|idealerweise|vorzugsweise|id[ée]alement|de pr[ée]f[ée]rence|idealmente|preferentemente|bij voorkeur)\b/gi;
/** Words that wish for what comes before them, from the clause's start: "Python appréciée". */
const WISH_AFTER =
  /(?:\b(?:is |are |would be |will be )?(?:a (?:big |strong )?plus|an advantage|a bonus|nice to have|preferred|desirable)|\b(?:appr[ée]ci[ée]e?s?|souhait[ée]e?s?|von vorteil|w[üu]nschenswert|deseables?|valorables?|een pr[ée]))(?![\p{L}])/giu;

/** The parts of a line (start, end) that are only wished for. */
function wishedSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of allMatches(WISH_BEFORE, line)) {
    const rest = line.slice(match.index);
    const end = rest.search(/[;.)]/);
    spans.push([match.index, end < 0 ? line.length : match.index + end]);
  }
  for (const match of allMatches(WISH_AFTER, line)) {
    const start = Math.max(
      ...[',', ';', '(', ':'].map((mark) => line.lastIndexOf(mark, match.index)),
    );
    spans.push([start + 1, match.index]);
  }
  return spans;
}

/** A free text's sentences and lines, cleaned, the empty ones left out. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n|(?<=[.!?])\s+(?=[A-Z0-9•])/)
    .map(cleanLine)
    .filter(Boolean);
}
