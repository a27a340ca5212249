/**
 * A posting's blocks split by their headings into what the job does, what it requires and what
 * it would like: one line per bullet, or per sentence where a section is prose.
 */
import { foldAccents } from '../../language/normalise';
import type { Block } from './blocks';
import { clean, normal, sentences, straight, unique, words } from './text';

export type SectionKind = 'responsibilities' | 'required' | 'preferred' | 'other';

export interface Sections {
  responsibilities: string[];
  required: string[];
  preferred: string[];
}

/*
 * What headings say, checked in this order: "Preferred qualifications" is preferred before it is
 * a qualification; "What you'll do on our team" and "About you" name the job and the candidate
 * before "our team" or "About …" name the company; "Why you will love it" is a pitch although it
 * says "you will", so the weaker wordings of the job and the candidate come after the pitches.
 */
const PREFERRED =
  /\b(nice[- ]to[- ]haves?|preferred|preferable|bonus|pluses|plus points|desirable|desired|(would|will) be (great|nice|a plus|an advantage|a bonus)|we'?d (love|like)|love it if|good to have|extra (credit|points)|not (required|mandatory)|optional|advantageous|(an )?added advantage|ideally|even better|stand out|icing on the cake)\b/;
const STRONG_RESPONSIBILITIES =
  /\b(responsib\w*|duties|what you('ll| will)( actually| get to)? (do|be doing|work on)|you('ll| will) get to do|day[- ]to[- ]day|accountabilities)\b/;
const STRONG_REQUIRED =
  /\b(requirements?|qualifications?|must[- ]haves?|what you('ll| will)? (bring|need)|what (we're|we are) looking for|ideal candidate|skills)\b/;
const CANDIDATE =
  /^(about you|who you are|you are|you have|you bring|your (profile|background|skills|experience|qualifications|toolbox)|is this you|you might be)\b/;
const OTHER =
  /\b(benefits?|perks|what we offer|we offer|offer you|why (join|work|us|you)|about (us|the (company|team)|[a-z]+ (inc|ltd|gmbh))|who we are|our (values|culture|team|mission|story|company|benefits|offer|perks|commitment|pledge)|compensation|salary|pay( range)?|how to apply|to apply|apply\b|application|equal (opportunity|employment)|the way we work|company description|life at|working (at|here)|diversity|inclusion|interview|hiring process|recruitment process|location|work hours|start date|contact|culture|summary|overview|disclaimer|privacy|share this|similar jobs|related jobs)\b/;
const RESPONSIBILITIES =
  /\b(responsibilit(y|ies)|responsible for|what you('ll| will)( actually| get to)? (do|be doing|work on|build|own|achieve|accomplish)|you('ll| will) get to|get to do|the role|the job|the position|about the (role|job|position|opportunity)|role description|duties|your (role|mission|impact|day|job|tasks|work|responsibilities)|day[- ]to[- ]day|what the (job|role) (involves|entails)|in this role|key (tasks|accountabilities|areas)|accountabilities|tasks|the opportunity|what's the job|what we need you to do|how you('ll| will) contribute|you will be|what you will be doing|scope)\b/;
const REQUIRED =
  /\b(requirements?|required|qualifications?|what you('ll| will)? (bring|need|have)|what (we|we're|we are) (looking for|seeking|need|expect)|who (we're|we are) looking for|looking for|the ideal candidate|ideal candidate|must[- ]haves?|must have|skills|experience|competenc(y|ies)|prerequisites|knowledge|essential|minimum|basic qualifications|what it takes|candidate profile|you('ll)? (thrive|succeed|be successful|excel)|you (bring|have|need|should have|will have)|your (profile|background|skills|experience)|about you|who you are|education|what (you need|is needed|we require)|if you (have|are|bring))\b/;

/**
 * The same in German, French, Spanish and Dutch, written without accents (headings are compared
 * without them). Checked after the English pitches and before the weaker English wordings: "Über
 * uns" is the company, "Ihre Aufgaben" the job, "Profil recherché" the candidate.
 */
const ELSEWHERE = {
  preferred:
    /\b(wunschenswert|von vorteil|idealerweise|(ein )?plus(punkt|punkte)?|(un |les )?(petits? )?plus|atouts?|souhaite(e|s|es)?|apprecie(e|s|es)?|idealement|deseables?|valorables?|se valorara|valoramos|idealmente|pluspunt(en)?|gewenst|bij voorkeur|strekt tot aanbeveling)\b/,
  other:
    /\b((was )?wir bieten|unser angebot|uber uns|wer wir sind|bewerbung|gehalt|verguetung|verg tung|(ce que )?nous (vous )?(offrons|proposons)|avantages|qui sommes[- ]nous|a propos( de nous| de l'entreprise)?$|l'entreprise|remuneration|salaire|conditions|processus de recrutement|postuler|pourquoi nous rejoindre|(que )?ofrecemos|beneficios|sobre nosotros|quienes somos|la empresa|salario|(wat )?(bieden wij|wij bieden)|over ons|over [a-z]+$|arbeidsvoorwaarden|solliciter(en)?|sollicitatie|het bedrijf|wie zijn (wij|we))\b/,
  responsibilities:
    /\b((ihre|deine) aufgaben|aufgaben|was (dich|sie) erwartet|taetigkeit(en)?|tatigkeit(en)?|(vos|tes|les|ta|votre) missions?|missions?( principales)?$|ce que vous (ferez|allez faire)|(vos )?responsabilites|descriptif du poste|description du poste|le poste|(tus |sus )?responsabilidades|funciones|(tus |sus )?tareas|que haras|(jouw |je )?taken|werkzaamheden|wat ga je doen|wat ga jij doen|functieomschrijving|de functie|(jouw|je) rol)\b/,
  required:
    /\b(anforderungen|qualifikation(en)?|(dein|ihr) profil|was (du|sie) mitbring(st|en)|das bringst du mit|voraussetzungen|kenntnisse|profil( recherche)?|competences( requises)?|prerequis|exigences|ce que nous recherchons|qui (etes|es)[- ]vous|vous etes|formation|requisitos|perfil|(lo )?que buscamos|buscamos|requerimientos|competencias|formacion|functie[- ]eisen|eisen|wie ben (jij|je)|wat (vragen wij|wij vragen)|wat breng (je|jij) mee|(jouw )?profiel|vereisten|wie zoeken (wij|we))\b/,
};

/** Headings that are headings even when written as an ordinary line ("Requirements"). */
const PLAIN_HEADING =
  /^(?:(?:key|main|your|the|our|core|general|additional|minimum|basic|preferred|required|desired|technical|essential|job|role) )?(?:responsibilities|requirements|qualifications|duties|tasks|skills|experience|benefits|perks|summary|overview|education|compensation|salary|location|description|about (?:you|us|the (?:role|job|team|company|position))|who you are|who we are|what you(?:'ll| will) (?:do|bring|need)|what we offer|nice to haves?|must haves?|bonus(?: points)?|(?:the )?(?:role|job|position|opportunity)|(?:requirements|skills|qualifications) (?:and )?(?:qualifications|experience|requirements|skills))$/;

/** What a heading's words say its section is; null when they say nothing known. */
export function headingKind(heading: string): SectionKind | null {
  const text = foldAccents(straight(heading).toLowerCase(), 'NFKD')
    .replace(/[^a-z0-9'&/+ -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (PREFERRED.test(text) || ELSEWHERE.preferred.test(text)) return 'preferred';
  if (STRONG_RESPONSIBILITIES.test(text)) return 'responsibilities';
  if (CANDIDATE.test(text) || STRONG_REQUIRED.test(text)) return 'required';
  if (ELSEWHERE.other.test(text)) return 'other';
  if (ELSEWHERE.responsibilities.test(text)) return 'responsibilities';
  if (ELSEWHERE.required.test(text)) return 'required';
  if (OTHER.test(text)) return 'other';
  if (RESPONSIBILITIES.test(text)) return 'responsibilities';
  if (REQUIRED.test(text)) return 'required';
  return null;
}

/**
 * A line in capitals ("WHAT WE OFFER") is a plain-text heading; a short run of acronyms ("SQL")
 * or a list of them ("AWS, GCP") is not.
 */
function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 6 &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase() &&
    !text.includes(',') &&
    /\p{L}{4,}/u.test(text) &&
    !/[.!]$/.test(text)
  );
}

interface Heading {
  kind: SectionKind;
  level: number | undefined;
}

/**
 * Whether a block is a heading, and of what. Marked headings (h1–h6, `#`) and short bold lines
 * are; so is a short line ending in a colon ("Skills and Experience:"), and a line of a few words
 * that names a known section ("Requirements"). Anything else is content.
 */
function asHeading(block: Block): Heading | null {
  const count = words(block.text);
  const kind = headingKind(block.text);
  if (block.kind === 'heading') {
    return count <= 20 ? { kind: kind ?? 'other', level: block.level } : null;
  }
  if (block.kind !== 'line') return null;
  if (block.bold && count <= 12 && !/[.!]$/.test(block.text)) {
    return { kind: kind ?? 'other', level: undefined };
  }
  if (/:$/.test(block.text) && count <= 12) return { kind: kind ?? 'other', level: undefined };
  if (isAllCaps(block.text) && count <= 8) return { kind: kind ?? 'other', level: undefined };
  // A short question that names a section ("Why join us?", "Wie ben jij?") heads one.
  if (kind && count <= 6 && /\?$/.test(block.text)) return { kind, level: undefined };
  const bare = block.text.replace(/[:?]$/, '');
  if (kind && count <= 6 && PLAIN_HEADING.test(normal(bare))) {
    return { kind, level: undefined };
  }
  return null;
}

/**
 * A requirement line that says it is only wished for: "… is a plus", "Bonus: …", "… (preferred)",
 * "Ideally, …". A "preferably" or "ideally" in the middle of a line qualifies a part of a real
 * requirement ("BS degree, preferably in Computer Science"), so only the line's start or end
 * counts for those.
 */
const PREFERRED_LINE_EN =
  /\b(is|are|would be|will be|as) (a |an )?(big |huge |strong |great |definite |real |nice )?(plus|bonus|advantage|asset)\b|\ba (big |huge |strong |definite )?plus\b|\bnice[- ]to[- ]have\b|^(bonus|plus|ideally|preferably|preferred|nice to have|desirable|optional)\b|\b(preferred|desirable|desired|advantageous|optional)\W*$|\((preferred|a plus|nice to have|bonus|optional|desirable)\)|\bbonus points?\b|\bnot (required|mandatory)\b/i;

/** The same in German, French, Spanish and Dutch: "… von Vorteil", "… est un plus", "Idealmente …". */
const PREFERRED_LINE_ELSEWHERE =
  /\b(?:w[üu]nschenswert|von vorteil|ein plus)\b|^(?:idealerweise|id[ée]alement|idealmente|bij voorkeur|de pr[ée]f[ée]rence|preferentemente)\b|\b(?:est|serait|sera) un (?:vrai |gros )?(?:plus|atout)\b|^[^,;]*\bun plus\W*$|^[^,;]*\b(?:appr[ée]ci[ée]e?s?|souhait[ée]e?s?|souhaitables?|deseables?|valorables?)\W*$|\bse valorar[áa]\b|\b(?:is )?een pr[ée]\b|\bpluspunt\b|\bstrekt tot aanbeveling\b/i;

const PREFERRED_LINE = {
  test: (line: string) => PREFERRED_LINE_EN.test(line) || PREFERRED_LINE_ELSEWHERE.test(line),
};

/**
 * A line that describes the candidate, not the work: "You have …", "Je hebt …", "Vous maîtrisez
 * …", "Du bringst … mit". "You are responsible for …" and "you will have" are still the job.
 */
const CANDIDATE_LINE =
  /^(?:you (?:have|possess|hold|bring|know|can)\b|you(?:'ve| are| 're|'re) (?!responsible|going|part|expected|joining|working|in charge)|(?:je|jij) (?:hebt|bent|beschikt|kunt|spreekt|bezit)\b|vous (?:avez|êtes|etes|possédez|possedez|maîtrisez|maitrisez|disposez|justifiez)\b|tu (?:as|es|maîtrises|maitrises)\b|(?:sie|du) (?:haben|hast|sind|bist|verfügen|verfügst|bringen|bringst|beherrschen|beherrschst)\b|(?:tienes|eres|cuentas con|posees|dominas|tiene|cuenta con)\b)/i;

/**
 * Lines that sit among requirements but ask nothing of the candidate: equal-opportunity, privacy
 * and accommodation notices, how to apply, pay and perks, a company's values or mission. In the
 * languages postings are read in.
 */
const NO_REQUIREMENT = new RegExp(
  [
    // Equal opportunity, discrimination, accommodation, privacy.
    /\bequal (?:employment )?opportunit|\bdiscriminat|without regard to|regardless of (?:race|age|gender|sex)|protected (?:veteran|characteristic|status)|\baccommodations?\b|reasonable adjustments?|privacy (?:notice|policy|statement)|personal data|\bGDPR\b|\bRGPD\b|qualified applicants|\bEEO\b|chancengleich|égalité des chances|egalite des chances|igualdad de oportunidades|gelijke kansen|handicap|discrimin/
      .source,
    // Applying.
    /encourage[sd]? (?:all |every )?(?:\w+ )?(?:candidates|applicants|you|people|everyone) (?:\w+ )?to apply|\bif you are applying\b|\bplease (?:apply|send|submit|note)\b|\bto apply\b|do not (?:currently )?reside|postulez|bewirb dich|solliciteer|envía tu cv/
      .source,
    // Pay and perks.
    /\b(?:salary|compensation|pay range|rémunération|remuneration|gehalt|vergütung|salario|salaris|brut (?:mensuel|annuel)|tickets? restaurants?|mutuelle|health insurance|paid time off|401\(?k\)?|pension scheme)\b/
      .source,
    // Values and mission.
    /\b(?:embody|our values|core values|our mission|the mission)\b|\bfosters? (?:a )?(?:culture of )?(?:diversity|inclusi)/
      .source,
  ].join('|'),
  'i',
);

/**
 * A line that only states the terms of the job ("Full-time", "3-year initial commitment",
 * "Permanent contract"): a condition of the offer, not something a CV shows.
 */
const TERMS_ONLY =
  /^(?:(?:full|part)[- ]?time|permanent|temporary|fixed[- ]term|contract|freelance|internship|[\w-]+ (?:initial )?(?:commitment|contract)|(?:\d+|one|two|three|four|five)[- ](?:year|month)s? (?:initial )?(?:commitment|contract)|CDI|CDD|Vollzeit|Teilzeit|jornada completa|voltijd|deeltijd)\.?$/i;

/** Whether a line among the requirements asks nothing of the candidate (see NO_REQUIREMENT). */
export const asksNothing = (line: string): boolean =>
  NO_REQUIREMENT.test(line) || TERMS_ONLY.test(clean(line));

/** A line that says something is not asked for is no requirement to match. */
const NOT_ASKED =
  /\b(no|not|without)\b.{0,40}\b(formal|required|requirements?|necessary|needed)\b/i;

/** Bullet characters and numbering that survived into an item's text. */
function tidy(line: string): string {
  return clean(line.replace(/^(?:[-*+•·▪◦‣∙●○■□➢➤►▸✓✔]|\d{1,2}[.)])\s+/, '').replace(/[;,]$/, ''));
}

/** A section's lines: its items when it has a list, else its lines cut into sentences. */
function sectionLines(blocks: Block[]): string[] {
  const items = blocks.filter((block) => block.kind === 'item');
  const chosen = items.length > 0 ? items : blocks;
  const lines: string[] = [];
  for (const block of chosen) {
    if (block.kind !== 'item' && block.text.length > 160) lines.push(...sentences(block.text));
    else lines.push(block.text);
  }
  return lines.map(tidy).filter((line) => line.length > 1 && /[a-z]/i.test(line));
}

export interface SplitResult extends Sections {
  /** How many headings named a responsibilities, requirements or preferred section. */
  known: number;
}

export function splitSections(blocks: Block[]): SplitResult {
  const groups: { kind: SectionKind | 'intro'; blocks: Block[] }[] = [];
  let current: { kind: SectionKind | 'intro'; blocks: Block[] } = { kind: 'intro', blocks: [] };
  groups.push(current);
  // The headings above the current one, for an unknown sub-heading to inherit its parent's kind.
  const parents: Heading[] = [];
  let known = 0;
  for (const block of blocks) {
    const heading = asHeading(block);
    if (!heading) {
      current.blocks.push(block);
      continue;
    }
    const level = heading.level;
    while (level !== undefined && parents.length > 0) {
      const top = parents.at(-1)!;
      if (top.level !== undefined && top.level < level) break;
      parents.pop();
    }
    let kind = heading.kind;
    // A lead-in that names nothing ("Also important here:") continues the section it is in.
    if (
      level === undefined &&
      /:$/.test(block.text) &&
      headingKind(block.text) === null &&
      current.kind !== 'intro' &&
      current.kind !== 'other'
    ) {
      current.blocks.push(block);
      continue;
    }
    const parent = parents.at(-1);
    if (
      kind === 'other' &&
      headingKind(block.text) === null &&
      level !== undefined &&
      parent?.level !== undefined &&
      parent.level < level
    ) {
      kind = parent.kind;
    }
    if (level !== undefined) parents.push({ kind, level });
    if (kind !== 'other') known += 1;
    current = { kind, blocks: [] };
    groups.push(current);
  }

  const result: SplitResult = { responsibilities: [], required: [], preferred: [], known };
  for (const group of groups) {
    if (group.kind === 'intro' || group.kind === 'other') continue;
    for (const line of sectionLines(group.blocks)) {
      if (group.kind === 'required' || group.kind === 'preferred') {
        if (asksNothing(line)) continue;
      }
      if (group.kind === 'required') {
        if (NOT_ASKED.test(line) && !PREFERRED_LINE.test(line)) continue;
        if (PREFERRED_LINE.test(line)) result.preferred.push(line);
        else result.required.push(line);
      } else if (group.kind === 'responsibilities' && CANDIDATE_LINE.test(straight(line))) {
        // "You have a degree in …" under "What you'll do" asks something of the candidate.
        result.required.push(line);
      } else {
        result[group.kind].push(line);
      }
    }
  }
  result.responsibilities = unique(result.responsibilities);
  result.required = unique(result.required);
  result.preferred = unique(result.preferred);
  return result;
}

/** Lines given as a list already (JSON-LD `qualifications`, `skills`…), tidied. */
export function listLines(lines: string[]): string[] {
  return unique(lines.map(tidy).filter(Boolean));
}

/** Whether a line says something is not asked for ("No formal qualifications required"). */
export function isNotAsked(line: string): boolean {
  const text = clean(line);
  return NOT_ASKED.test(text) && !PREFERRED_LINE.test(text);
}

/** Whether a requirement line only wishes for something. */
export function isPreferredLine(line: string): boolean {
  return PREFERRED_LINE.test(clean(line));
}
