import {
  HttpUrlSchema,
  OTHER_LINKS_MAX,
  serverMessages,
  type Degree,
  type EmploymentType,
  type ProficiencyLevel,
  type ProfileDraft,
} from '@vita/api/schemas';
import { textLine, type TextLine } from '../extract/lines';
import { findDateRange, isOnlyDates, type FoundRange } from '../../language/dates';
import { plain } from '../../language/normalise';
import { sectionOf, splitSections, type Section } from './sections';

type WorkDraft = ProfileDraft['work_experiences'][number];
type EducationDraft = ProfileDraft['education_history'][number];
type ProjectDraft = ProfileDraft['projects'][number];
type CertificationDraft = ProfileDraft['certifications'][number];

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?:\(?\+?\(?\d{1,4}\)?[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/;
const URL_LIKE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s|,;)]*)?/gi;
const BULLET = /^[•●▪■◦○‣∙·*–—◆◇♦❖➢➤►▸▹✓✔★-]\s*/u;
const LOCATION = /^[A-Z][\p{L}.' -]+(?:,\s*[\p{L}][\p{L}.' -]+){1,2}$/u;

/**
 * Words that name a role, in English, German, French, Spanish, Portuguese, Italian and Dutch
 * (German compounds by their last part: "Mathelehrerin", "Softwareentwickler").
 */
const TITLE_WORDS = new RegExp(
  [
    '\\b(?:engineer|developer|manager|employee|nurse|analyst|designer|director|lead|intern|assistant|consultant|specialist|officer|coordinator|architect|scientist|teacher|founder|co-founder|head|vp|president|administrator|technician|representative|associate|accountant|researcher|programmer|supervisor|advisor|adviser|editor|writer|instructor|professor|lecturer|tutor|therapist|physician|pharmacist|clerk|cashier|agent|executive|owner|partner|principal|member|fellow|sre|devops|cto|ceo|cfo|coo|chef|cook|driver|operator|mechanic|electrician|attorney|lawyer|paralegal|recruiter|trainer|strategist|producer|artist|photographer|volunteer|staff|worker|aide|counselor|counsellor|coach|mentor|lifeguard|planner|marketer|buyer|auditor|inspector|investigator|secretary|receptionist|nanny|caregiver|ambassador|butcher|baker|waiter|waitress|bartender|barista|carpenter|plumber|welder|dentist|surgeon|midwife|paramedic|pilot|librarian|curator|translator|interpreter|journalist|postdoc|ta|ra)\\b',
    '\\p{L}*(?:lehrer|leiter|entwickler|ingenieur|berater|sachbearbeiter|mitarbeiter|kaufmann|kauffrau|assistent|referent|techniker|praktikant|werkstudent|geschäftsführer|pfleger|erzieher|verkäufer|buchhalter|programmierer|gestalter|koordinator|betreuer)(?:in|innen)?\\b',
    '\\b(?:ingénieure?|développeu(?:r|se)|chef de projet|responsable|directeur|directrice|enseignante?|professeure?|stagiaire|assistante|chargée? de|consultante|infirmière?|infirmier|vendeu(?:r|se)|graphiste|conseill(?:er|ère)|technicien(?:ne)?|gérante?|comptable|serveu(?:r|se)|alternante?)(?![\\p{L}])',
    '\\b(?:ingenier[oa]|desarrollador(?:a)?|gerente|jef[ea]|director(?:a)?|profesor(?:a)?|maestr[oa]|enfermer[oa]|analista|asistente|auxiliar|técnic[oa]|becari[oa]|coordinador(?:a)?|operador(?:a)?|vendedor(?:a)?|administrativ[oa]|contador(?:a)?|diseñador(?:a)?|abogad[oa]|médic[oa])(?![\\p{L}])',
    '\\b(?:engenheir[oa]|desenvolvedor(?:a)?|diretor(?:a)?|professor(?:a)?|enfermeir[oa]|assistente|estagiári[oa]|coordenador(?:a)?|vendedor(?:a)?|protético|projetista|advogad[oa])(?![\\p{L}])',
    '\\b(?:ingegnere|sviluppat(?:ore|rice)|direttore|direttrice|insegnante|docente|infermier[ea]|impiegat[oa]|tecnico|stagista|responsabile|commess[oa]|ricercat(?:ore|rice)|progettista)(?![\\p{L}])',
    '\\b(?:ontwikkelaar|leraar|lerares|verpleegkundige|medewerker|adviseur|beheerder|stagiair|projectleider|teamleider|docent|verkoper)(?![\\p{L}])',
  ].join('|'),
  'iu',
);
/** Words and legal forms that name an organisation. */
const COMPANY_WORDS =
  /\b(inc|llc|ltd|corp|corporation|company|co|gmbh|ag|sa|plc|group|bank|labs?|technologies|technology|systems|solutions|university|college|school|hospitals?|clinics?|nhs|center|centre|institute|agency|foundation|partners|studio|services|media|software|consulting|capital|health|healthcare|association|department|ministry|command|government|council|firm|store|restaurant|hotel|airlines?|sàrl|sarl|sas|srl|spa|ltda|bv|nv|kg|gymnasium|gruppe|groupe|grupo|klinik|krankenhaus|hôpital|clínica|stiftung|verein|e\.v)\b\.?/iu;
/**
 * Words that name a unit within an organisation (a ward, a department, a team), in the
 * languages the headings are read in: "Acute Medical Unit", "Abteilung Controlling", "Service de
 * cardiologie", "Afdeling Interne Geneeskunde".
 */
const TEAM_WORDS =
  /(?<![\p{L}])(?:department|dept\.?|division|unit|ward|team|squad|lab|laboratory|section|faculty|abteilung|bereich|station|service|servicio|serviço|servizio|reparto|dipartimento|département|departamento|afdeling|unidad|unidade|unità|unité|équipe|equipo|equipa|squadra)(?![\p{L}])/iu;

/** A part of a role's header that names its team: a unit word, no role word, a few words. */
const isTeam = (part: string) =>
  TEAM_WORDS.test(part) && !TITLE_WORDS.test(part) && words(part) <= 6 && !/[.;:]$/.test(part);

// Letters, not JavaScript's ASCII \b, bound the words: "Università" and "École" end and start in one.
const INSTITUTION_WORDS =
  /(?:(?<![\p{L}\d_])(?:university|college|school|institute|academy|polytechnic|conservatory|seminary|universit[éeà]|université|universidad|universidade|università|universitat|universiteit|escuela|escola|école|ecole|scuola|lycée|lycee|lyceum|atheneum|collège|colegio|faculdade|facultad|instituto|istituto|institut|politecnico|liceo|gymnase|hogeschool|academia|accademia|conservatorio|conservatoire|centro universitário)(?![\p{L}\d_])|\p{L}*(?:universität|hochschule|schule|akademie|gymnasium|kolleg)\b)/iu;

/**
 * Degree wording → the profile's degree options (first match wins), in English and the names
 * the other languages give their degrees: "Máster en …", "Laurea magistrale", "Grado en …",
 * "Licence", "HBO", "Havo", "Bachillerato", "Ensino médio". A word that ends in an accent ends
 * where the next letter is not one (JavaScript's \b knows only ASCII letters).
 */
const DEGREE_PATTERNS: [RegExp, Degree][] = [
  [
    /\b(ph\.?\s?d|doctor of philosophy|doctorate|d\.?phil|ed\.?d|doctorado|doctorat|dottorato|doutorado|doutoramento|doctoraat|promotie)\b/i,
    'Doctoral Degree',
  ],
  [
    /\b(m\.?d\.?|j\.?d\.?|pharm\.?d|d\.?d\.?s|dvm|doctor of medicine|juris doctor)\b/i,
    'Professional Degree',
  ],
  [
    /\b(m[aá]ster|m\.?s\.?c?|m\.?a\.?|mba|m\.?eng|m\.?ed|msn|mph|mfa|m\.?sc|mestrado|maestr[ií]a|magist(?:er|ra)|laurea (?:magistrale|specialistica)|diplom-[a-zäöü]+|dipl\.-[a-zäöü]+)(?![\p{L}\d_])/iu,
    "Master's Degree",
  ],
  [
    /\b(bachelor|b\.?s\.?c?|b\.?a\.?|b\.?eng|b\.?tech|bsn|bfa|bba|b\.?sc|sc\.b|a\.b|s\.b|undergraduate|licenciatura|laurea|bacharelado|licence|grado (?:en|de)|hbo)\b/i,
    "Bachelor's Degree",
  ],
  [/\b(associate|a\.?a\.?s?|a\.?s\.?)\b(?! (?:professor|engineer|developer))/i, 'Associate Degree'],
  [
    /\b(high school|secondary school|ged|a-levels?|gcses?|baccalaur[ée]at|abitur|matura|maturit[àa]|bachillerato|ensino (?:m[ée]dio|secund[áa]rio)|havo|vwo|vmbo|mavo|mittlere reife|(?:fach)?hochschulreife|realschulabschluss)(?![\p{L}\d_])/iu,
    'High School Diploma',
  ],
  // Vocational qualifications: "NVQ Level 2", "Técnico em …", "Geprüfte Buchhalterin" (a German
  // chamber-examined trade), "CAP", "Ausbildung", "MBO" (Dutch), "Ciclo formativo" (Spanish), and
  // a postgraduate course that is no master's ("Pós-graduação em …", "PGDip").
  [
    /\b(certificate|certification|diploma|zertifikat|certificat|certificado|nvq|btec|t[ée]cnic[oa] (?:em|en|in|de)|t[ée]cnico superior|gepr[üu]fter?|(?:berufs)?ausbildung|cap|bep|bts|dut|fp ?[12]|mbo|ciclo formativo|p[óo]s-gradua[çc][ãa]o|especializa[çc][ãa]o|post-?graduate|pg ?(?:dip|cert)|postgrado)\b/iu,
    'Certificate',
  ],
];

/** Levels whose name says less than the written qualification: the name is kept as its subject. */
const COARSE_LEVELS: Degree[] = ['High School Diploma', 'Certificate'];

const clean = (text: string | null | undefined) => {
  const value = (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|•·–—-]+|[\s,|•·–—-]+$/g, '')
    .trim();
  return value === '' ? null : value;
};

const isBullet = (line: TextLine) => BULLET.test(line.text);
const withoutBullet = (text: string) => text.replace(BULLET, '').trim();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Words of three letters or more: those that carry a phrase's meaning. */
const meaningWords = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}{3}/u.test(word)).length;

/** A line that reads like a title, a company or a place rather than a sentence. */
function isHeaderish(line: TextLine): boolean {
  const text = line.text;
  // A bulleted line with a right-aligned part ("• Google    Mountain View, CA") heads an entry.
  const bulletedHeader = isBullet(line) && line.cells.length > 1;
  const long = WRAPPED.has(line)
    ? words(text) > 24 || text.length > 180
    : words(text) > 12 || text.length > 90;
  if ((isBullet(line) && !bulletedHeader) || long) return false;
  if (/[.;]$/.test(text) && words(text) > 4) return false;
  // "Tools used: Java, Python, SQL": a labelled list is a point of the entry, not its name.
  if (/^[^:]{2,30}:\s*[^,]+,[^,]+,/.test(text)) return false;
  return /^[\p{Lu}\d(]/u.test(bulletedHeader ? withoutBullet(text) : text);
}

/**
 * A line that names an organisation and perhaps its place: "Siemens Mobility GmbH,
 * Hamburg", "Stadtwerke Lübeck", "Realschule am See, Lübeck"; not a line of a role's text
 * ("Wartung von Stellwerken", "Led the night shift.").
 */
function isOrganisationLine(line: TextLine): boolean {
  const text = line.text;
  if (line.gap || isBullet(line) || !isHeaderish(line) || datingRange(line)) return false;
  if (isSentence(line) || /[.;:!?]$/.test(text) || words(text) > 8) return false;
  const [name, place] = splitPlace(text);
  return (
    COMPANY_WORDS.test(text) ||
    INSTITUTION_WORDS.test(text) ||
    place !== null ||
    name.split(/\s+/).every((word) => /^[\p{Lu}\d&]/u.test(word))
  );
}

/** "Ran the lighting crew.": a sentence, not a name ("Shift Supervisor." still names a role). */
const isSentence = (line: TextLine) =>
  /\p{Ll}{4,}\.$/u.test(line.text) && !TITLE_WORDS.test(line.text);

/** The date range of a line, when it dates an entry: a range, or a date standing alone. */
function datingRange(line: TextLine): FoundRange | null {
  const range = findDateRange(line.text);
  if (!range) return null;
  if (range.end || range.current) return range;
  // A lone year inside prose ("grew to 5000 users in 2019") does not date an entry.
  const inOwnCell = line.cells.some((cell) => isOnlyDates(cell));
  const before = line.text.slice(0, range.index);
  const atEdge = /(?:^|[|,–—-]\s*)$/.test(before) || line.text.trim().endsWith(range.text.trim());
  // "Title (2019)" dates an entry; "…Computer Science (Fall 2016), and…", a term in brackets
  // inside a wrapped sentence, does not.
  const bracketed = /\(\s*$/.test(before) && isHeaderish(line);
  return inOwnCell || atEdge || bracketed ? range : null;
}

/**
 * How long a role lasted, printed beside its dates ("(1 year 10 months)", "3 Years", "2 yrs 3
 * mos", "(8 Monate)"): said by the dates already, and never a title or an organisation.
 */
const DURATION =
  /\(?\b\d+\+?\s*(?:years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años|meses|anos|anni|mesi|jaar|maanden)\b\.?(?:,?\s*(?:and\s+)?\d+\s*(?:months?|mos?|monate?n?|mois|meses|mesi|maanden)\b\.?)?\s*\)?/giu;

/** The line's text without its dates, split into the parts its layout or punctuation shows. */
function partsOf(line: TextLine, range: FoundRange | null): string[] {
  const cells = line.cells.length > 1 ? line.cells : [line.text];
  const parts: string[] = [];
  for (const cell of cells) {
    let text = cell;
    if (range && text.includes(range.text)) text = text.replace(range.text, ' ');
    text = text
      .replace(DURATION, ' ')
      .replace(/\(\s*\)/g, ' ')
      // "Operator - January 2014/present.": the separator and stop the dates leave behind.
      .replace(/[\s,;–—-]+\.?\s*$/, '')
      // "Kitchen porter from 2017 – 2019": the word that led into the dates.
      .replace(/\s+(?:from|since|seit|ab|depuis|desde|dal|vanaf|sinds|von)\s*$/i, '');
    // "Acme, Springfield — Planner - Shipping Coordinator": when a dash or a bar already
    // separates the parts, a spaced hyphen is part of a name.
    const strong = /\s[|•·–—]\s/.test(text);
    const separators = strong
      ? /\s+[|•·]\s+|\s+[–—]\s+|\s{2,}/
      : /\s+[|•·]\s+|\s+[–—]\s+|\s{2,}|\s+-\s+(?=[A-Z])/;
    for (const piece of text.split(separators)) {
      // "Night Manager." or "Acme, Springfield, MN. 2018 – 2019.": the full stop of a
      // sentence-like line ends no name (an abbreviation's, "Inc.", stays).
      const value = clean(piece.replace(/(\p{Ll}{3,}|\p{Lu}{2,})\s*\.$/u, '$1'));
      if (value && /^[\p{P}\s]+$/u.test(value)) continue;
      if (value && !isOnlyDates(value)) parts.push(value);
    }
  }
  return parts;
}

/** "Acme, Inc.": a legal form after a comma is part of the name before it. */
const LEGAL_FORM =
  /^(?:inc|llc|ltd|limited|corp|co|gmbh|ag|sa|plc|sàrl|sarl|sas|srl|spa|ltda|bv|nv|kg|pty)\.?$/i;

/** Splits "Title at Company", "Title, Company" or "Company, Location" when a part holds two. */
function splitPair(text: string): string[] {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  if (at) return [at[1]!, at[2]!];
  // "Product Manager, Google, Mountain View, CA": the role, the organisation, then its place.
  // "Night Porter. Harbour Hotel": a full stop after a word ends a name as a comma does ("Dept.
  // of Biology", an abbreviation before a small word, does not).
  const pieces = text
    .split(/\s*,\s*|(?<=\p{Ll}{2})\.\s+(?=\p{Lu})/u)
    .reduce<string[]>((joined, piece) => {
      // "Acme, Inc." is one name.
      if (joined.length > 0 && LEGAL_FORM.test(piece)) joined[joined.length - 1] += `, ${piece}`;
      else joined.push(piece);
      return joined;
    }, []);
  if (pieces.length >= 3 && TITLE_WORDS.test(pieces[0]!) && !TITLE_WORDS.test(pieces[1]!)) {
    return [pieces[0]!, pieces[1]!, pieces.slice(2).join(', ')];
  }
  // "Brightwave Labs, Co-Founder & CTO" or "Staff Engineer, Acme": one side names a role, one does not.
  if (pieces.length === 2) {
    const [left, right] = [pieces[0]!.trim(), pieces[1]!.trim()];
    const leftRole = TITLE_WORDS.test(left);
    const rightRole = TITLE_WORDS.test(right);
    // "Staff Engineer, Berlin" is a role and its place, left whole for the place rules; a full
    // stop ends the role's name ("Warden. Lakeside Trust"), whatever follows it.
    const stop = !text.includes(',');
    if (
      leftRole !== rightRole &&
      (rightRole || stop || !PLACE.test(right) || COMPANY_WORDS.test(right))
    ) {
      return [left, right];
    }
    // "Physics TA, Northfield College": no role word, but one side names an
    // organisation, so the other is the role.
    const named = (side: string) => COMPANY_WORDS.test(side) || INSTITUTION_WORDS.test(side);
    if (!leftRole && !rightRole && !LEGAL_FORM.test(right) && named(left) !== named(right)) {
      return [left, right];
    }
  }
  if (pieces.length === 1) return splitGluedRole(text);
  return [text];
}

/**
 * "Sachbearbeiterin Nordwind Handel GmbH", "Mathelehrer Gymnasium Nr. 3": a role and its
 * organisation with no separator. Split after the first one to three words when they name a role
 * and the rest starts with a capital and names an organisation (a legal form, "School", "Bank").
 */
function splitGluedRole(text: string): string[] {
  const all = text.split(/\s+/);
  for (let k = 1; k <= Math.min(3, all.length - 1); k += 1) {
    const role = all.slice(0, k).join(' ');
    const rest = all.slice(k).join(' ');
    if (
      TITLE_WORDS.test(role) &&
      !COMPANY_WORDS.test(role) &&
      !INSTITUTION_WORDS.test(role) &&
      /^\p{Lu}/u.test(rest) &&
      !TITLE_WORDS.test(rest) &&
      (COMPANY_WORDS.test(rest) || INSTITUTION_WORDS.test(rest))
    ) {
      return [role, rest];
    }
  }
  return [text];
}

/** "Gymnasium Nr. 7 (Odessa)": a place in brackets after an organisation's name. */
function bracketedPlace(text: string): [string, string | null] {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(text);
  if (!match || !PLACE.test(match[2]!) || COMPANY_WORDS.test(match[2]!)) return [text, null];
  return [match[1]!, match[2]!];
}

const PLACE =
  /^(?:[\p{Lu}][\p{L}.'-]*)(?:\s+[\p{Lu}][\p{L}.'-]*){0,2}(?:\/\p{Lu}\p{L}?)?(?:,\s*[\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*){0,2})?$|^remote$/iu;

/** "Acme GmbH, Berlin" → ["Acme GmbH", "Berlin"]; a name without a place after a comma stays. */
function splitPlace(text: string): [string, string | null] {
  const comma = text.indexOf(',');
  if (comma < 0) return [text, null];
  const name = text.slice(0, comma).trim();
  const place = text.slice(comma + 1).trim();
  // "Acme, Inc." keeps its suffix; only a short capitalised place is split off.
  if (!name || !PLACE.test(place) || COMPANY_WORDS.test(place) || TITLE_WORDS.test(place)) {
    return [text, null];
  }
  return [name, place];
}

/** The dates of a bulleted line that ends in a cell of dates only, or null. */
function datedBullet(line: TextLine): string | null {
  if (!isBullet(line) || line.cells.length < 2) return null;
  const last = line.cells[line.cells.length - 1]!;
  return isOnlyDates(last) && findDateRange(last) ? last : null;
}

/**
 * "2017 –" with "Present" under it (a narrow date column, as moderncv prints it): the range is
 * put back together on the first line, and the word taken off the next.
 */
function joinOpenRanges(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i += 1) {
    const open = /^(.{0,24}?(?:19|20)\d{2})\s*[–—-]\s+(.+)$/.exec(out[i]!.text);
    const now = /^(present|current|now|today)\b\s*(.*)$/i.exec(out[i + 1]!.text);
    if (!open || !now || !isOnlyDates(open[1]!) || findDateRange(open[2]!)?.index === 0) continue;
    const dates = `${open[1]} – ${now[1]}`;
    out[i] = { ...out[i]!, text: `${dates} ${open[2]}`, cells: [dates, open[2]!] };
    out[i + 1] = { ...out[i + 1]!, text: now[2]!, cells: now[2] ? [now[2]] : [] };
  }
  return out.filter((line) => line.text !== '');
}

/**
 * "Northfield Centre for High Performance Computing, Data and Quantum" + "Research (NCR)": a
 * long organisation name the column wrapped, drawn in one bold style on two lines, is one line.
 */
function joinWrappedHeaders(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (
      previous &&
      previous.size > 0 &&
      previous.bold &&
      line.bold &&
      Math.abs(previous.size - line.size) < 0.5 &&
      previous.heading === line.heading &&
      previous.cells.length <= 1 &&
      line.cells.length <= 1 &&
      previous.text.length >= 50 &&
      !/[.:;!?]$/.test(previous.text) &&
      !isBullet(line) &&
      !findDateRange(previous.text) &&
      !findDateRange(line.text)
    ) {
      const text = `${previous.text} ${line.text}`;
      const joined = { ...previous, text, cells: [text] };
      WRAPPED.add(joined);
      out[out.length - 1] = joined;
      continue;
    }
    out.push(line);
  }
  return out;
}
/** Names are set in capitals word by word; a point of an entry is a sentence in lower case. */
function setAsNames(text: string): boolean {
  const all = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return all.filter((word) => /^[\p{Lu}\d]/u.test(word)).length * 2 >= all.length;
}

/** "Night Porter, Harbour Hotel. 2019 – 2021": names first, the dates last on the same line. */
function datedAtEnd(line: TextLine): boolean {
  const range = findDateRange(line.text);
  if (!range) return false;
  const before = line.text.slice(0, range.index).replace(/[\s.,;:–—-]+$/, '');
  const after = line.text.slice(range.index + range.text.length);
  return words(before) >= 2 && /^[\s.)]*$/.test(after);
}

/**
 * A section that lists one entry a line, its names then its dates ("Warden, Lakeside Trust.
 * 2014 – 2016"), and nothing else: a line without dates that ends no sentence and runs as far as
 * the longest line is the start of the next line, wrapped by the page ("Research Fellow, Coastal Ecology" + "Station, Harbour Trust.
 * 2014 – 2016"). A section with bullets or sentences under its entries keeps its lines.
 */
function joinWrappedOneLiners(lines: TextLine[]): TextLine[] {
  if (lines.filter(datedAtEnd).length < 2 || lines.some(isBullet)) return lines;
  // A wrapped line runs to the column's edge: it is about as long as the section's longest.
  const longest = Math.max(...lines.map((line) => line.text.length));
  const wrapped = (line: TextLine, index: number) =>
    line.text.length >= longest * 0.9 &&
    isHeaderish(line) &&
    setAsNames(line.text) &&
    !findDateRange(line.text) &&
    line.cells.length <= 1 &&
    !/[.:;!?]$/.test(line.text) &&
    lines[index + 1] !== undefined &&
    datedAtEnd(lines[index + 1]!);
  if (!lines.every((line, index) => datedAtEnd(line) || wrapped(line, index))) return lines;
  const out: TextLine[] = [];
  for (const [index, line] of lines.entries()) {
    const previous = out[out.length - 1];
    if (previous && index > 0 && !findDateRange(lines[index - 1]!.text)) {
      const text = `${previous.text} ${line.text}`;
      const joined = { ...line, text, cells: [text] };
      WRAPPED.add(joined);
      out[out.length - 1] = joined;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Header lines put back together from two: long, and still a header. */
const WRAPPED = new WeakSet<TextLine>();

interface Entry {
  range: FoundRange | null;
  header: string[];
  body: TextLine[];
  /** The index of the line that carries the entry's dates. */
  at?: number;
}

/**
 * The entries of a dated section: each starts at a line that carries its dates, with the
 * short lines right before or after it (title, organisation, place) as its header and the
 * bullets and sentences that follow as its body.
 */
function datedEntries(printed: TextLine[]): Entry[] {
  const lines = joinWrappedOneLiners(joinWrappedHeaders(joinOpenRanges(printed)));
  const anchors: number[] = [];
  // "Night Auditor 2007" over "April 2007 - June 2008": a lone year right above a line of a whole
  // range is part of the header; the range dates the entry.
  const yearInName = new Set<number>();
  lines.forEach((line, index) => {
    const range = !isBullet(line) && datingRange(line);
    // "Certificate issued 20.12.2023" under an entry: a single day is an event of that entry
    // (roles and studies are dated by months or years), not a new one.
    const dayOnly =
      range && !range.end && !range.current && /^\d{4}-\d{2}-\d{2}$/.test(range.start ?? '');
    const next = lines[index + 1];
    const nextRange = next && !isBullet(next) && datingRange(next);
    if (
      range &&
      !range.end &&
      !range.current &&
      line.cells.length <= 1 &&
      partsOf(line, range).length > 0 &&
      nextRange &&
      (nextRange.end || nextRange.current) &&
      isOnlyDates(next.text.replace(DURATION, ' ').trim())
    ) {
      yearInName.add(index);
      return;
    }
    if ((range && !(dayOnly && anchors.length > 0)) || datedBullet(line)) anchors.push(index);
  });
  const entries: Entry[] = [];
  const taken = new Set<number>();
  // "2008 – 2019" over "Title • Company": a section that opens with a line of dates alone puts
  // each entry's header under its dates, so the line above a date belongs to the entry before.
  const datesFirst = anchors[0] === 0 && partsOf(lines[0]!, datingRange(lines[0]!)).length === 0;
  // "2018 – 2021  Northfield Arts School" over "Interactive Design" over "Springvale": dates in a
  // column left of the entries, beside each entry's first line, the section opening with one.
  // Each entry starts at its dates; the short lines under it are its header, the line above
  // belongs to the entry before.
  const datesLeft =
    anchors.length >= 2 &&
    anchors[0] === 0 &&
    anchors.every((anchor) => {
      const line = lines[anchor]!;
      return (
        line.cells.length >= 2 &&
        isOnlyDates(line.cells[0]!) &&
        partsOf(line, datingRange(line)).length > 0
      );
    });
  anchors.forEach((anchor, n) => {
    const line = lines[anchor]!;
    // The entry's first bullet carries its dates at the right edge: the bullet is body text.
    const bulletDates = datedBullet(line);
    const range = bulletDates ? findDateRange(bulletDates) : datingRange(line);
    const header = bulletDates ? [] : partsOf(line, range);
    const ownParts = header.length;
    const previousAnchor = anchors[n - 1] ?? -1;
    const before = lines[anchor - 1];
    const beforeTwo = lines[anchor - 2];
    // The organisation or title printed just above the dated line ("Company  City" / "Title  Dates").
    if (datesLeft) {
      // The name, what or where, and the place: three lines under the dates at most.
      const end = Math.min(anchors[n + 1] ?? lines.length, anchor + 4);
      for (let below = anchor + 1; below < end; below += 1) {
        const under = lines[below]!;
        if (under.gap || isBullet(under) || isSentence(under) || words(under.text) > 10) break;
        // "École secondaire" over "d’Isabelle-de-Montolieu,": a name the column wrapped.
        if (/^\p{Ll}/u.test(under.text) && header.length > 0 && !/[.;]$/.test(header.at(-1)!)) {
          header[header.length - 1] = `${header.at(-1)!} ${under.text.replace(/,$/, '')}`;
        } else if (isHeaderish(under) && setAsNames(under.text) && !datingRange(under)) {
          header.push(...partsOf(under, null));
        } else break;
        taken.add(below);
      }
      taken.add(anchor);
      entries.push({ range, header, body: [], at: anchor });
      return;
    }
    if (
      before &&
      !datesFirst &&
      // An empty paragraph between them: the line above ends the entry before.
      !line.gap &&
      anchor - 1 > previousAnchor &&
      !taken.has(anchor - 1) &&
      isHeaderish(before) &&
      (!datingRange(before) || yearInName.has(anchor - 1))
    ) {
      const aboveIsBoundary =
        anchor - 2 <= previousAnchor ||
        !beforeTwo ||
        isBullet(beforeTwo) ||
        words(beforeTwo.text) > 12 ||
        /[.;]$/.test(beforeTwo.text);
      // "2018 – Present  College Station, TX" under "Organisation" under "Title" (AltaCV): a place
      // beside the dates names no one either.
      const datesOnly = header.every(
        (part) =>
          LOCATION.test(part) ||
          (PLACE.test(part) &&
            !TITLE_WORDS.test(part) &&
            !COMPANY_WORDS.test(part) &&
            !INSTITUTION_WORDS.test(part)),
      );
      if (aboveIsBoundary || header.length <= 1) {
        header.unshift(...partsOf(before, null));
        taken.add(anchor - 1);
      }
      // "Company" over "Title" over a line of dates alone (as LinkedIn prints a role): both.
      if (
        datesOnly &&
        beforeTwo &&
        anchor - 2 > previousAnchor &&
        !taken.has(anchor - 2) &&
        isHeaderish(beforeTwo) &&
        !datingRange(beforeTwo) &&
        words(beforeTwo.text) <= 8 &&
        !isBullet(beforeTwo) &&
        !isSentence(beforeTwo)
      ) {
        header.unshift(...partsOf(beforeTwo, null));
        taken.add(anchor - 2);
      }
    }
    const next = lines[anchor + 1];
    // A place beside the dates ("Globex, Inc.  Springfield, IL  2017 – 2019") names no one: the
    // role may still be on the next line.
    const named = header.filter((part) => !LOCATION.test(part) || COMPANY_WORDS.test(part));
    // "School, Town — Degree" over "2018 – 2020", then the next school over its dates: a line
    // right above a line of dates alone heads that next entry.
    const headsNext =
      !datesFirst &&
      anchors[n + 1] === anchor + 2 &&
      partsOf(lines[anchor + 2]!, datingRange(lines[anchor + 2]!)).length === 0;
    // "Staff Nurse – Acute Medical Unit  2020 – Present" over "Northfield Hospitals NHS Trust,
    // Leeds": a role and its ward or team beside the dates, neither naming an organisation, over
    // a line that names one. Names printed above the dates are the entry's own already.
    const organisationUnder =
      header.length === ownParts &&
      named.length === 2 &&
      !named.some((part) => COMPANY_WORDS.test(part) || INSTITUTION_WORDS.test(part)) &&
      next !== undefined &&
      isOrganisationLine(next) &&
      (COMPANY_WORDS.test(next.text) || INSTITUTION_WORDS.test(next.text));
    if (
      next &&
      !next.gap &&
      !headsNext &&
      (named.length < 2 || organisationUnder) &&
      isHeaderish(next) &&
      !datingRange(next) &&
      words(next.text) <= 10 &&
      !isSentence(next)
    ) {
      // "08/2019 – heute" over a bold "Servicetechniker" over "Siemens Mobility GmbH, Hamburg":
      // dates alone, the role drawn bold, then the organisation on a plain line of names.
      const datesAlone = header.length === 0;
      header.push(...partsOf(next, null));
      taken.add(anchor + 1);
      const second = lines[anchor + 2];
      if (
        datesAlone &&
        next.bold &&
        second &&
        anchors[n + 1] !== anchor + 2 &&
        isOrganisationLine(second)
      ) {
        header.push(...partsOf(second, null));
        taken.add(anchor + 2);
      }
    } else if (
      next &&
      !next.gap &&
      !headsNext &&
      next.cells.length <= 1 &&
      LOCATION.test(next.text) &&
      !COMPANY_WORDS.test(next.text) &&
      !TITLE_WORDS.test(next.text) &&
      words(next.text) <= 4
    ) {
      // "July 2015 - February 2016" over "San Carlos, CA": the place of the role, not its text.
      header.push(next.text);
      taken.add(anchor + 1);
    }
    taken.add(anchor);
    const firstPoint = line.cells.slice(0, -1).join(' ');
    entries.push({
      range,
      header,
      body: bulletDates ? [textLine(firstPoint, { size: line.size, bold: line.bold })] : [],
      at: anchor,
    });
  });
  // Bodies: the untaken lines up to the next entry's header.
  let current: Entry | null = null;
  let anchorIndex = 0;
  lines.forEach((line, index) => {
    if (anchorIndex < anchors.length && index >= anchors[anchorIndex]! - 1 && taken.has(index)) {
      if (
        index === anchors[anchorIndex] ||
        (taken.has(index) && index + 1 === anchors[anchorIndex])
      ) {
        current = entries[anchorIndex] ?? current;
        if (index === anchors[anchorIndex]) anchorIndex += 1;
      }
      return;
    }
    if (taken.has(index)) return;
    current?.body.push(line);
  });
  return entries;
}

/** A sentence's end: a stop that does not close an abbreviation or an initial ("Inc.", "e.g."). */
const SENTENCE_END =
  /(?<!\b(?:\p{L}|inc|ltd|co|corp|llc|e\.g|i\.e|etc|approx|vs|dr|mr|mrs|ms|st|no|nr|ca|bzw|usw|z\.b|d\.h|p\.ex|ecc|sr|jr))[.!?]$/iu;
const bodyText = (body: TextLine[]) => {
  const out: string[] = [];
  // Bullets a page draws as shapes (a browser's list markers) leave no character: there, a
  // sentence that ends a line and a capital that starts the next begin a new point.
  const unmarked = !body.some(isBullet);
  for (const line of body) {
    const text = line.text;
    const previous = out[out.length - 1];
    const newSentence =
      unmarked && previous !== undefined && SENTENCE_END.test(previous) && /^\p{Lu}/u.test(text);
    // A Word paragraph (no size: not laid out in lines) is a point of its own.
    if (isBullet(line) || previous === undefined || line.size === 0 || newSentence) {
      out.push(withoutBullet(text));
    }
    // A wrapped bullet goes on the same line as its start.
    else out[out.length - 1] = `${out[out.length - 1]} ${text}`;
  }
  return out.map((text) => (BULLET.test(text) ? text : `• ${text}`)).join('\n') || null;
};

function employmentType(text: string): EmploymentType | null {
  if (/\bintern(ship)?\b/i.test(text)) return 'internship';
  if (/\bpart[- ]time\b/i.test(text)) return 'part_time';
  if (/\b(contract|contractor)\b/i.test(text)) return 'contract';
  if (/\b(freelance|self-employed)\b/i.test(text)) return 'freelance';
  if (/\bfull[- ]time\b/i.test(text)) return 'full_time';
  return null;
}

/** A line that gives a length of time and nothing else ("6 years 3 months"). */
const isDurationOnly = (text: string) =>
  text.replace(DURATION, ' ').trim() === '' && DURATION.test(text) && !(DURATION.lastIndex = 0);

/**
 * "Northfield University" over "6 years 3 months", then roles (title over dates) under it: an
 * organisation that heads several roles, as LinkedIn prints them. The two lines are taken out and
 * each role dated under them, until the next such pair, that names no organisation gets this one.
 */
function employerGroups(lines: TextLine[]): { lines: TextLine[]; groups: [number, string][] } {
  const kept: TextLine[] = [];
  const groups: [number, string][] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (next && isDurationOnly(next.text) && isHeaderish(line) && !datingRange(line)) {
      groups.push([kept.length, line.text]);
      return;
    }
    if (
      isDurationOnly(line.text) &&
      groups.length > 0 &&
      groups[groups.length - 1]![0] === kept.length
    ) {
      return;
    }
    kept.push(line);
  });
  return { lines: kept, groups };
}

/** Words that qualify a role before its head word ("Software", "Teaching", "Senior"). */
const ROLE_QUALIFIERS =
  /^(?:senior|junior|lead|principal|staff|chief|head|assistant|associate|deputy|acting|interim|graduate|undergraduate|student|trainee|summer|visiting|postdoctoral|software|hardware|development|technical|teaching|research|data|product|project|program|programme|marketing|sales|business|systems|web|front-?end|back-?end|full-?stack|mobile|qa|test|it|hr|finance|financial|operations|customer|support|service|clinical|registered|medical|legal|general|regional|account|security|network|cloud|platform|design|content|communications|quality|production|store|shift|team|office|field|sous|kitchen)$/i;

/**
 * "Northwind Software Engineer": an organisation printed right before its role with nothing
 * between them. The role is the last word when it names one, with the words before it that
 * qualify a role; the capitalised words before that are the organisation. Null when the line
 * has a separator of its own or does not end in a role.
 */
function gluedCompanyFirst(text: string): [string, string] | null {
  if (/[,|•·–—:;()]|\s-\s/.test(text)) return null;
  const all = text.split(/\s+/);
  if (all.length < 2 || !TITLE_WORDS.test(all[all.length - 1]!)) return null;
  let k = all.length - 1;
  while (k > 0 && (ROLE_QUALIFIERS.test(all[k - 1]!) || TITLE_WORDS.test(all[k - 1]!))) k -= 1;
  const organisation = all.slice(0, k).join(' ');
  if (k === 0 || !/^\p{Lu}/u.test(organisation) || TITLE_WORDS.test(organisation)) return null;
  // "Research and Development Engineer": a name does not end in a joining word.
  if (/\b(?:and|of|for|in|&)$/i.test(organisation)) return null;
  return [organisation, all.slice(k).join(' ')];
}

/**
 * The entries of a section that prints each role as "Organisation Role" on one line with no
 * separator: split so when two entries or more have that shape and nothing else names their
 * organisation. One such line alone stays whole (a title such as "Mathematics Teacher" has the
 * same shape).
 */
function splitGluedHeaders(entries: Entry[]): Entry[] {
  const glued = entries.map(({ header }) => {
    const named = header.filter((part) => !LOCATION.test(part));
    return named.length === 1 ? gluedCompanyFirst(named[0]!) : null;
  });
  if (glued.filter(Boolean).length < 2) return entries;
  return entries.map((entry, index) => {
    const split = glued[index];
    if (!split) return entry;
    const header = entry.header.flatMap((part) => (LOCATION.test(part) ? [part] : split));
    return { ...entry, header };
  });
}

function readWork(section: Section): WorkDraft[] {
  const { lines, groups } = employerGroups(section.lines);
  // Under organisations that head their roles (as LinkedIn prints them), a role's line is its title.
  const dated = groups.length > 0 ? datedEntries(lines) : splitGluedHeaders(datedEntries(lines));
  // The order this section prints a role's two names in ("Company" over "Title", or "Title,
  // Company"), learned from its entries whose title has a role word: an entry whose names say
  // neither is read in the same order.
  const titleSecond = dated.filter(({ header }) => {
    const named = header.filter((part) => !LOCATION.test(part));
    return named.length === 2 && !TITLE_WORDS.test(named[0]!) && TITLE_WORDS.test(named[1]!);
  }).length;
  const titleFirst = dated.filter(({ header }) => {
    const named = header.filter((part) => !LOCATION.test(part));
    return named.length === 2 && TITLE_WORDS.test(named[0]!) && !TITLE_WORDS.test(named[1]!);
  }).length;
  const companyFirst = titleSecond > titleFirst;
  const read = dated.map(({ range, header, body, at }) => {
    const group = [...groups].reverse().find(([start]) => at !== undefined && start <= at);
    const parts = header.flatMap(splitPair);
    const roles = parts.filter((part) => TITLE_WORDS.test(part));
    let title: string | null;
    let company: string | null;
    let location: string | null = null;
    const rest: string[] = [];
    for (const part of parts) {
      if (
        !location &&
        LOCATION.test(part) &&
        !TITLE_WORDS.test(part) &&
        // "Acme GmbH, Berlin" and "Initech, Inc." name an organisation, not a place.
        !COMPANY_WORDS.test(part)
      ) {
        location = part;
      } else rest.push(part);
    }
    // A part with a job word is the title ("Senior Software Engineer", even with "Software" in
    // it); a company word marks the organisation; otherwise the order is title, then company.
    const titleIndex = rest.findIndex((part) => TITLE_WORDS.test(part));
    const companyIndex = rest.findIndex(
      (part, index) => index !== titleIndex && COMPANY_WORDS.test(part) && !TITLE_WORDS.test(part),
    );
    const others = rest.filter((part) => !TITLE_WORDS.test(part));
    if (roles.length >= 2 && others.length === 1 && rest.length === roles.length + 1) {
      // "Retail assistant • Duty manager • Northwind Foods": two roles held at one organisation.
      const distinct = roles.filter(
        (role, index) => roles.findIndex((r) => r.toLowerCase() === role.toLowerCase()) === index,
      );
      title = distinct.join(' • ');
      company = others[0]!;
    } else if (titleIndex >= 0) {
      title = rest[titleIndex]!;
      company = rest[companyIndex >= 0 ? companyIndex : titleIndex === 0 ? 1 : 0] ?? null;
    } else if (companyIndex >= 0) {
      company = rest[companyIndex]!;
      title = rest.find((_, index) => index !== companyIndex) ?? null;
    } else if (companyFirst && rest.length >= 2) {
      company = rest[0]!;
      title = rest[1]!;
    } else {
      title = rest[0] ?? null;
      company = rest[1] ?? null;
    }
    // Under an organisation that heads several roles, a role's one name is its title.
    if (group && rest.length === 1) [title, company] = [rest[0]!, group[1]];
    else if (group && !company && title) company = group[1];
    // A place left over once the role and the organisation are known ("Guelph ON"), printed
    // after the organisation: a part before it ("Lecturer, Dept. of Geology, Northfield
    // University", "Fellow, Field Ecologist, Coastal Station") says more of the role, and is kept
    // with the entry's text rather than taken for a place.
    const organisationAt = company ? rest.indexOf(company) : -1;
    const between = rest.filter(
      (part, index) => index < organisationAt && part !== title && part !== location,
    );
    // One such part that names a unit of the organisation ("Acute Medical Unit", "Platform
    // Team", "Dept. of Geology") is the role's team; anything else stays with the entry's text.
    const team = between.length === 1 && isTeam(between[0]!) ? between.splice(0, 1)[0]! : null;
    if (!location) {
      location =
        rest.find(
          (part, index) =>
            index > organisationAt &&
            part !== title &&
            part !== company &&
            !TITLE_WORDS.test(part) &&
            (LOCATION.test(part) || PLACE.test(part)),
        ) ?? null;
    }
    if (company && !location) {
      const [name, place] = bracketedPlace(company);
      if (place) [company, location] = [name, place];
    }
    // "Northwind Logistics, Warsaw": the organisation with its place after a comma.
    if (!company && location && location.includes(',') && title) {
      [company, location] = splitPlace(location);
    } else if (company && (!location || location === company)) {
      const [name, place] = splitPlace(company);
      if (place) [company, location] = [name, place];
    }
    return {
      job_title: clean(title),
      company_name: clean(company),
      team: clean(team),
      company_location: clean(location),
      employment_type: employmentType(header.join(' ')),
      start_date: range?.start ?? null,
      // One date ("Summer 2022") is a short role that began and ended then.
      end_date: range?.current ? null : (range?.end ?? range?.start ?? null),
      is_current: range?.current ?? false,
      description: [between.join(', '), bodyText(body)].filter(Boolean).join('\n') || null,
      skills_used: null,
      achievements: null,
      roleNamed: roles.length > 0,
    };
  });
  return withEmployerRoles(read).map(({ roleNamed: _, ...work }) => work);
}

/**
 * "Northwind Foods, Springfield. 09/2017 – Current." followed by "Kitchen porter 2017 – 2019"
 * and "Driver 2019 – current": an employer line dated as a whole, with its roles dated under it.
 * An entry that names no role, followed by entries that name a role and no organisation, gives
 * them its organisation and place, and is not a role of its own.
 */
function withEmployerRoles(read: (WorkDraft & { roleNamed: boolean })[]) {
  const out: typeof read = [];
  for (let i = 0; i < read.length; i += 1) {
    const employer = read[i]!;
    const roles: typeof read = [];
    for (let j = i + 1; j < read.length; j += 1) {
      const role = read[j]!;
      if (!role.roleNamed || role.company_name) break;
      roles.push(role);
    }
    if (employer.roleNamed || employer.company_name || !employer.job_title || roles.length === 0) {
      out.push(employer);
      continue;
    }
    const [name, place] = splitPlace(employer.job_title);
    for (const role of roles) {
      role.company_name = clean(name);
      role.company_location ??= clean(place) ?? employer.company_location;
      if (employer.description) role.description ??= employer.description;
    }
    // A role's own month is missing where only the employer line gives it ("2017" under "09/2017").
    const first = [...roles].sort((a, b) =>
      (a.start_date ?? '9999').localeCompare(b.start_date ?? '9999'),
    )[0]!;
    if (
      employer.start_date &&
      first.start_date &&
      employer.start_date.startsWith(first.start_date) &&
      employer.start_date.length > first.start_date.length
    ) {
      first.start_date = employer.start_date;
    }
    out.push(...roles);
    i += roles.length;
  }
  return out;
}

function degreeOf(text: string): Degree | null {
  for (const [pattern, degree] of DEGREE_PATTERNS) if (pattern.test(text)) return degree;
  return null;
}

/**
 * "Bachelor of Science in Nursing", "B.S., Computer Science", "MSc Data Science", "Máster en
 * Ciencia de Datos", "HBO-V Verpleegkunde" → the subject.
 */
function fieldOfStudy(text: string): string | null {
  const plain = text.replace(
    /\bof (?:science|arts|engineering|business administration|fine arts)\b/i,
    '',
  );
  // The subject ends where a grade, a bracket or a dash starts: "in Nursing (BScN) Degree",
  // "in Computer Science; GPA: 4.00", "in Computer Science - 3.8 GPA".
  const of =
    /\b(?:in|of|en|em)\s+(\p{Lu}[\p{L}&,' -]*?)\s*(?:[;(|]|\s[-–—]\s|,?\s*GPA\b|\s[Dd]egree$|$)/u.exec(
      plain,
    );
  if (of) return clean(of[1]);
  const colon = /^[^:]+:\s*(.+)$/.exec(text);
  if (colon) return clean(colon[1]);
  const comma = /^[^,]+,\s*(.+)$/.exec(text);
  if (comma) return clean(comma[1]);
  // The degree's own word first, then the subject: "MSc Data Science", "Master
  // Informatik", "HBO-V Verpleegkunde" (a letter or two joined to the degree's word goes with it).
  for (const [pattern] of DEGREE_PATTERNS) {
    const degree = pattern.exec(plain);
    if (!degree) continue;
    if (degree.index !== 0) return null;
    const rest = plain
      .slice(degree[0].length)
      // "BSc (Hons) Adult Nursing", "BA Hons English": the honours are the degree's.
      .replace(/^\s*(?:\((?:hons|honours)\)|hons\b\.?|honours\b)/i, '')
      .replace(/^-\p{L}{1,3}(?![\p{L}])/u, '')
      .replace(/^[\s.:-]+(?:(?:in|of|en|em)\s+)?/i, '');
    return /^\p{L}/u.test(rest) && !/^(?:degree|diploma|program)/i.test(rest) ? clean(rest) : null;
  }
  return null;
}

/**
 * "Bachelor of Science in Biology, Lakeside University, Kingston ON": degree, school and place
 * on one line, split at the commas when one piece names a school and another a degree; the
 * pieces left over (a place, a campus) stay together. Without both, the line is left whole.
 */
function splitSchoolLine(part: string): string[] {
  const pieces = part.split(/\s*,\s*/).filter(Boolean);
  if (pieces.length < 2) return [part];
  const school = pieces.findIndex((piece) => INSTITUTION_WORDS.test(piece));
  const degree = pieces.findIndex((piece, index) => index !== school && degreeOf(piece));
  if (school < 0 || degree < 0) return [part];
  const rest = pieces.filter((_, index) => index !== school && index !== degree);
  return [pieces[school]!, pieces[degree]!, ...(rest.length > 0 ? [rest.join(', ')] : [])];
}

/**
 * "Northfield University B.Sc. Marine Biology, GPA 3.8": a school and its degree on one line with
 * nothing between them, split where the degree's own word starts after the school's name; the
 * grade after a comma goes (it is read from the whole entry).
 */
function splitGluedSchool(part: string): string[] {
  const text = part.replace(/,?\s*(?:cumulative\s+)?GPA\b.*$/i, '').trim();
  const school = INSTITUTION_WORDS.exec(text);
  if (!school) return [text || part];
  const after = school.index + school[0].length;
  const starts = DEGREE_PATTERNS.map(([pattern]) => {
    const match = new RegExp(pattern.source, 'giu');
    match.lastIndex = after;
    return match.exec(text)?.index ?? -1;
  }).filter((index) => index > after);
  if (starts.length === 0) return [text];
  const at = Math.min(...starts);
  const name = text.slice(0, at).trim();
  // "University of Leeds BSc": the school's name ends before the degree; "of", "and" do not end one.
  if (/\b(?:of|and|for|de|du|der|für|di|van)$/i.test(name)) return [text];
  return [name, text.slice(at).trim()];
}

/** "Expected graduation date", "Conclusão", "Abschluss": words that lead into a date of completion. */
const COMPLETION =
  /^(?:(?:expected|anticipated)\s+)?(?:graduation(?:\s+date)?|graduated|graduating|completed|completion|conclus[ãa]o|conclu[íi]d[oa]|abschluss|diplômée?|obtenu|titulad[oa]|laureat[oa]|afgestudeerd)\b[\s:]*(?:in|on|em|en|im|le)?$/iu;

/** "Computer Science Major", "Major: Biology": the subject, as a major names it. */
const MAJOR = /^(?:major(?:\s+in)?:?\s+(.+)|(.+?)\s+major)$/i;

/**
 * "Lakeside University. Expected graduation 05/2024. Biology Major. GPA 3.6": a school's facts
 * written as sentences on one line, split at each full stop that ends a word.
 */
const sentences = (part: string) =>
  part
    .split(/(?<=\p{Ll}{3}|\p{Lu}{2})\s*\.\s+(?=\p{Lu})/u)
    .map((piece) => piece.replace(/^[.\s]+|\.$/g, '').trim())
    .filter(Boolean);

/** Schools listed without dates: an institution line, and the degree line right under it. */
function undatedSchools(lines: TextLine[]): Entry[] {
  const entries: Entry[] = [];
  lines.forEach((line, index) => {
    if (!INSTITUTION_WORDS.test(line.text) || isBullet(line)) return;
    const range = findDateRange(line.text);
    const header = partsOf(line, range);
    const next = lines[index + 1];
    if (
      next &&
      !next.gap &&
      !isBullet(next) &&
      !INSTITUTION_WORDS.test(next.text) &&
      degreeOf(next.text) &&
      words(next.text) <= 12
    ) {
      header.push(...partsOf(next, null));
    }
    entries.push({ range, header, body: [] });
  });
  return entries;
}

/**
 * "Northfield University" / "Bachelor of Science, Marine" / "Biology · (2008 - 2012)": a school
 * over its degree, the degree wrapped onto the line of the dates. When the dated line names
 * neither a school nor a degree, the lines above it back to a school's line (three at most, none
 * of them another entry's) are its header: the school, then the degree's lines joined.
 * `lines` are the section's lines as `datedEntries` numbered them.
 */
function schoolAbove(entries: Entry[], lines: TextLine[]): Entry[] {
  return entries.map((entry, n) => {
    const text = entry.header.join(' ');
    if (entry.at === undefined || INSTITUTION_WORDS.test(text) || degreeOf(text)) return entry;
    const floor = n > 0 ? (entries[n - 1]!.at ?? -1) : -1;
    for (let i = entry.at - 1; i > floor && i >= entry.at - 3; i -= 1) {
      const line = lines[i]!;
      if (isBullet(line) || datingRange(line)) break;
      if (INSTITUTION_WORDS.test(line.text)) {
        const degree = [
          ...lines.slice(i + 1, entry.at).map((above) => above.text),
          ...entry.header,
        ];
        return { ...entry, header: [line.text, degree.join(' ')] };
      }
    }
    return entry;
  });
}

/**
 * Words that name a course or a training rather than a school or a degree ("Workshop on…",
 * "Advanced milling training", "Treinamento básico…"), in its first three words, in the seven languages
 * the headings are read in.
 */
const TRAINING_WORDS =
  /^(?:\p{L}+\s+){0,2}(?:training|course|short course|online course|workshop|seminar|bootcamp|schulung|weiterbildung|fortbildung|lehrgang|kurs|seminaire|séminaire|stage de formation|formation continue|curso|cursos|taller|capacitaci[óo]n|capacita[çc][ãa]o|treinamento|oficina|corso|corsi|cursus|bijscholing)\b/iu;

/**
 * A course or training listed among the schools: it names no institution and no degree, and
 * starts with a word that names a course. It is a certification of the profile, not a school.
 */
function trainingOf(entry: Entry): CertificationDraft | null {
  const parts = entry.header.flatMap((part) => part.split(/\s*[|•·]\s*/)).filter(Boolean);
  const text = parts.join(' ');
  if (parts.length === 0 || INSTITUTION_WORDS.test(text) || degreeOf(text)) return null;
  const name = parts.find((part) => TRAINING_WORDS.test(part));
  if (!name) return null;
  const single = entry.range && !entry.range.end && !entry.range.current;
  return {
    name: clean(name.replace(/\.$/, '')),
    issuing_organization: null,
    issue_date: single ? (entry.range?.start ?? null) : (entry.range?.end ?? null),
    expiration_date: null,
    credential_id: null,
    credential_url: null,
    description: bodyText(
      entry.body.concat(parts.filter((part) => part !== name).map((part) => textLine(part))),
    ),
  };
}

/**
 * "2003-2004 Field Intern. Harbour Wildlife Trust." under "Environmental Education": an entry that
 * names a role and one other thing, and no school or degree, is a role held there.
 */
function roleOf(entry: Entry): WorkDraft | null {
  const pieces = entry.header
    .flatMap((part) => part.split(/\s*[|•·,]\s*/))
    .flatMap(sentences)
    .filter(Boolean);
  const text = pieces.join(' ');
  if (pieces.length !== 2 || INSTITUTION_WORDS.test(text) || degreeOf(text)) return null;
  const title = pieces.find((piece) => TITLE_WORDS.test(piece));
  const company = pieces.find((piece) => !TITLE_WORDS.test(piece));
  if (!title || !company || !entry.range) return null;
  return {
    job_title: clean(title),
    company_name: clean(company),
    team: null,
    company_location: null,
    employment_type: employmentType(title),
    start_date: entry.range.start,
    end_date: entry.range.current ? null : (entry.range.end ?? entry.range.start),
    is_current: entry.range.current,
    description: bodyText(entry.body),
    skills_used: null,
    achievements: null,
  };
}

function readEducation(
  section: Section,
  doubts: string[],
  trainings: CertificationDraft[],
  roles: WorkDraft[],
): EducationDraft[] {
  let entries = schoolAbove(
    datedEntries(section.lines),
    joinWrappedHeaders(joinOpenRanges(section.lines)),
  );
  // Some list schools without dates: one entry per institution line.
  if (entries.length === 0) entries = undatedSchools(section.lines);
  entries = entries.filter((entry) => {
    const training = trainingOf(entry);
    if (training) trainings.push(training);
    const role = training ? null : roleOf(entry);
    if (role) roles.push(role);
    return !training && !role;
  });
  return entries.map(({ range, header, body }) => {
    const pieces = header
      .flatMap((part) => part.split(/\s*[|•·]\s*/))
      .flatMap(sentences)
      .filter(Boolean);
    let major: string | null = null;
    const parts = pieces
      .filter((part) => {
        const subject = MAJOR.exec(part);
        if (subject && !major) major = clean(subject[1] ?? subject[2]);
        // A lead-in to the completion date, a grade or a major are not the school or the degree.
        return !subject && !COMPLETION.test(part) && !/^(?:cumulative\s+)?GPA\b/i.test(part);
      })
      .flatMap(splitSchoolLine)
      .flatMap(splitGluedSchool);
    let institution =
      parts.find((part) => INSTITUTION_WORDS.test(part)) ??
      parts.find((part) => !degreeOf(part)) ??
      null;
    let degreeText = parts.find((part) => part !== institution && degreeOf(part)) ?? null;
    // "Northfield College, Kingston" / "Centro Técnico, Curitiba/PR": the place after the name.
    let place: string | null = null;
    if (institution) {
      const [name, after] = splitPlace(institution);
      if (after && !degreeOf(after)) [institution, place] = [name, after];
    }
    // "Certificate course, Springfield, ON": a degree with more after it and no school named. Which
    // piece is the school is a guess, so the line stays whole where a person looks first.
    if (!institution && degreeText?.includes(',')) {
      doubts.push(degreeText);
      [institution, degreeText] = [degreeText, null];
    }
    // "Northfield Arts School" over "Interactive Design" over "Springvale": with no degree named,
    // the line under the school says what was studied, and the last one where.
    const others = parts.filter((part) => part !== institution && part !== degreeText);
    const subject =
      !degreeText && institution && others.length === 2 && PLACE.test(others[1]!)
        ? others[0]!
        : null;
    const location =
      place ??
      (subject ? others[1]! : null) ??
      parts.find((part) => part !== institution && part !== degreeText && LOCATION.test(part)) ??
      null;
    const allText = [...pieces, ...body.map((line) => line.text)].join(' ');
    const gpa = /\bGPA:?\s*([\d.]+(?:\s*\/\s*[\d.]+)?)/i.exec(allText)?.[1] ?? null;
    const single = range && !range.end && !range.current;
    const degree = degreeOf(degreeText ?? allText);
    // "NVQ Level 2 Catering", "Técnico em prótese dentária": a vocational or school qualification
    // says more than its level, so its written name is kept as the subject.
    const coarse = degree !== null && COARSE_LEVELS.includes(degree) && degreeText !== null;
    return {
      institution_name: clean(institution),
      degree,
      field_of_study: coarse
        ? clean(degreeText)
        : ((degreeText ? fieldOfStudy(degreeText) : null) ?? major ?? clean(subject)),
      location: clean(location),
      // A single year under a degree is when it was completed.
      start_date: single ? null : (range?.start ?? null),
      end_date: single ? range.start : range?.current ? null : (range?.end ?? null),
      is_current: range?.current ?? false,
      gpa: clean(gpa),
      description: bodyText(body.filter((line) => !/\bGPA\b/i.test(line.text))),
      activities: null,
    };
  });
}

/**
 * Words that lead into a list of skills ("Proficient in Go, …", "and Docker", "Active participation
 * in audits", "Kenntnisse in SAP"), not part of one: an adjective of degree, then a word of
 * knowing or doing and the preposition that joins it to the skill, in the CV languages.
 */
const SKILL_LEAD =
  /^(?:(?:highly |very )?(?:proficient|experienced|skilled|fluent|expert|familiar|competent|knowledgeable)\s+(?:in|with)|(?:(?:working|basic|strong|solid|sound|deep|good|excellent|thorough|advanced|hands-on|active|strict|close|regular) )?(?:knowledge of|understanding of|experience (?:in|with)|expertise in|background in|proficiency (?:in|with)|command of|participation in|involvement in|adherence to|compliance with)|(?:gute |sehr gute |fundierte )?(?:kenntnisse|erfahrung) (?:in|mit)|(?:bonne |excellente )?(?:maîtrise|connaissances?) (?:de|des|du|en)|(?:conocimientos?|experiencia|dominio) (?:de|en|con)|(?:conhecimentos?|experiência|domínio) (?:de|em|com)|(?:conoscenza|esperienza|padronanza) (?:di|del|in|con)|(?:kennis|ervaring) (?:van|met)|and|or)\s+/iu;

/**
 * A level written in brackets after a skill ("Python (expert)", "SAP (Grundkenntnisse)",
 * "Excel (avancé)"), in the CV languages: the document's own word for how well, so it is the
 * skill's level. Checked in order: "very good" is no "good".
 */
const SKILL_LEVELS: [RegExp, ProficiencyLevel][] = [
  [
    /^(?:expert|experte|experto|experta|esperto|especialista|excellent|exzellent|mastery)$/iu,
    'expert',
  ],
  [
    /^(?:advanced|proficient|very good|sehr gut|sehr gute kenntnisse|fortgeschritten|verhandlungssicher|avancée?|courant|avanzad[oa]|avançad[oa]|avanzat[oa]|gevorderd)$/iu,
    'advanced',
  ],
  [
    /^(?:intermediate|good|competent|working knowledge|gut|gute kenntnisse|intermédiaire|intermedi[oa]|intermediári[oa]|buono|goed)$/iu,
    'intermediate',
  ],
  [
    /^(?:beginner|basic|basics|elementary|novice|grundkenntnisse|basiskenntnisse|grundlagen|anfänger(?:niveau)?|débutante?|notions|básic[oa]|principiante|iniciante|basis|elementare|base)$/iu,
    'beginner',
  ],
];

/** Years in brackets after a skill ("Java (5 years)", "SQL (3+ Jahre)"): not part of its name. */
const SKILL_YEARS =
  /^(?:\d+(?:[.,]\d+)?\+?|<\s*1|>\s*\d+)\s*(?:years?|yrs?\.?|jahre?n?|ans?|años|anos|anni|jaar|j\.)$/iu;

/**
 * What a bracket after a skill's name says: its level, years (dropped), or more of its name
 * ("SPS (Siemens S7)", "Computer-aided design (CAD)"), kept as written.
 */
function skillBracket(raw: string): { name: string; level: ProficiencyLevel | null } {
  const bracket = /^(.*\S)\s*\(([^()]*)\)$/u.exec(raw);
  if (!bracket) return { name: raw, level: null };
  const inside = bracket[2]!.trim().replace(/[.:]$/, '');
  const level = SKILL_LEVELS.find(([words]) => words.test(inside))?.[1] ?? null;
  if (level || SKILL_YEARS.test(inside) || inside === '') return { name: bracket[1]!, level };
  return { name: raw, level: null };
}

/**
 * "Assisting with epidurals and fetal monitoring": a skill of care or trade is often a phrase; a
 * longer piece is a sentence. The short words that join a phrase ("de la", "à", "of", "in") make
 * it longer without making it a sentence, so they are not counted.
 */
const isSkillName = (text: string | null): text is string =>
  text !== null && text.length <= 50 && meaningWords(text) <= 6 && !/^(and|or)$/i.test(text);

/** Kind words two named skills can share ("SQL and NoSQL databases"). */
const SKILL_KINDS =
  'databases|frameworks|libraries|languages|platforms|apps|applications|tools|services|clouds';

/**
 * A list of skills wrapped by the layout ("…, Communication, Project" + "management, …"): a
 * line that goes on in lower case joins the list line before it, which did not end its item.
 */
function joinWrappedLists(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (
      previous &&
      previous.size > 0 &&
      line.size > 0 &&
      previous.cells.length <= 1 &&
      line.cells.length <= 1 &&
      /[,;]/.test(previous.text) &&
      !/[,;:.]$/.test(previous.text) &&
      /^\p{Ll}/u.test(line.text)
    ) {
      const text = `${previous.text} ${line.text}`;
      out[out.length - 1] = { ...previous, text, cells: [text] };
      continue;
    }
    out.push(line);
  }
  return out;
}

function readSkills(section: Section): ProfileDraft['skills'] {
  const skills: ProfileDraft['skills'] = [];
  const seen = new Set<string>();
  // "DISCIPLINES" printed larger than the list under it: the name of a kind of skill (a
  // sub-heading), not a skill. Only where the format gives sizes (a PDF's).
  const sizes = section.lines.map((line) => line.size).sort((a, b) => a - b);
  const itemSize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  let label: string | null = null;
  for (const line of joinWrappedLists(section.lines)) {
    if (
      itemSize > 0 &&
      line.size > itemSize * 1.15 &&
      words(line.text) <= 4 &&
      !/[,;|•·]/.test(line.text)
    ) {
      label = clean(line.text.replace(/:$/, ''));
      continue;
    }
    let category: string | null = label;
    let pieces = line.cells.length > 1 ? line.cells : [line.text];
    const labelled = /^([\p{L}][\p{L} &/+-]{1,40}):\s*(.+)$/u.exec(withoutBullet(line.text));
    const [lead, ...rest] = line.cells;
    if (labelled) {
      category = clean(labelled[1]);
      pieces = [labelled[2]!];
    } else if (
      lead &&
      rest.length > 0 &&
      words(lead) <= 4 &&
      !/[,;]/.test(lead) &&
      rest.some((cell) => /[,;]/.test(cell))
    ) {
      // "Patient Care" set apart (bold, or a column) before a list: the kind, not a skill.
      category = clean(lead);
      pieces = rest;
    }
    for (const piece of pieces) {
      // "SQL databases (MySQL, MongoDB)": the list in brackets names skills too.
      const flat = withoutBullet(piece).replace(/\s*\(([^()]*,[^()]*)\)/g, ', $1');
      const raws = flat
        .split(/\s*[,;|•·]\s*|\s{2,}|\s+\/\s+/)
        // "Proficient in Windows and Mac OS": the lead-in goes before the pair is looked for.
        .map((raw) => raw.trim().replace(SKILL_LEAD, ''))
        // "Java and J2EE", "Agile & Scrum": two short names joined.
        .flatMap((raw) => {
          const pair = /^(\S+(?: \S+)?) (?:and|&) (\S+(?: \S+)?)$/i.exec(raw);
          if (!pair) return [raw];
          // "Infection control & safety protocols": a phrase in sentence case (a word of the
          // first name and the start of the second in lower case) is one skill; two skills'
          // names each start with a capital ("Agile & Scrum", "Windows and Mac OS").
          if (/\s\p{Ll}/u.test(pair[1]!) && /^\p{Ll}/u.test(pair[2]!)) return [raw];
          // "SQL and NoSQL databases", "iOS and Android apps": two names sharing a kind word.
          const shared = new RegExp(`^(\\S+) (?:${SKILL_KINDS})$`, 'i').exec(pair[2]!);
          const named = (word: string) => !word.includes(' ') && /\p{Lu}/u.test(word);
          if (shared && named(pair[1]!) && named(shared[1]!)) return [pair[1]!, shared[1]!];
          return [pair[1]!, pair[2]!];
        });
      for (const raw of raws) {
        // "Python (expert)": the level in brackets is the skill's level; "SPS (Siemens S7)",
        // more of its name, stays with it.
        const { name: written, level } = skillBracket(
          raw
            .replace(SKILL_LEAD, '')
            // "React, Node, (Express)": an item wholly in brackets is still one.
            .replace(/^\(([^()]+)\)$/, '$1')
            // "Jira, Confluence...": the dots that say the list goes on are not the name's.
            .replace(/(?:\.+|…)$/, ''),
        );
        // A bracket that makes the name too long is left off rather than the skill.
        const whole = clean(written);
        const name = isSkillName(whole) ? whole : clean(written.replace(/\s*\([^()]*\)$/, ''));
        if (!isSkillName(name)) continue;
        if (seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        skills.push({ name, proficiency_level: level, category });
      }
    }
  }
  return skills;
}

/**
 * "NMC PIN 12A3456E · Immediate Life Support (2023) · Venepuncture": three short items or more
 * on one line, parted by dots, are one certification each. A line whose parts are a name, its
 * issuer and a date ("Scrum Master · Scrum Alliance · 2021") is one certification.
 */
function certificationItems(line: TextLine): TextLine[] {
  const items = withoutBullet(line.text).split(/\s+[·•]\s+/);
  if (
    items.length < 3 ||
    items.some((item) => words(item) > 8 || isOnlyDates(item) || COMPANY_WORDS.test(item))
  ) {
    return [line];
  }
  return items.map((item) => textLine(item, { size: line.size, bold: line.bold }));
}

function readCertifications(section: Section): CertificationDraft[] {
  return section.lines
    .flatMap(certificationItems)
    .filter((line) => words(line.text) <= 20)
    .map((line) => {
      const range = findDateRange(line.text);
      const parts = partsOf(line, range).flatMap((part) =>
        part.split(/\s*[,–—]\s+|\s+-\s+|\s+by\s+/i),
      );
      const url = line.text.match(URL_LIKE)?.find((candidate) => candidate.includes('/')) ?? null;
      return {
        name: clean(withoutBullet(parts[0] ?? line.text)),
        issuing_organization: clean(parts[1]),
        issue_date: range?.start ?? null,
        expiration_date: range?.end ?? null,
        credential_id: null,
        credential_url: url ? (url.startsWith('http') ? url : `https://${url}`) : null,
        description: null,
      };
    })
    .filter((entry) => entry.name !== null);
}

/** A heading that puts volunteering beside projects ("Projects & Volunteering", "Ehrenamt"). */
const VOLUNTEER_HEADING =
  /volunteer|ehrenamt|b[ée]n[ée]volat|voluntariado|volontariato|vrijwillig/iu;

/** Words that name a thing built rather than an organisation ("Recipe site", "Chess bot"). */
const PRODUCT_WORDS =
  /\b(?:site|website|microsite|web ?app|app|application|widget|tool|bot|library|plugin|extension|game|api|dashboard|package|cli|framework|engine|theme|script|blog|prototype|demo|project|projekt|projet|proyecto|projeto|progetto|sitio|aplicativo|aplicaci[óo]n)\b/iu;

/** Headings of sections that list what a person did beside their work and studies. */
const ACTIVITY_HEADING =
  /activit|involvement|leadership|volunteer|ehrenamt|engagement|b[ée]n[ée]volat|voluntariado|volontariato|vrijwillig/iu;

/**
 * The roles of a section that lists projects and volunteering together: an entry that names a
 * role and an organisation and links to nothing where it is described. A project links to its
 * code or its site, or its name says it is a thing built.
 */
function volunteerRoles(section: Section): WorkDraft[] {
  return readWork(section).filter((role) => {
    // Its names and its first point: a side column's contact lines may follow the last entry.
    const first = role.description?.split('\n')[0] ?? '';
    const text = [role.job_title, role.company_name, first].join(' ');
    const linked = /https?:\/\/|www\.|github\.com|gitlab\.com/i.test(text);
    return (
      role.job_title !== null &&
      role.company_name !== null &&
      TITLE_WORDS.test(role.job_title) &&
      !TITLE_WORDS.test(role.company_name) &&
      !PRODUCT_WORDS.test(role.company_name) &&
      !linked
    );
  });
}

function readProjects(section: Section): ProjectDraft[] {
  const projects: ProjectDraft[] = [];
  let current: (ProjectDraft & { body: TextLine[] }) | null = null;
  const finish = () => {
    if (current) {
      const { body, ...project } = current;
      project.description = bodyText(body);
      const tech = body.map((line) => line.text).join(' ');
      const listed = /(?:technolog(?:y|ies)|tech stack|stack|tools|built with)\s*:\s*(.+)$/im.exec(
        tech,
      );
      if (listed)
        project.technologies_used = listed[1]!
          .split(/\s*[,;|]\s*/)
          .map((t) => t.trim())
          .filter(Boolean)
          .slice(0, 20);
      projects.push(project);
    }
  };
  for (const line of section.lines) {
    // "2018 – 2019" on a line of its own under a project's name dates that project.
    const range = isOnlyDates(line.text) ? findDateRange(line.text) : null;
    if (current && range) {
      if (!current.start_date && !current.end_date) {
        current.start_date = range.start;
        current.end_date = range.current ? null : range.end;
        current.is_ongoing = range.current;
      }
      continue;
    }
    if (!isBullet(line) && isHeaderish(line) && words(line.text) <= 10) {
      finish();
      const range = findDateRange(line.text);
      const parts = partsOf(line, range);
      const url =
        line.text
          .match(URL_LIKE)
          ?.find((candidate) => candidate.includes('.') && candidate.length > 6) ?? null;
      const name = parts.find((part) => !URL_LIKE.test(part)) ?? parts[0] ?? line.text;
      URL_LIKE.lastIndex = 0;
      const techInName = /\(([^)]+)\)\s*$/.exec(name);
      current = {
        name: clean(name.replace(/\([^)]*\)\s*$/, '')),
        description: null,
        role: null,
        start_date: range?.start ?? null,
        end_date: range?.current ? null : (range?.end ?? null),
        is_ongoing: range?.current ?? false,
        project_url:
          url && !/github\.com/i.test(url)
            ? url.startsWith('http')
              ? url
              : `https://${url}`
            : null,
        repository_url:
          url && /github\.com|gitlab\.com/i.test(url)
            ? url.startsWith('http')
              ? url
              : `https://${url}`
            : null,
        technologies_used: techInName ? techInName[1]!.split(/\s*,\s*/).filter(Boolean) : [],
        body: [],
      };
      continue;
    }
    current?.body.push(line);
  }
  finish();
  return projects;
}

/**
 * A LinkedIn or GitHub profile's address without what a share button adds ("?utm_source=…",
 * "?trk=…"): the query and fragment name a visit, not the person.
 */
const profileUrl = (text: string) => asUrl(text).replace(/[?#].*$/, '');

/** "Website: ada.dev", "Meine Webseite: https://…": a site the CV names as the person's own, anywhere. */
const SITE_LABEL =
  /\b(?:website|web site|homepage|home page|portfolio|blog|webseite|site web|site|página web|sitio web|sito web|sito)\b[^:]{0,20}:\s*(\S+)/iu;
function labelledSites(lines: TextLine[]): string[] {
  const sites: string[] = [];
  for (const line of lines) {
    const url = SITE_LABEL.exec(line.text)?.[1];
    const isUrl = url !== undefined && URL_LIKE.test(url) && !EMAIL.test(url);
    URL_LIKE.lastIndex = 0;
    if (isUrl) sites.push(asUrl(url));
  }
  return sites;
}

const asUrl = (text: string) =>
  /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;

/** Services whose profile a CV names by a handle ("GitHub: ada", "LinkedIn" over "/in/ada"). */
const HANDLE_SERVICES: [RegExp, (handle: string) => string][] = [
  [/^github$/i, (handle) => `https://github.com/${handle}`],
  [/^gitlab$/i, (handle) => `https://gitlab.com/${handle}`],
  [/^linkedin$/i, (handle) => `https://www.linkedin.com/in/${handle.replace(/^\/?in\//, '')}`],
  [/^openstreetmap$/i, (handle) => `https://www.openstreetmap.org/user/${handle}`],
];

/**
 * A person's page on a service the profile has no named field for (it names LinkedIn, GitHub and
 * one site): such an address, found anywhere in the CV, is one of the profile's other links.
 */
const OTHER_PROFILE =
  /^(?:https?:\/\/)?(?:www\.)?(?:gitlab\.com\/[^/\s]+|orcid\.org\/[\d-]{15,}X?|scholar\.google\.[a-z.]+\/citations\?user=[\w-]+|researchgate\.net\/profile\/[^/\s]+|openstreetmap\.org\/user\/[^/\s]+|stackoverflow\.com\/users\/\d+|(?:twitter|x)\.com\/[^/\s]+|behance\.net\/[^/\s]+|dribbble\.com\/[^/\s]+|kaggle\.com\/[^/\s]+)\/?$/i;
const HANDLE = /^@?\/?(?:in\/)?[\w.-]{2,60}\/?$/;

/** Profile addresses written as a service's name and a handle, beside it or on the next line. */
function handleLinks(lines: TextLine[]): string[] {
  const links: string[] = [];
  lines.forEach((line, index) => {
    const [label = '', ...rest] = line.text.split(/\s*[:|]\s*|\s+/);
    const service = HANDLE_SERVICES.find(([name]) => name.test(label));
    if (!service) return;
    const handle = rest.length === 1 ? rest[0]! : rest.length === 0 ? lines[index + 1]?.text : null;
    if (handle && HANDLE.test(handle)) links.push(service[1](handle.replace(/^[@/]+|\/$/g, '')));
  });
  return links;
}

/** A profile address (one path segment: a person, not one of their repositories) comes first. */
const profileFirst = (urls: string[]) => {
  const depth = (url: string) =>
    url
      .replace(/^\w+:\/\/[^/]*/, '')
      .split('/')
      .filter(Boolean).length;
  return [...urls].sort((a, b) => depth(a) - depth(b));
};

/** "12 Main St, Springfield, USA": the street before a place is an address, not the place. */
const STREET =
  /^\d*\s*[\p{L}.' -]*\b(?:st|street|ave|avenue|rd|road|way|blvd|boulevard|lane|ln|dr|drive|ct|court|pl|place|straße|strasse|str|weg|gasse|rue|calle|rua|avenida|via|viale|laan|straat)\.?$/iu;

/** "12 Harbour Road", "Rua das Flores 18", "Hauptstraße 5": a street and its number. */
const STREET_LINE =
  /^(?:\d+[a-z]?,?\s+[\p{L}.' -]+|(?:rua|avenida|av\.|calle|via|viale|rue|avenue|boulevard)\b[:\s][\p{L}\d.' -]+\d+[a-z]?|[\p{L}.' -]*(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|plein)\s+\d+[a-z]?)\.?$/iu;
/** A postcode on a line of its own: "WS15 2NN", "SW1A 1AA", "90210", "01234-567". */
const POSTCODE_LINE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{4,5}(?:-\d{3,4})?)$/;
/**
 * A town with its postcode before or after it: "71065 Sindelfingen", "Springfield, IL 62704",
 * "Lakeview, ON K1A 0B1".
 */
const POSTCODE_PLACE =
  /^(?:(?:\d{5}|(?!19|20)\d{4})\s+([\p{Lu}][\p{L}' -]+)|([\p{Lu}][\p{L}.' -]+,\s*[\p{Lu}][\p{L}.' -]+?)\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d))$/u;
/** A town as the last piece of a street address: "Rua das Flores 18. Curitiba/PR". */
const STREET_THEN_PLACE =
  /^(?:rua|avenida|av\.|calle|via|viale|rue|avenue)\b.*?\d+[a-z]?\s*[.,;-]\s*([\p{Lu}][\p{L}' ]+(?:[/,]\s*\p{Lu}[\p{L}]+)?)$/iu;

/**
 * The town of a postal address, by the address's own shape: a town beside its postcode, the
 * piece after a street and its number, or the lines between a street line and a postcode line
 * ("20 Harbour Close" / "Rugby" / "Warwickshire" / "CV21 2AB").
 */
function addressPlace(block: TextLine[]): string | null {
  for (const [index, line] of block.entries()) {
    const text = line.text.trim();
    // "Dept. of Biology · 1 Mill Road · Springvale, MD 21532": each piece of a contact line.
    // A line's own cells first: the name printed left and the town right are two things. Then
    // the pieces between commas: "Via Roma 12, 20121 Milano".
    const cells = line.cells.length > 1 ? line.cells : [];
    const pieces = text.split(/\s*[|•·◦]\s*|\s{2,}/);
    for (const piece of [...cells, text, ...pieces, ...pieces.flatMap((p) => p.split(/\s*,\s*/))]) {
      const beside = POSTCODE_PLACE.exec(piece);
      if (beside) return clean(beside[1] ?? beside[2]);
    }
    const after = STREET_THEN_PLACE.exec(text);
    if (after) return clean(after[1]);
    if (!POSTCODE_LINE.test(text)) continue;
    const towns: string[] = [];
    for (let back = index - 1; back >= 0 && towns.length < 3; back -= 1) {
      const above = block[back]!.text.trim();
      if (STREET_LINE.test(above)) return towns.length > 0 ? towns.reverse().join(', ') : null;
      if (!/^[\p{Lu}][\p{L}' -]+$/u.test(above) || words(above) > 3) break;
      towns.push(above);
    }
  }
  return null;
}

/**
 * The lines that give contact details: the header, a contact section, and the short lines around
 * the e-mail address wherever it stands (a side column read after the main one).
 */
function contactLines(header: TextLine[], sections: Section[], all: TextLine[]): TextLine[] {
  const block = [
    ...header,
    ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines),
  ];
  const at = all.findIndex((line) => EMAIL.test(line.text));
  if (at >= 0 && !block.includes(all[at]!)) {
    const short = (line: TextLine | undefined) =>
      line !== undefined && words(line.text) <= 8 && !sectionOf(line);
    let from = at;
    while (from > at - 5 && short(all[from - 1])) from -= 1;
    let to = at;
    while (to < at + 12 && short(all[to + 1])) to += 1;
    block.push(...all.slice(from, to + 1));
  }
  return block;
}

/**
 * A region named as the place one lives ("Greater Boston Area", "Großraum München", "Área
 * Metropolitana de Lisboa", "Regio Utrecht"): a region word before or after the name, and nothing else.
 */
const REGION =
  /^(?:(?:Greater\s+)?\p{Lu}[\p{L}.' -]*?\s(?:Bay\s+)?(?:Area|Region|Metro(?:politan)?(?:\s+Area)?|Metroplex)|Greater\s+\p{Lu}[\p{L}.' -]+|(?:Großraum|Raum|Region|Metropolregion|Région|Regio|Omgeving|Regione|Región|Região|Área|Area|Gran|Grande)\s+(?:[Mm]etropolitana\s+)?(?:(?:de|di|do|da|del|della)\s+)?\p{Lu}[\p{L}.' -]+|Groot-\p{Lu}[\p{L}]+)$/u;

/**
 * A region on a line of its own among the contact details, or at the top of the page before the
 * CV's body starts (a profile export prints it under the name and headline, after a side column).
 */
function regionLine(block: TextLine[], all: TextLine[]): string | null {
  const body = all.findIndex((line) => {
    const kind = sectionOf(line);
    return kind !== null && kind !== 'contact' && kind !== 'skills' && kind !== 'other';
  });
  const top = body < 0 ? [] : all.slice(0, body);
  for (const line of [...block, ...top]) {
    for (const cell of line.cells.length > 1 ? line.cells : [line.text]) {
      const text = cell.trim();
      if (words(text) <= 6 && REGION.test(text) && !TITLE_WORDS.test(text)) return text;
    }
  }
  return null;
}

/** What parts the pieces of a contact line: "Name · Town · e-mail", "Role — Town — phone". */
const CONTACT_PIECES = /\s*[|•·◦✉☎📍]\s*|\s[—–-]\s/u;

/** Words a contact line names that are not places: services, link labels, ways of working. */
const NOT_A_TOWN =
  /^(?:linkedin|github|gitlab|xing|twitter|x|instagram|facebook|behance|dribbble|medium|stack ?overflow|website|web|homepage|portfolio|blog|e-?mail|mail|phone|tel|telefon|t[ée]l[ée]phone|tel[ée]fono|mobile|mobil|cell|handy|remote|hybrid|freelance|contact|kontakt|contacto|contatto|address|adresse|dirección|endereço|indirizzo|adres)$/i;

/**
 * "Jonas Weber · Hamburg · jonas@example.de · 0171 2345678": a town named alone beside the
 * e-mail or the phone, the pieces parted by a dot, a bar or a dash. Only a name in capitals (one
 * to three words) that is not the person's, a role, an organisation or a service counts.
 */
function townBesideContacts(block: TextLine[], known: (string | null)[]): string | null {
  for (const line of block) {
    if (!EMAIL.test(line.text) && !PHONE.test(line.text)) continue;
    const pieces = line.text.split(CONTACT_PIECES).map((piece) => piece.trim());
    if (pieces.length < 3) continue;
    const town = pieces.find(
      (piece) =>
        /^\p{Lu}[\p{L}'’.]+(?:[ -]\p{Lu}[\p{L}'’.]+){0,2}(?:\/\p{Lu}{2})?$/u.test(piece) &&
        !known.includes(piece) &&
        !NOT_A_TOWN.test(piece) &&
        !TITLE_WORDS.test(piece) &&
        !COMPANY_WORDS.test(piece) &&
        !INSTITUTION_WORDS.test(piece),
    );
    if (town) return town;
  }
  return null;
}

/** Name, e-mail, phone, links and place from the lines at the top (or anywhere, for contacts). */
function readContact(header: TextLine[], all: TextLine[], block: TextLine[]) {
  const text = all.map((line) => line.text).join('\n');
  const email = EMAIL.exec(text)?.[0] ?? null;
  // Line by line: a postcode ending one line and a number starting the next are not one phone.
  const headerText = block.map((line) => line.text).join(' | ');
  const phoneSource =
    [headerText, all.map((line) => line.text).join(' | ')].find((source) =>
      PHONE.test(source.replace(EMAIL, ' ')),
    ) ?? '';
  const phoneMatch = [...phoneSource.replace(EMAIL, ' ').matchAll(new RegExp(PHONE.source, 'g'))]
    .map((match) => match[0].trim())
    .find(
      (candidate) =>
        candidate.replace(/\D/g, '').length >= 7 &&
        // A date ("23.12.1979", "2014 – 2021") is not a phone number.
        !/^(?:\d{1,2}[./]){2}\d{2,4}$/.test(candidate) &&
        !/^(?:(?:19|20)\d{2}[\s–.-]*){2,}$/.test(candidate),
    );
  const urls = profileFirst(
    [
      ...block.flatMap((line) => line.links ?? []),
      ...handleLinks(block),
      ...(headerText.match(URL_LIKE) ?? []),
      ...all.flatMap((line) => line.links ?? []),
      ...(text.match(URL_LIKE) ?? []),
    ].filter((url) => !EMAIL.test(url) && !(email ?? '').includes(url.replace(/^\w+:\/\//, ''))),
  );
  URL_LIKE.lastIndex = 0;
  const linkedin = urls.find((url) => /linkedin\.com\/(?:in|pub)\/[^/\s]+/i.test(url)) ?? null;
  const github = urls.find((url) => /github\.com\/[^/\s]+/i.test(url)) ?? null;
  // The text's addresses once the e-mail is out ("gmail.com" is no one's site); a linked address
  // stays even when the e-mail shares its domain.
  const blockUrls = [
    ...block.flatMap((line) => line.links ?? []),
    ...(headerText.replace(new RegExp(EMAIL.source, 'gi'), ' ').match(URL_LIKE) ?? []),
  ];
  URL_LIKE.lastIndex = 0;
  const others = blockUrls.filter(
    (url) =>
      !EMAIL.test(url) &&
      !/linkedin|github\.com/i.test(url) &&
      /[a-z]{2,}\.[a-z]{2,}/i.test(url) &&
      !/^\d/.test(url) &&
      // "Node.js" or "cv.pdf" among the contact details names a tool or a file, not a site.
      !FILE_OR_TOOL.test(url),
  );
  // The name: the first short line of letters at the top that is not a heading or a contact.
  const top = header.length > 0 ? header : all.slice(0, 5);
  const isNameLike = (value: string, least: number) =>
    words(value) >= least &&
    words(value) <= 5 &&
    !EMAIL.test(value) &&
    !/\d/.test(value) &&
    /^[\p{L}][\p{L}'’. -]+$/u.test(value);
  let nameLine = top.find((line) => isNameLike(line.cells[0] ?? line.text, 2));
  let name = nameLine ? (nameLine.cells[0] ?? nameLine.text) : null;
  // A first name and a family name printed on two lines of their own at the very top.
  const [first, second] = top;
  if (
    first &&
    second &&
    (!nameLine || top.indexOf(nameLine) > 1) &&
    words(first.text) === 1 &&
    words(second.text) === 1 &&
    isNameLike(`${first.text} ${second.text}`, 2) &&
    /^\p{Lu}/u.test(first.text) &&
    /^\p{Lu}/u.test(second.text)
  ) {
    nameLine = second;
    name = `${first.text} ${second.text}`;
  }
  const afterName = nameLine ? header.slice(header.indexOf(nameLine) + 1) : header;
  // "Chargée de communication — Lyon — camille@example.fr": a role named first on the contact line.
  const roleFirst = (value: string) => {
    if (!EMAIL.test(value) && !/\d{3}/.test(value)) return value;
    const first = value.split(CONTACT_PIECES)[0]!.trim();
    return first !== value && TITLE_WORDS.test(first) ? first : value;
  };
  const title =
    afterName
      .map((line) => roleFirst(line.cells[0] ?? line.text))
      .find(
        (value) =>
          !EMAIL.test(value) &&
          !/\d{3}/.test(value) &&
          !URL_LIKE.test(value) &&
          words(value) <= 10 &&
          value !== name,
      ) ?? null;
  URL_LIKE.lastIndex = 0;
  // The place: a "City, Region" among the contact details, once e-mails, links and phones are out.
  // The cells of a line stay apart: a name printed left and the town right are two things.
  const contactText = block
    .map((line) => (line.cells.length > 1 ? line.cells.join(' | ') : line.text))
    .join(' | ')
    .replace(new RegExp(EMAIL.source, 'gi'), ' | ')
    .replace(URL_LIKE, ' | ')
    .replace(new RegExp(PHONE.source, 'g'), ' | ');
  URL_LIKE.lastIndex = 0;
  const placeOf = (cell: string) => {
    const pieces = cell.split(/\s*,\s*/);
    return pieces.length > 2 && STREET.test(pieces[0]!) ? pieces.slice(1).join(', ') : cell;
  };
  const location =
    addressPlace(block) ??
    contactText
      .split(/\s*[|•·◦✉☎📍]\s*|\s{2,}|\s[—–]\s/u)
      .map((cell) => placeOf(cell.trim()))
      .find(
        (cell) =>
          LOCATION.test(cell) &&
          cell !== name &&
          cell !== title &&
          words(cell) <= 6 &&
          !TITLE_WORDS.test(cell) &&
          !COMPANY_WORDS.test(cell),
      ) ??
    /\b([A-Z][\p{L}.'-]+(?: [A-Z][\p{L}.'-]+)*, (?:[A-Z]{2}|[A-Z][\p{L}]+(?: [A-Z][\p{L}]+)*))\b/u.exec(
      contactText,
    )?.[1] ??
    regionLine(block, all) ??
    townBesideContacts(block, [name, title]) ??
    null;
  return {
    name: clean(name),
    email,
    phone: clean(phoneMatch),
    title: clean(title),
    location: clean(location),
    ...contactLinks(linkedin ? profileUrl(linkedin) : null, github ? profileUrl(github) : null, [
      ...others.map(asUrl),
      ...labelledSites(all),
      ...urls.filter((url) => OTHER_PROFILE.test(url)).map(asUrl),
    ]),
  };
}

/** A dotted word that names a file or a tool's language ("Node.js", "cv.pdf"), not a site. */
const FILE_OR_TOOL = /^[^/]*\.(?:js|ts|jsx|tsx|py|rb|md|pdf|docx?|txt|css|html?)(?:$|[/?#])/i;

/** One address, however written: "https://www.Ada.dev/" and "ada.dev" are the same site. */
const sameSite = (url: string) =>
  url
    .toLowerCase()
    .replace(/^\w+:\/\/(?:www\.)?/, '')
    .replace(/^www\./, '')
    .replace(/[/#?]+$/, '');

/**
 * The links filed: LinkedIn and GitHub by their sites, the person's own site (the first one that
 * is no profile on a service), and every other address found as one of the other links, once
 * each, without those already filed.
 */
function contactLinks(linkedin: string | null, github: string | null, found: string[]) {
  const portfolio = found.find((url) => !OTHER_PROFILE.test(url)) ?? null;
  const filed = new Set([linkedin, github, portfolio].flatMap((url) => (url ? sameSite(url) : [])));
  const links: string[] = [];
  for (const url of found) {
    const key = sameSite(url);
    if (filed.has(key) || !HttpUrlSchema.safeParse(url).success) continue;
    filed.add(key);
    links.push(url);
  }
  return { linkedin, github, portfolio, links: links.slice(0, OTHER_LINKS_MAX) };
}

/** The town of a place as written, to compare places by: "Springvale, NY" → "springvale". */
const townOf = (place: string) => plain(place.split(',')[0]!.trim());

/** The towns the document names as places: the contact details' and those of schools and roles. */
function placesNamed(
  home: string | null,
  schools: EducationDraft[],
  roles: WorkDraft[],
): Set<string> {
  const all = [home, ...schools.map((s) => s.location), ...roles.map((r) => r.company_location)];
  return new Set(all.filter((place): place is string => Boolean(place)).map(townOf));
}

/**
 * A place printed where a role's title goes ("2019  Northwind Sàrl" over "Springvale", a
 * designer's layout that names no role): a title that names no role, with the organisation
 * known and no place read, is the role's place when the document names that town as a place
 * elsewhere (the contact details, a school's or another role's place). In a section where most
 * roles' titles are such towns, a title in the same position shaped as a place ("Font", printed
 * where the others print their town) is one too. The title is left empty rather than wrong, and
 * the reading is listed for the person to check. Returns those notes.
 */
function placesAsTitles(roles: WorkDraft[], places: Set<string>): string[] {
  const placeShaped = ({ job_title: title, company_name, company_location }: WorkDraft) =>
    title !== null &&
    company_name !== null &&
    company_location === null &&
    words(title) <= 3 &&
    PLACE.test(title) &&
    !TITLE_WORDS.test(title) &&
    !COMPANY_WORDS.test(title) &&
    !INSTITUTION_WORDS.test(title);
  const named = (role: WorkDraft) => placeShaped(role) && places.has(townOf(role.job_title ?? ''));
  const known = roles.filter(named).length;
  const bySection = known >= 2 && known * 2 > roles.length;
  const notes: string[] = [];
  for (const role of roles) {
    const place = role.job_title;
    if (place === null || !placeShaped(role) || !(bySection || named(role))) continue;
    notes.push(
      serverMessages.importPlaceAsTitle
        .replace('{organisation}', role.company_name ?? '')
        .replace('{place}', place),
    );
    role.company_location = place;
    role.job_title = null;
  }
  return notes;
}

/** A heading as a person would name it: "HONORS & AWARDS:" → "Honors & Awards". */
function headingName(heading: string): string {
  const text = heading.replace(/[:\s]+$/, '').trim();
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(
      /(^|[\s/&-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** What a CV says, as a profile draft, and what could not be read (in words for the user). */
export function readResume(lines: TextLine[]): { draft: ProfileDraft; problems: string[] } {
  const { header, sections } = splitSections(lines);
  const problems: string[] = [];
  const of = (kind: Section['kind']) => sections.filter((section) => section.kind === kind);
  const contact = readContact(header, lines, contactLines(header, sections, lines));
  const workSections = of('experience').map(readWork);
  const work = workSections.flat();
  const doubts: string[] = [];
  const trainings: CertificationDraft[] = [];
  const education = of('education').flatMap((section) =>
    readEducation(section, doubts, trainings, work),
  );
  const skills = of('skills').flatMap(readSkills);
  const certifications = [...of('certifications').flatMap(readCertifications), ...trainings];
  const volunteering: WorkDraft[] = [];
  const projects = of('projects').flatMap((section) => {
    const read = readProjects(section);
    if (!VOLUNTEER_HEADING.test(section.heading)) return read;
    // "Projects / Volunteering": a role held for an organisation is work, a thing built is not.
    const roles = volunteerRoles(section);
    volunteering.push(...roles);
    const names = new Set(
      roles.flatMap((role) => [role.company_name, role.job_title]).filter(Boolean),
    );
    return read.filter((project) => !names.has(project.name));
  });
  // "Extracurricular Activities", "Ehrenamt": roles held for an organisation, with their dates,
  // are work the person did; a section that gives none stays listed as not imported.
  const activities = of('other').filter((section) => ACTIVITY_HEADING.test(section.heading));
  const held = new Set<Section>();
  for (const section of activities) {
    const roles = volunteerRoles(section);
    if (roles.length > 0) held.add(section);
    volunteering.push(...roles);
  }
  work.push(...volunteering);
  const summary = of('summary')
    .flatMap((section) => section.lines.map((line) => withoutBullet(line.text)))
    .join(' ')
    .trim();

  if (sections.length === 0) {
    problems.push(serverMessages.noSectionsFound);
  }
  if (of('experience').length > 0 && work.length === 0) {
    problems.push(serverMessages.noDatedRoles);
  }
  if (of('education').length > 0 && education.length === 0) {
    problems.push(serverMessages.noSchoolsFound);
  }
  if (!contact.email) problems.push(serverMessages.noEmailFound);
  for (const text of doubts) problems.push(serverMessages.importKeptWhole.replace('{text}', text));
  const places = placesNamed(contact.location, education, work);
  for (const roles of workSections) problems.push(...placesAsTitles(roles, places));
  const leftOut = of('other')
    .filter((section) => section.lines.length > 0 && !held.has(section))
    .map((section) =>
      (section.lines.length === 1
        ? serverMessages.importSectionLine
        : serverMessages.importSectionLines.replace('{count}', String(section.lines.length))
      ).replace('{heading}', headingName(section.heading)),
    );
  if (leftOut.length > 0) {
    problems.push(serverMessages.jsonResumeLeftOut.replace('{sections}', leftOut.join(', ')));
  }

  return {
    draft: {
      full_name: contact.name,
      email: contact.email,
      basic_info: {
        professional_title: contact.title ?? work[0]?.job_title ?? null,
        location: contact.location,
        professional_summary: summary || null,
        phone: contact.phone,
        linkedin_url: contact.linkedin,
        github_url: contact.github,
        portfolio_url: contact.portfolio,
        links: contact.links,
      },
      work_experiences: work,
      education_history: education,
      skills,
      certifications,
      projects,
    },
    problems,
  };
}
