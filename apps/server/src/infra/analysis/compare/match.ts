import type { CvReading, CvSection } from './cv';
import {
  allMatches,
  degreeLevelIn,
  inAnotherLanguage,
  type DegreeTerm,
  type PhraseTerm,
  type Term,
} from './requirements';
import { findDateRange } from '../../language/dates';
import { contentStems, sameStem, stem, wordsOf } from './words';

/**
 * Where a CV shows a requirement: the sentence to quote, chosen from the section a recruiter
 * would believe most (a skill used in a role beats the same skill in a list; a degree is shown in
 * Education), the first such sentence in the CV's order.
 */

export interface Evidence {
  unit: number;
  index: number;
  length: number;
  /** The alternative of the requirement that the sentence shows. */
  term: Term;
}

type Kind = Term['kind'];

/** Words that say a licence is held, not only named. */
const HOLDING =
  /\b(?:licen[cs]ed|licen[cs]e (?:no|number|#)|registration (?:no|number|#)|certified|PIN)\b/i;

/** Lower is better. */
const RANKS: Record<'default' | 'degree' | 'credential', Partial<Record<CvSection, number>>> = {
  default: {
    experience: 0,
    projects: 1,
    summary: 2,
    other: 3,
    certifications: 3,
    education: 4,
    skills: 5,
    contact: 6,
    header: 6,
  },
  degree: { education: 0, certifications: 1, summary: 2, header: 3, other: 3, experience: 4 },
  credential: {
    certifications: 0,
    education: 1,
    summary: 2,
    header: 2,
    experience: 3,
    other: 3,
    skills: 4,
  },
};

const rankOf = (kind: Kind, section: CvSection) =>
  (kind === 'degree' ? RANKS.degree : kind === 'credential' ? RANKS.credential : RANKS.default)[
    section
  ] ?? 5;

/** The CV's sentences in the order to search them for a kind of term. */
function ordered(cv: CvReading, kind: Kind): number[] {
  return cv.units
    .map((unit, i) => ({ i, rank: rankOf(kind, unit.section) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ i }) => i);
}

/** How many of a phrase's words a sentence must have: all of one or two, two thirds of more. */
const enough = (count: number) => (count <= 2 ? count : Math.ceil((count * 2) / 3));

/**
 * A trait's word used to name a thing or a group ("communication tools", "communication and
 * marketing tools", "the leadership team", "presentation software") shows no trait of the person,
 * nor does "communications" without "skills" (a field, a department, a subject studied): the
 * trait is judged without them.
 */
const TRAIT_AS_THING =
  /\b(?:communications?|presentations?|listening|leadership|organi[sz]ational|interpersonal|collaboration)(?:\s*(?:,|and|&|or)\s+[\p{L}-]+)?\s+(?:tools?|software|platforms?|systems?|channels?|apps?|applications?|technolog(?:y|ies)|equipment|devices?|department|team|teams|materials?|infrastructure|networks?|suites?|solutions?)\b|\bcommunications\b(?!\s+skills?)/giu;
const NAMES_A_THING = new RegExp(TRAIT_AS_THING.source, 'iu');
const TRAIT_STEMS = new Set(
  contentStems(
    'communication listening presentation leadership organisational interpersonal collaboration',
  ),
);

/**
 * Words a CV uses for what postings name in a word of their own, each with that word: a CV
 * presents to "the C-suite", a posting asks for presenting "to leadership"; a teacher plans
 * "lessons" and leads "science", a posting asks for the "curriculum" and a "subject". Wording of
 * any CV of the field, not of one.
 */
const FAMILIES: [RegExp, string][] = [
  [
    /\b(?:c-suite|executives?|executive (?:team|board|committee)|senior (?:leadership|management)|directors|leadership team|stakeholders)\b/i,
    'leadership',
  ],
  [/\b(?:lessons?|syllabus|syllabi|schemes? of work|lesson plans?)\b/i, 'curriculum'],
  // Supervising people is managing them: the posting's "direct reports", the CV's "supervised".
  [/\b(?:supervis(?:ed|es|ing|ion)|line[- ]manag\w*)\b/i, 'managing direct reports'],
  // Papers given at conferences, lectures and classes taught are presentations.
  [
    /\b(?:conferences?|symposi(?:um|a)|keynotes?|lectures?|seminars?|webinars?|master ?class(?:es)?)\b/i,
    'presentation',
  ],
  [
    /\b(?:lead|leads|led|leading|teach|teaches|taught|teaching|coordinat\w*)\s+(?:\w+\s+)?(?:science|maths|mathematics|history|geography|music|computing|physics|chemistry|biology|phonics|literacy|numeracy|art|PE)\b/i,
    'subject',
  ],
  // A role named in a CV in another language is that role in English: "Ingeniera de Datos" is a
  // data engineer, "Pflegefachkraft" a nurse. Only those words add the English ones.
  [
    /(?<![\p{L}])(?:ingenier[oa]s? de datos|ing[ée]nieure? (?:des |de )?donn[ée]es|dateningenieur\p{L}*|data-?ingenieur\p{L}*)/iu,
    'data engineer',
  ],
  [
    /(?<![\p{L}])(?:ingenier[oa]s? de software|ing[ée]nieure? (?:en )?logiciel|softwareentwickler\p{L}*|softwareingenieur\p{L}*|desenvolvedor[a]? de software)/iu,
    'software engineer',
  ],
  [
    /(?<![\p{L}])(?:desarrollador[a]?|desenvolvedor[a]?|d[ée]veloppeu(?:r|se)|\p{L}*entwickler(?:in)?|sviluppat(?:ore|rice)|ontwikkelaar)(?![\p{L}])/iu,
    'developer',
  ],
  [
    /(?<![\p{L}])(?:enfermer[oa]|enfermeir[oa]|infirmi[eè]re?|infermier[ea]|verpleegkundige|pflegefachkraft|\p{L}*krankenpfleger(?:in)?|\p{L}*pflegerin|altenpfleger\p{L}*)(?![\p{L}])/iu,
    'nurse nursing',
  ],
  [
    /(?<![\p{L}])(?:contable|contador[a]?|contabile|comptable|\p{L}*buchhalter(?:in)?|boekhouder)(?![\p{L}])/iu,
    'accountant accounting',
  ],
  [
    /(?<![\p{L}])(?:profesor[a]?|professeure?|\p{L}*lehrer(?:in)?|insegnante|leraar|lerares|docente)(?![\p{L}])/iu,
    'teacher teaching',
  ],
];
const FAMILY_STEMS = FAMILIES.map(([pattern, words]) => [pattern, contentStems(words)] as const);

/**
 * A sentence's stems, with the parts of its hyphenated words ("accuracy-check") and the family
 * words it shows. A concept read from a line in another language is looked for by its own words
 * only (`plain`): any one of them shows it, so a word in a compound would show too much.
 */
function unitStems(text: string, plain = false): string[] {
  const stems = contentStems(text);
  if (plain) return stems;
  const add = (more: string) => {
    if (!stems.includes(more)) stems.push(more);
  };
  if (text.includes('-')) for (const part of contentStems(text.replace(/-/g, ' '))) add(part);
  for (const [pattern, words] of FAMILY_STEMS) if (pattern.test(text)) words.forEach(add);
  return stems;
}

/** The stem of the word that names a concept in the posting's own language, if the text has one. */
function nativeStem(term: PhraseTerm, text: string): string | null {
  const word = term.native?.exec(text)?.[0];
  return word ? (contentStems(word)[0] ?? null) : null;
}

export class Matcher {
  private readonly stems = new Map<number, string[]>();
  private readonly traitStems = new Map<number, string[]>();
  private readonly conceptStems = new Map<number, string[]>();
  private readonly orders = new Map<Kind, number[]>();
  private blocks: number[][] | null = null;

  private foreign: boolean | undefined;

  constructor(private readonly cv: CvReading) {}

  /** Whether the CV is written in another language than English (its small words say so). */
  private inAnotherLanguage(): boolean {
    this.foreign ??= inAnotherLanguage(this.cv.units.map((unit) => unit.text).join('\n'));
    return this.foreign;
  }

  private order(kind: Kind): number[] {
    let order = this.orders.get(kind);
    if (!order) {
      order = ordered(this.cv, kind);
      this.orders.set(kind, order);
    }
    return order;
  }

  private stemsOf(unit: number): string[] {
    let stems = this.stems.get(unit);
    if (!stems) {
      stems = unitStems(this.wordsOfUnit(unit));
      this.stems.set(unit, stems);
    }
    return stems;
  }

  /** A sentence's text without its dates: "janeiro 2014/presente" shows no presentations. */
  private wordsOfUnit(unit: number): string {
    const text = this.cv.units[unit]!.text;
    const dates = findDateRange(text);
    return dates ? text.replace(dates.text, ' ') : text;
  }

  /**
   * A sentence's stems without a trait's words used to name a thing (TRAIT_AS_THING); `plain`
   * for a concept (see unitStems).
   */
  private traitStemsOf(unit: number, plain = false): string[] {
    const cache = plain ? this.conceptStems : this.traitStems;
    let stems = cache.get(unit);
    if (!stems) {
      const text = this.wordsOfUnit(unit);
      stems = NAMES_A_THING.test(text)
        ? unitStems(text.replace(TRAIT_AS_THING, ' '), plain)
        : plain
          ? unitStems(text, true)
          : this.stemsOf(unit);
      cache.set(unit, stems);
    }
    return stems;
  }

  /** The best evidence for any of a requirement's alternatives, or null. */
  find(terms: Term[]): Evidence | null {
    let best: { evidence: Evidence; rank: number } | null = null;
    for (const term of terms) {
      const evidence = this.findTerm(term);
      if (!evidence) continue;
      const rank = rankOf(term.kind, this.cv.units[evidence.unit]!.section);
      if (!best || rank < best.rank || (rank === best.rank && evidence.unit < best.evidence.unit)) {
        best = { evidence, rank };
      }
    }
    return best?.evidence ?? null;
  }

  private findTerm(term: Term): Evidence | null {
    switch (term.kind) {
      case 'skill': {
        // A job title alone ("Data Analyst") shows what the person was called, not the skill.
        const places = this.cv.skills.get(term.name)?.filter((p) => !this.cv.units[p.unit]!.title);
        if (!places?.length) return null;
        const best = [...places].sort(
          (a, b) =>
            rankOf('skill', this.cv.units[a.unit]!.section) -
              rankOf('skill', this.cv.units[b.unit]!.section) || a.unit - b.unit,
        )[0]!;
        return { unit: best.unit, index: best.index, length: best.end - best.index, term };
      }
      case 'credential':
      case 'language': {
        // Of the sentences in the best section, the one that names it most ways: "Registered
        // Nurse (Adult) | NMC PIN …" over a bare "RN" after the name.
        const patterns = term.kind === 'credential' ? term.patterns : [term.pattern];
        let best: { evidence: Evidence; rank: number; hits: number } | null = null;
        for (const unit of this.order(term.kind)) {
          const rank = rankOf(term.kind, this.cv.units[unit]!.section);
          if (best && rank > best.rank) break;
          const text = this.cv.units[unit]!.text;
          let first: RegExpExecArray | null = null;
          let hits = 0;
          for (const pattern of patterns) {
            const match = allMatches(pattern, text)[0];
            if (!match) continue;
            if (term.kind === 'credential' && term.hard && !this.holds(unit, match[0])) continue;
            hits += 1;
            if (!first || match.index < first.index) first = match;
          }
          if (first && (!best || hits > best.hits)) {
            best = {
              evidence: { unit, index: first.index, length: first[0].length, term },
              rank,
              hits,
            };
          }
        }
        return best?.evidence ?? null;
      }
      case 'degree':
        return this.findDegree(term);
      case 'phrase':
        return this.findPhrase(term);
    }
  }

  /**
   * Whether a sentence that names a licence says the person holds it. A duty bullet that names
   * one ("supported the RN team", "a full RN workload" on a placement) does not; a role titled
   * with it, or a line that says licensed or certified, does, as does any mention in the
   * sections where people list what they hold.
   */
  private holds(unit: number, named: string): boolean {
    const { section, role, text, bullet } = this.cv.units[unit]!;
    const listed = section !== 'experience' && section !== 'projects' && section !== 'other';
    if (listed || HOLDING.test(text.replace(named, ' '))) return true;
    const label = role === null ? null : this.cv.roles[role]?.label;
    if (label) return label.toLowerCase().includes(named.toLowerCase());
    // Under a heading of its own ("Clinical placements", "Memberships"): a bullet is a duty, a
    // line of its own is an entry that names what the person holds.
    return !bullet;
  }

  private findDegree(term: DegreeTerm): Evidence | null {
    const units = this.cv.units;
    for (const unit of this.order('degree')) {
      const found = degreeLevelIn(units[unit]!.text);
      if (found.level < term.level) continue;
      if (term.fields.length && !term.related) {
        // The field may be printed on the line after the degree ("BSc (Hons)" / "Nursing").
        const next = units[unit + 1];
        const stems = [
          ...this.stemsOf(unit),
          ...(next && next.section === units[unit]!.section ? this.stemsOf(unit + 1) : []),
        ];
        const fits = term.fields.some((field) =>
          field.every((want) => stems.some((have) => sameStem(want, have))),
        );
        if (!fits) continue;
      }
      return { unit, index: found.index, length: found.length, term };
    }
    if (term.orExperience && (this.cv.months ?? 0) >= 24) {
      // Experience equivalent to a degree in a field is work in that field: a role whose title or
      // bullets name it. Without a field (or with "a related field"), two years of any work.
      const wanted = term.fields.length && !term.related ? term.fields : null;
      for (const block of this.roleBlocks()) {
        const stems = block.flatMap((unit) => this.stemsOf(unit));
        const shown =
          !wanted ||
          wanted.some((field) => field.every((want) => stems.some((have) => sameStem(want, have))));
        if (shown) return { unit: block[0]!, index: 0, length: 0, term };
      }
    }
    return null;
  }

  private findPhrase(term: PhraseTerm): Evidence | null {
    if (term.any?.length) {
      // A concept: the first sentence, in the order a recruiter believes, with any of its words.
      for (const unit of this.order('phrase')) {
        if (!this.shows(term, unit)) continue;
        const stems = this.traitStemsOf(unit, true);
        // The same stem, not a longer word: "hospital" is not "hospitality".
        const word =
          term.any.find((want) => stems.includes(want)) ??
          (this.inAnotherLanguage() ? nativeStem(term, this.wordsOfUnit(unit)) : null);
        if (word) return this.quote({ ...term, stems: [word] }, [unit]);
      }
      return null;
    }
    const need = enough(term.stems.length);
    const order = this.order('phrase');
    // A phrase that asks for the thing itself ("communication tools") is found by all its words.
    // Only a trait is judged without its words naming a thing: "presenting to leadership" is
    // shown by "the leadership team".
    const asTrait =
      !NAMES_A_THING.test(term.name) && term.stems.every((want) => TRAIT_STEMS.has(want));
    // Something held (a registration, a training) may be named in a title line; a skill is
    // shown by what the person did, so a title alone does not show it, though a title and the
    // role's bullets together may.
    const told = order.filter((unit) => this.shows(term, unit));
    for (const unit of told) {
      if (this.hits(term, [unit], asTrait) >= need) return this.quote(term, [unit]);
    }
    const beyondTitles = (block: number[]) =>
      this.hits(
        term,
        block.filter((unit) => this.shows(term, unit)),
      ) > 0;
    // A role's title and bullets together: "B2B SaaS" in the title, "sales" in a bullet. Here
    // every word must be there, and the sentence with most of them is quoted.
    for (const block of this.roleBlocks()) {
      if (this.hits(term, block) === term.stems.length && beyondTitles(block)) {
        return this.quote(term, block);
      }
    }
    // The CV as a whole: "software development experience" is shown by a "Software Engineer"
    // who was once a "Junior Developer". Again every word must be there.
    if (
      term.stems.length > 1 &&
      this.hits(term, order) === term.stems.length &&
      beyondTitles(order)
    ) {
      return this.quote(term, order);
    }
    return null;
  }

  /**
   * Whether a sentence may show a phrase: any but a title line; a title line too for something
   * held, and for experience of a field when the role says what was done in it.
   */
  private shows(term: PhraseTerm, unit: number): boolean {
    const { title, role } = this.cv.units[unit]!;
    if (!title || term.held) return true;
    return !!term.field && role !== null && this.cv.units.some((u) => u.role === role && !u.title);
  }

  /** How many of a phrase's words some sentence of `units` has. */
  private hits(term: PhraseTerm, units: number[], asTrait = false): number {
    const have = new Set(
      units.flatMap((unit) => (asTrait ? this.traitStemsOf(unit) : this.stemsOf(unit))),
    );
    return term.stems.filter((want) => have.has(want) || [...have].some((h) => sameStem(want, h)))
      .length;
  }

  /** The sentence of `units` with most of a phrase's words (the first of equals), quoted at them. */
  private quote(term: PhraseTerm, units: number[]): Evidence {
    let best = units[0]!;
    let most = -1;
    for (const unit of units) {
      const count = this.hits(term, [unit]);
      if (count > most) [best, most] = [unit, count];
    }
    const text = this.cv.units[best]!.text;
    const word =
      wordsOf(text).find((w) => term.stems.some((want) => sameStem(stem(w), want))) ?? '';
    return { unit: best, index: Math.max(0, text.indexOf(word)), length: word.length, term };
  }

  /** Each dated role's sentences, its title first. */
  private roleBlocks(): number[][] {
    if (!this.blocks) {
      const blocks: number[][] = this.cv.roles.map(() => []);
      this.cv.units.forEach((unit, i) => {
        if (unit.role !== null) blocks[unit.role]?.push(i);
      });
      this.blocks = blocks.filter((block) => block.length);
    }
    return this.blocks;
  }
}
