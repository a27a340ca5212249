import type { AnalysisResult, Profile } from '@vita/api/schemas';
import { bulletsOf, mentions } from './facts';
import { skillNamesOf } from '../../language/vocabulary';

/**
 * A first cover letter, written without a model from what the member gave and what the posting
 * asks: the role and the company, up to three requirements the CV shows with the CV's own words
 * as evidence, and the member's summary as they wrote it. Nothing else about the person is said:
 * a field left empty leaves its sentence out, never a stand-in. Plain text, ready to edit.
 *
 * The one letter of the product: an application's draft, the assistant's draft in a chat, and
 * the facts a language model words either from.
 */

/** The most requirements a draft names: a letter argues a few, the CV holds the rest. */
export const COVER_LETTER_REQUIREMENTS = 3;

/** The fewest words a quoted piece of the CV has: fewer is a heading or a label, not a sentence. */
const MIN_QUOTED_WORDS = 4;

/** A requirement the CV shows, the CV's sentence that shows it, and where that sentence is. */
export interface ShownRequirement {
  /** What the posting asks; several joined ("PostgreSQL and Python") when one sentence shows them. */
  requirement: string;
  evidence: string;
  /** "as Data Analyst at Northwind", or null when the sentence is not from a role. */
  where: string | null;
  /** How many requirements `requirement` names. */
  count: number;
}

/** One requirement the CV shows, before those one sentence shows share its line. */
type FoundRequirement = Omit<ShownRequirement, 'count'>;

/** The facts a draft is built from, and only these. */
export interface CoverLetterFacts {
  /** The job's title; null when no posting or request names one. */
  role: string | null;
  /** The employer; null when no posting or request names one. */
  company: string | null;
  fullName: string | null;
  /** The member's professional summary, in their own words. */
  summary: string | null;
  shown: ShownRequirement[];
}

const clean = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || null;

/** Pieces of the CV's roles with where each is: "as Data Analyst at Northwind". */
function roleSentences(profile: Profile) {
  return profile.work_experiences.flatMap((work) =>
    [...bulletsOf(work.achievements), ...bulletsOf(work.description)].map((text) => ({
      text,
      where: `as ${work.job_title.trim()} at ${work.company_name.trim()}`,
    })),
  );
}

/**
 * Requirements the CV shows: an analysis kept with the application answers this best (the
 * posting's requirements, required ones first, each with the CV sentence that shows it);
 * without one, the member's listed skills that the posting names and that a sentence of one of
 * their roles also names.
 */
export function shownRequirements(
  profile: Profile,
  postingText: string | null,
  analysis: Pick<AnalysisResult, 'matched'> | null,
): ShownRequirement[] {
  if (analysis?.matched.length) {
    // The letter quotes the summary whole already, and a heading ("Registered Nurse") is no
    // sentence to quote: such evidence stays in the analysis.
    const summary = clean(profile.basic_info?.professional_summary)?.toLowerCase() ?? '';
    const quotable = (evidence: string | null) =>
      evidence !== null &&
      evidence.split(' ').length >= MIN_QUOTED_WORDS &&
      !summary.includes(evidence.toLowerCase().replace(/[.;:,]+$/, ''));
    return oneLinePerSentence(
      [...analysis.matched]
        .sort((a, b) => Number(a.importance !== 'required') - Number(b.importance !== 'required'))
        .filter((match) => quotable(clean(match.evidence)))
        .map((match) => ({
          requirement: clean(match.requirement)!,
          evidence: clean(match.evidence)!,
          where: null,
        })),
    );
  }
  if (!postingText?.trim()) return [];
  const sentences = roleSentences(profile);
  const shown: FoundRequirement[] = [];
  const seen = new Set<string>();
  for (const skill of profile.skills) {
    for (const name of skillNamesOf(skill.name)) {
      if (seen.has(name.toLowerCase()) || !mentions(postingText, name)) continue;
      const sentence = sentences.find((one) => mentions(one.text, name));
      if (!sentence) continue;
      seen.add(name.toLowerCase());
      shown.push({ requirement: name, evidence: sentence.text, where: sentence.where });
    }
  }
  return oneLinePerSentence(shown);
}

/**
 * The first `COVER_LETTER_REQUIREMENTS` requirements, those one sentence shows named together
 * ("PostgreSQL and Python"): a letter quoting the same sentence twice reads as padding.
 */
function oneLinePerSentence(list: FoundRequirement[]): ShownRequirement[] {
  const lines: (FoundRequirement & { names: string[] })[] = [];
  for (const one of list.slice(0, COVER_LETTER_REQUIREMENTS)) {
    const same = lines.find((line) => line.evidence === one.evidence && line.where === one.where);
    if (same) same.names.push(one.requirement);
    else lines.push({ ...one, names: [one.requirement] });
  }
  return lines.map(({ names, ...line }) => ({
    ...line,
    count: names.length,
    requirement:
      names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`,
  }));
}

export function coverLetterFacts(input: {
  profile: Profile;
  user: { full_name: string | null };
  application: { title: string | null; company: string | null; posting_text: string | null };
  analysis: Pick<AnalysisResult, 'matched'> | null;
}): CoverLetterFacts {
  return {
    role: clean(input.application.title),
    company: clean(input.application.company),
    fullName: clean(input.user.full_name),
    summary: input.profile.basic_info?.professional_summary?.trim() || null,
    shown: shownRequirements(input.profile, input.application.posting_text, input.analysis),
  };
}

/** The draft: greeting, the role applied for, the summary, the evidence, a closing. */
export function draftCoverLetter(facts: CoverLetterFacts): string {
  const evidence = facts.shown.length
    ? [
        facts.shown.length === 1 && facts.shown[0]!.count === 1
          ? 'Your posting asks for something my experience shows:'
          : 'Your posting asks for these, and my experience shows them:',
        ...facts.shown.map(
          (one) =>
            `- ${one.requirement}: “${one.evidence.replace(/[.;:,]+$/, '')}”${one.where ? ` (${one.where})` : ''}`,
        ),
      ].join('\n')
    : null;
  const { role, company } = facts;
  const position = role ? `the ${role} position` : 'a position';
  return [
    company ? `Dear hiring team at ${company},` : 'Dear hiring team,',
    `I am applying for ${position}${company ? ` at ${company}` : ' with you'}.`,
    facts.summary,
    evidence,
    `I would welcome the chance to talk about ${role ? position : 'it'} with you.`,
    ['Kind regards,', facts.fullName].filter(Boolean).join('\n'),
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
}
