import type { AssistantGrounding } from '../grounding';
import {
  HOW_TO_FILL,
  datedRoles,
  isEmptyProfile,
  monthsOfExperience,
  roleBullets,
  skillEvidence,
  whereShown,
} from './facts';
import { looksLikePosting } from './intents';
import { findRole } from './roles';
import { compareSkills, wherePlaces } from './skills';
import { listWords, md, paragraphs, plural, quote, section, wordCount } from '../../language/text';
import { skillsIn } from '../../language/vocabulary';

/** "5+ years of experience", "3-5 years' experience in…": the smallest number of years asked. */
function yearsAsked(posting: string): number | null {
  const match =
    /\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:years?|yrs)(?:'|’)?(?:\s+of)?(?:\s+[\p{L}-]+){0,4}?\s+experience\b/iu.exec(
      posting,
    );
  return match?.[1] ? Number(match[1]) : null;
}

function cvTargets(g: AssistantGrounding) {
  return g.cvs
    .filter((cv) => cv.target_job_title || cv.target_company)
    .map((cv) => ({
      cv,
      target: [cv.target_job_title, cv.target_company].filter(Boolean).join(' at '),
    }));
}

function comparePosting(g: AssistantGrounding, posting: string): string {
  const asked = skillsIn(posting);
  const evidence = skillEvidence(g);
  const { have, missing } = compareSkills(evidence, asked);
  const role = findRole(posting.slice(0, 400));
  const years = yearsAsked(posting);
  const mine = Math.floor(monthsOfExperience(datedRoles(g)) / 12);
  const lower = posting.toLowerCase();
  const matchingCv = cvTargets(g).find(
    ({ cv }) =>
      (cv.target_company && lower.includes(cv.target_company.toLowerCase())) ||
      (cv.target_job_title && lower.includes(cv.target_job_title.toLowerCase())),
  );
  const title = g.profile.basic_info?.professional_title;

  // Bullets that already show a skill the posting asks for: the ones to lead each role with.
  const shownNames = new Set(have.map((h) => h.name));
  const leading = roleBullets(g)
    .map((bullet) => ({ bullet, skills: skillsIn(bullet.text).filter((s) => shownNames.has(s)) }))
    .filter(({ skills }) => skills.length > 0)
    .slice(0, 3);
  const edits = [
    `**Summary**: ${title ? `keep your title ${quote(title, 60)}, ` : ''}name the posting's role${role ? ` (${role.role})` : ''} and lead with ${have.length ? listWords(have.slice(0, 3).map((h) => h.name)) : 'the skills it asks for that you really have'}.`,
    ...(leading.length
      ? leading.map(
          ({ bullet, skills }) =>
            `**${bullet.where}**: move ${quote(bullet.text)} to the top of the role; it shows ${listWords(skills)}, which the posting asks for.`,
        )
      : [
          '**Work experience**: in each role, put first the bullets that use the posting’s skills, and give each a result.',
        ]),
    have.length
      ? `**Skills**: write ${listWords(have.map((h) => h.name))} exactly as the posting does, so applicant tracking systems match them.`
      : '**Skills**: use the posting’s own words for the skills you share with it.',
    ...(missing.length
      ? [
          `**Gaps**: add ${listWords(missing.slice(0, 5))} only where you have really used ${missing.length === 1 ? 'it' : 'them'}; otherwise say in a cover letter how you would learn ${missing.length === 1 ? 'it' : 'them'}.`,
        ]
      : []),
  ];

  return paragraphs([
    matchingCv
      ? `This looks like the posting for your CV ${quote(matchingCv.cv.title, 60)} (target: ${quote(matchingCv.target, 80)}).`
      : null,
    `I compared the posting (${wordCount(posting)} words) with your profile. It names ${plural(asked.length, 'skill')} I recognise${asked.length ? `: ${listWords(asked.map(md))}` : ''}.`,
    years !== null
      ? `It asks for ${plural(years, 'year')} of experience or more; your dated roles add up to ${plural(mine, 'year')}${mine >= years ? ', so say it in your summary' : ': lead with results and the skills you share, they count more than the number'}.`
      : null,
    section(
      'Skills your profile shows',
      have.map((h) => `**${h.name}**: in ${whereShown(h.found)}`),
    ),
    section(
      'Skills the posting asks for that your profile does not show',
      missing.map((m) => `**${m}**`),
    ),
    asked.length === 0
      ? 'I found no skills from my list in it: check that you pasted the requirements part, or ask me about the role by name.'
      : null,
    section('Edits, section by section', edits),
    missing.length ? section('Where to show what you add', wherePlaces(g, missing, role)) : null,
    isEmptyProfile(g) ? HOW_TO_FILL : null,
  ]);
}

function withoutPosting(g: AssistantGrounding, message: string): string {
  const targets = cvTargets(g);
  const lower = message.toLowerCase();
  const chosen =
    targets.find(
      ({ cv }) =>
        lower.includes(cv.title.toLowerCase()) ||
        (cv.target_company && lower.includes(cv.target_company.toLowerCase())) ||
        (cv.target_job_title && lower.includes(cv.target_job_title.toLowerCase())),
    ) ?? targets[0];
  const role =
    findRole(message) ??
    (chosen?.cv.target_job_title ? findRole(chosen.cv.target_job_title) : undefined);
  const general = role ? compareSkills(skillEvidence(g), role.skills) : null;
  return paragraphs([
    'Paste the job posting into your next message (its whole text: the role, the responsibilities and the requirements), and I will compare it with your profile: which of its skills you show and where, which are missing, and what to change in each section.',
    section(
      'The targets of your CVs',
      targets.map(({ cv, target }) => `${quote(cv.title, 60)}: ${quote(target, 80)}`),
    ),
    targets.length
      ? null
      : 'You can also set a target job title and company on a CV, and I will use them here.',
    role && general
      ? paragraphs([
          `Meanwhile, what **${role.role}** postings ask for most${chosen?.cv.target_company ? ` (the role of your target at ${md(chosen.cv.target_company)})` : ''}:`,
          section(
            'Your profile already shows',
            general.have.map((h) => `**${h.name}**: in ${whereShown(h.found)}`),
          ),
          section(
            'Often asked, not in your profile',
            general.missing.map((m) => `**${m}**`),
          ),
          section('Edits to make now', [
            `**Summary**: name the role (${role.role})${chosen?.cv.target_company ? ` and ${md(chosen.cv.target_company)}` : ''} and lead with ${general.have.length ? listWords(general.have.slice(0, 3).map((h) => h.name)) : 'the skills you have that the role asks for'}.`,
            '**Work experience**: put first, in each role, the bullets that use these skills, each with a result.',
            general.missing.length
              ? `**Skills**: add ${listWords(general.missing.slice(0, 4))} only if you have used them, and show where.`
              : '**Skills**: use the postings’ own spelling of each skill.',
          ]),
        ])
      : null,
    isEmptyProfile(g) ? HOW_TO_FILL : null,
  ]);
}

/** Tailoring to a posting: a pasted one compared word by word, else what the CV targets say. */
export function tailorToPosting(g: AssistantGrounding, message: string): string {
  // A request that quotes a short posting ("…to this posting: 5+ years of Python, PostgreSQL…")
  // names its skills: compare with those rather than ask for the posting again.
  return looksLikePosting(message) || wordCount(message) > 60 || skillsIn(message).length >= 2
    ? comparePosting(g, message)
    : withoutPosting(g, message);
}
