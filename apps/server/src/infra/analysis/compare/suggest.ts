import { yearsText, type AnalysisSuggestion } from '@vita/api/schemas';
import { listWords } from '../../language/text';
import type { CvReading } from './cv';
import type { Evidence } from './match';
import type { Requirement } from './requirements';

/**
 * Concrete changes, each naming the CV section it belongs in and grounded in what the comparison
 * found. A missing skill is only ever suggested "if you have used it": the CV must not claim what
 * its owner cannot back in an interview.
 */

export interface Outcome {
  requirement: Requirement;
  evidence: Evidence | null;
}

type Home = 'Skills' | 'Education' | 'Certifications' | 'Language' | 'Experience';

/** Where a missing requirement would go in a CV. */
function homeOf(requirement: Requirement): Home {
  const kinds = new Set(requirement.terms.map((t) => t.kind));
  if (kinds.has('degree')) return 'Education';
  if (kinds.has('skill')) return 'Skills';
  if (kinds.has('credential')) return 'Certifications';
  if (kinds.has('language')) return 'Language';
  if (requirement.terms.every((t) => t.kind === 'phrase' && t.held)) return 'Certifications';
  return 'Experience';
}

const quoted = (names: string[]) => listWords(names.map((name) => `“${name}”`));

/** A requirement's words as the posting writes them, for the middle of a sentence. */
function asWritten(requirement: Requirement): string {
  const at = requirement.asked_in.toLowerCase().indexOf(requirement.name.toLowerCase());
  return at >= 0 ? requirement.asked_in.slice(at, at + requirement.name.length) : requirement.name;
}

const them = (count: number, one: string, many: string) => (count === 1 ? one : many);

const unique = (names: string[]) => [...new Set(names)];

/**
 * The skill a matched requirement is shown as: the alternative the CV names ("R" of "Python or
 * R"), or the requirement itself when a skill that implies it was found ("Python" for pandas).
 */
function shownName(outcome: Outcome): string {
  const term = outcome.evidence!.term;
  return outcome.requirement.terms.includes(term) ? term.name : outcome.requirement.name;
}

export interface SuggestInput {
  outcomes: Outcome[];
  cv: CvReading;
  title: string | null;
  requiredYears: number | null;
  cvYears: number | null;
  /** The field the years are asked in; `cvYears` are then the years of the roles in it. */
  field?: string | null;
}

export function suggest(input: SuggestInput): AnalysisSuggestion[] {
  const { outcomes, cv } = input;
  const out: AnalysisSuggestion[] = [];
  const missing = (importance: 'required' | 'preferred', home: Home) =>
    outcomes
      .filter((o) => !o.evidence && o.requirement.importance === importance)
      .map((o) => o.requirement)
      .filter((r) => homeOf(r) === home);

  const requiredSkills = missing('required', 'Skills').map((r) => r.name);
  if (requiredSkills.length) {
    const n = requiredSkills.length;
    out.push({
      section: 'Skills',
      text: `The posting requires ${quoted(requiredSkills)} and the CV does not show ${them(n, 'it', 'them')}. Add ${them(n, 'it', 'each one')} only if you have used it, in Skills and in a bullet of the role where you used it.`,
    });
  }

  for (const importance of ['required', 'preferred'] as const) {
    const verb = importance === 'required' ? 'requires' : 'prefers';
    for (const degree of missing(importance, 'Education')) {
      out.push({
        section: 'Education',
        text: cv.headings.includes('education')
          ? `The posting ${verb} “${degree.name}” and the Education section does not show it. If you hold it or an equivalent, list it there with the institution and the year.`
          : `The posting ${verb} “${degree.name}” and the CV has no Education section. If you hold it or an equivalent, add the section with it, the institution and the year.`,
      });
    }
    for (const credential of missing(importance, 'Certifications')) {
      const name = asWritten(credential);
      out.push({
        section: 'Certifications',
        text: /driving licence/i.test(credential.name)
          ? `The posting ${verb} a driving licence and the CV does not mention one. If you hold it, say so under Certifications or beside your contact details (“Full driving licence”).`
          : `The posting ${verb} “${name}”. If you hold it, list it under Certifications with who awarded it and when; if you are working towards it, say so and when you expect it.`,
      });
    }
    for (const language of missing(importance, 'Language')) {
      out.push({
        section: 'Skills',
        text: `The posting ${verb} ${language.name}. If you speak it, add it with your level (for example “${language.terms[0]!.name} — fluent”) under Skills or a Languages line.`,
      });
    }
    const phrases = missing(importance, 'Experience');
    if (phrases.length) {
      const n = phrases.length;
      out.push({
        section: 'Experience',
        text: `The posting ${verb} ${quoted(phrases.map(asWritten))}, which the CV does not say in so many words. If a role of yours included ${them(n, 'it', 'any of them')}, say so in a bullet of that role, in the posting’s words.`,
      });
    }
  }

  const preferredSkills = missing('preferred', 'Skills').map((r) => r.name);
  if (preferredSkills.length) {
    const n = preferredSkills.length;
    out.push({
      section: 'Skills',
      text: `Nice to have and not in the CV: ${quoted(preferredSkills)}. If you have used ${them(n, 'it', 'any of them')}, add it to Skills and name it in the role where you used it; if not, the required skills matter more.`,
    });
  }

  const { requiredYears, cvYears, field } = input;
  if (field && requiredYears !== null && cvYears !== null && cvYears < requiredYears) {
    out.push({
      section: 'Experience',
      text: `The posting asks for ${requiredYears}+ years in ${field} and the roles that show it add up to ${yearsText(cvYears)}. Where a role was in ${field}, say so in its title or first bullet (the employer’s trade, the clients, the products).`,
    });
  } else if (requiredYears !== null && cvYears !== null && cvYears < requiredYears) {
    out.push({
      section: 'Experience',
      text: `The posting asks for ${requiredYears}+ years and the CV’s dated roles add up to ${yearsText(cvYears)}. If earlier work counts (internships, freelance, part-time roles), add it under Experience with its dates.`,
    });
  }
  if (!cv.roles.length) {
    out.push({
      section: 'Experience',
      text: `No role has dates that could be read${requiredYears !== null ? `, so none of the ${requiredYears}+ years asked could be counted` : ''}: give each role a start and an end month, e.g. “Jan 2019 – Present”.`,
    });
  } else if (cv.unreadDates.length) {
    out.push({
      section: 'Experience',
      text: `Write ${quoted(cv.unreadDates.slice(0, 3))} as months and years (“Jan 2019 – Mar 2021”): ATS read those, not ${them(cv.unreadDates.length, 'this form', 'these forms')}.`,
    });
  }

  // Required skills the CV lists but shows in no role: a list is believed less than a bullet.
  const listed = unique(
    outcomes
      .filter(
        (o) =>
          o.requirement.importance === 'required' &&
          o.evidence &&
          o.evidence.term.kind === 'skill' &&
          cv.units[o.evidence.unit]!.section === 'skills',
      )
      .map(shownName),
  );
  if (listed.length) {
    const role = cv.roles[0];
    const n = listed.length;
    out.push({
      section: role ? `Experience — ${role.label}` : 'Experience',
      text: `${quoted(listed)} ${them(n, 'appears', 'appear')} only in your Skills list. Show ${them(n, 'it', 'each')} in a bullet of the role where you used it${role ? ` (under ${role.label}, if that is where)` : ''}, with what came of it.`,
    });
  }

  const shownRequired = unique(
    outcomes
      .filter((o) => o.requirement.importance === 'required' && o.evidence?.term.kind === 'skill')
      .map(shownName),
  ).slice(0, 3);
  const title = input.title ? `, with the posting’s title “${input.title}”` : '';
  if (shownRequired.length) {
    const summaryUnits = new Set(
      cv.units.flatMap((unit, i) => (unit.section === 'summary' ? [i] : [])),
    );
    if (!summaryUnits.size) {
      out.push({
        section: 'Summary',
        text: `Add a two- or three-line Summary at the top that names the required skills you show (${quoted(shownRequired)})${title}, so a recruiter sees the fit in the first lines.`,
      });
    } else {
      const inSummary = shownRequired.filter((name) =>
        (cv.skills.get(name) ?? []).some((place) => summaryUnits.has(place.unit)),
      );
      if (!inSummary.length) {
        out.push({
          section: 'Summary',
          text: `Your Summary names none of the required skills the CV shows elsewhere. Name ${quoted(shownRequired)} in its first line${title}, so a recruiter sees the fit at once.`,
        });
      }
    }
  }

  const contact = [
    ...(cv.email ? [] : ['an e-mail address']),
    ...(cv.phone ? [] : ['a phone number']),
  ];
  if (contact.length) {
    out.push({
      section: 'Contact details',
      text: `Add ${listWords(contact)} at the top of the CV: ATS read contact details from there, and a recruiter needs them to reach you.`,
    });
  }
  for (const [kind, heading] of [
    ['experience', 'Experience'],
    ['education', 'Education'],
    ['skills', 'Skills'],
  ] as const) {
    if (cv.headings.includes(kind)) continue;
    out.push({
      section: heading,
      text: `Put your ${heading.toLowerCase()} under a heading named “${heading}”: ATS file a CV’s text by standard headings and found none for it.`,
    });
  }
  if (cv.words >= 100 && cv.words < 200) {
    out.push({
      section: 'Experience',
      text: `At ${cv.words} words the CV is short: give each role three to five bullets on what you did and what came of it.`,
    });
  } else if (cv.words > 1200) {
    out.push({
      section: 'Experience',
      text: `At ${cv.words} words the CV is long: cut roles older than ten years to a line each, and keep the bullets this posting asks about.`,
    });
  } else if (cv.words < 100) {
    out.push({
      section: 'Experience',
      text: `Only ${cv.words} words could be read from the file. If it is a scan or an image, save it again as text from your editor (PDF or DOCX), so ATS can read it.`,
    });
  }
  return out;
}
