import { CheckCircle2, ChevronRight, ExternalLink, FileText, XCircle } from 'lucide-react';
import type { AnalysisResult, RequirementImportance } from '@vita/api';
import {
  Badge,
  type BadgeProps,
  fill,
  Heading,
  Link,
  Meter,
  scoreLevel,
  type ScoreLevel,
  VisuallyHidden,
} from '@vita/ui';
import { type Ref, useId, useMemo } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel, useLocale } from 'react-aria-components';
import * as styles from './analysis-report.css';

/**
 * The report's texts, in English; the defaults of `messages`. `{…}` parts are filled in:
 * `{score}`, `{max}`, `{count}`, `{years}` (a `yearsOne`/`yearsOther` phrase) and `{required}`.
 */
export const analysisReportMessages = {
  /** Accessible name of the whole report (an `<article>`). */
  label: 'Resume analysis',
  /** Accessible name of the large score. */
  scoreLabel: 'Score {score} out of {max}',
  /** Level of a score of 75 or more. */
  strong: 'Strong match',
  /** Level of a score from 50 to 74. */
  fair: 'Fair match',
  /** Level of a score under 50. */
  weak: 'Weak match',
  /** Link text when the posting has no title. */
  untitledPosting: 'Job posting',
  /** Read after the posting's link (not shown: an icon says it). */
  opensInNewTab: '(opens in a new tab)',
  /** Shown before the CV's file name. */
  cv: 'CV',
  /** Experience, when both numbers are known. */
  experience: '{years} of dated roles; the posting asks for {required}+',
  /** Experience, when the posting names no number of years. */
  experienceCvOnly: '{years} of dated roles; the posting names no number of years',
  /** Experience, when the CV has no dates that can be read. */
  experienceRequiredOnly:
    'The posting asks for {required}+ years; the CV has no dated roles to count',
  yearsOne: '{count} year',
  yearsOther: '{count} years',
  partsHeading: 'Score breakdown',
  /** A part's visible value. */
  partValue: '{score}/{max}',
  /** A part's value for screen readers. */
  partValueText: '{score} out of {max}',
  partsEmpty: 'No breakdown of the score.',
  matchedHeading: 'Matched',
  matchedEmpty: 'None of the posting’s requirements were found in the CV.',
  /** Read before the CV's sentence that shows a requirement (not shown: the quote style says it). */
  evidence: 'From the CV:',
  /** The button that shows the posting's line asking for a requirement. */
  askedIn: 'Where the posting asks for it',
  missingHeading: 'Missing',
  missingEmpty: 'Nothing missing: the CV shows every requirement found.',
  required: 'required',
  preferred: 'preferred',
  suggestionsHeading: 'Suggestions',
  suggestionsEmpty: 'No suggestions: the CV already fits this posting.',
  atsHeading: 'Applicant tracking checks',
  atsEmpty: 'No applicant tracking checks were run.',
  /** Read after a passed check (not shown: the icon says it). */
  passed: 'Passed',
  /** Read after a failed check (not shown: the icon says it). */
  failed: 'Not passed',
} as const;

export type AnalysisReportMessages = { [K in keyof typeof analysisReportMessages]: string };

const levelBadge: Record<ScoreLevel, NonNullable<BadgeProps['variant']>> = {
  strong: 'success',
  fair: 'warning',
  weak: 'danger',
};

const importanceBadge: Record<RequirementImportance, NonNullable<BadgeProps['variant']>> = {
  required: 'info',
  preferred: 'neutral',
};

export interface AnalysisReportProps {
  /** The analysis to show. */
  result: AnalysisResult;
  /** Outline level of the sections' headings. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Show the posting's line under each matched requirement at first (each can still be folded). @default false */
  askedInExpanded?: boolean;
  /** The report's texts. @default analysisReportMessages */
  messages?: Partial<AnalysisReportMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The report's `<article>`. @default undefined */
  ref?: Ref<HTMLElement>;
}

/** Only web addresses become links: anything else (`javascript:`…) is shown as text. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** Required first, in their given order otherwise. */
function requiredFirst<T extends { importance: RequirementImportance }>(items: readonly T[]): T[] {
  return [
    ...items.filter((item) => item.importance === 'required'),
    ...items.filter((item) => item.importance !== 'required'),
  ];
}

/**
 * The result of a resume analysis (a CV against a job posting): the score and its level, the
 * posting and the CV, the score's parts as meters, the requirements matched (with the CV's
 * sentence as evidence) and missing, suggestions, and the applicant tracking checks. Every
 * text is in `messages`; it stacks to one column in a narrow box.
 */
export function AnalysisReport({
  result,
  headingLevel = 3,
  askedInExpanded = false,
  messages,
  className,
  ref,
}: AnalysisReportProps) {
  const texts = { ...analysisReportMessages, ...messages };
  const { locale } = useLocale();
  const numbers = useMemo(
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    [locale],
  );
  const plurals = useMemo(() => new Intl.PluralRules(locale), [locale]);
  const idPrefix = useId();

  const level = scoreLevel(result.score);
  const score = numbers.format(result.score);
  const { posting } = result;
  const postingTitle = posting.title?.trim() || texts.untitledPosting;
  const postingFacts = [posting.company, posting.location].filter((fact): fact is string =>
    Boolean(fact?.trim()),
  );

  const years = (count: number) =>
    fill(plurals.select(count) === 'one' ? texts.yearsOne : texts.yearsOther, {
      count: numbers.format(count),
    });
  const cvYears = result.experience?.cv_years ?? null;
  const requiredYears = result.experience?.required_years ?? null;
  let experience: string | null = null;
  if (cvYears !== null && requiredYears !== null) {
    experience = fill(texts.experience, {
      years: years(cvYears),
      required: numbers.format(requiredYears),
    });
  } else if (cvYears !== null) {
    experience = fill(texts.experienceCvOnly, { years: years(cvYears) });
  } else if (requiredYears !== null) {
    experience = fill(texts.experienceRequiredOnly, { required: numbers.format(requiredYears) });
  }

  const importance = (value: RequirementImportance) => (
    <Badge variant={importanceBadge[value]} className={styles.badge}>
      {value === 'required' ? texts.required : texts.preferred}
    </Badge>
  );

  const sectionHeading = (text: string) => (
    <Heading level={headingLevel} size="sm">
      {text}
    </Heading>
  );

  return (
    <article
      ref={ref}
      aria-label={texts.label}
      className={className ? `${styles.report} ${className}` : styles.report}
    >
      <header className={styles.header}>
        <div className={styles.scoreBlock}>
          <p
            className={styles.score}
            role="img"
            aria-label={fill(texts.scoreLabel, { score, max: numbers.format(100) })}
          >
            <span className={styles.scoreValue}>{score}</span>
            <span className={styles.scoreMax}>/{numbers.format(100)}</span>
          </p>
          <Badge variant={levelBadge[level]} className={styles.level} data-level={level}>
            {texts[level]}
          </Badge>
        </div>
        <div className={styles.facts}>
          <p className={styles.posting}>
            {isWebUrl(posting.url) ? (
              <Link
                href={posting.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.postingLink}
              >
                {postingTitle}
                <ExternalLink size={14} aria-hidden className={styles.linkIcon} />
                <VisuallyHidden>{` ${texts.opensInNewTab}`}</VisuallyHidden>
              </Link>
            ) : (
              <span className={styles.postingTitle}>{postingTitle}</span>
            )}
            {postingFacts.map((fact, index) => (
              <span key={index} className={styles.postingFact}>
                <span aria-hidden className={styles.separator}>
                  ·
                </span>
                {fact}
              </span>
            ))}
          </p>
          <p className={styles.cv}>
            <FileText size={14} aria-hidden className={styles.cvIcon} />
            <span className={styles.cvLabel}>{texts.cv}:</span>{' '}
            <span className={styles.cvName}>{result.cv.filename}</span>
          </p>
          {experience ? <p className={styles.experience}>{experience}</p> : null}
        </div>
      </header>

      <div className={styles.section}>
        {sectionHeading(texts.partsHeading)}
        {result.parts.length > 0 ? (
          <ul className={styles.parts}>
            {result.parts.map((part, index) => {
              const detailId = `${idPrefix}-part-${index}`;
              const values = { score: numbers.format(part.score), max: numbers.format(part.max) };
              return (
                <li key={part.key ?? `${part.label}-${index}`} className={styles.part}>
                  <Meter
                    label={part.label}
                    value={Math.min(part.score, part.max)}
                    minValue={0}
                    // A part worth nothing is drawn empty rather than divided by zero.
                    maxValue={part.max > 0 ? part.max : 1}
                    shownValue={fill(texts.partValue, values)}
                    valueLabel={fill(texts.partValueText, values)}
                    aria-describedby={part.detail ? detailId : undefined}
                    className={styles.meter}
                  />
                  {part.detail ? (
                    <p id={detailId} className={styles.muted}>
                      {part.detail}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.empty}>{texts.partsEmpty}</p>
        )}
      </div>

      <div className={styles.section}>
        {sectionHeading(texts.matchedHeading)}
        {result.matched.length > 0 ? (
          <ul className={styles.list}>
            {result.matched.map((match, index) => (
              <li key={`${match.requirement}-${index}`} className={styles.item}>
                <p className={styles.itemHead}>
                  <span className={styles.requirement}>{match.requirement}</span>
                  {importance(match.importance)}
                </p>
                <blockquote className={styles.evidence}>
                  <VisuallyHidden>{`${texts.evidence} `}</VisuallyHidden>
                  {match.evidence}
                </blockquote>
                {match.asked_in ? (
                  <Disclosure className={styles.disclosure} defaultExpanded={askedInExpanded}>
                    <RACButton slot="trigger" className={styles.trigger}>
                      <ChevronRight size={14} aria-hidden className={styles.chevron} />
                      {texts.askedIn}
                    </RACButton>
                    <DisclosurePanel className={styles.panel}>
                      <p className={styles.askedIn}>{match.asked_in}</p>
                    </DisclosurePanel>
                  </Disclosure>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{texts.matchedEmpty}</p>
        )}
      </div>

      <div className={styles.section}>
        {sectionHeading(texts.missingHeading)}
        {result.missing.length > 0 ? (
          <ul className={styles.list}>
            {requiredFirst(result.missing).map((item, index) => (
              <li key={`${item.requirement}-${index}`} className={styles.item}>
                <p className={styles.itemHead}>
                  <span className={styles.requirement}>{item.requirement}</span>
                  {importance(item.importance)}
                </p>
                {item.asked_in ? <p className={styles.askedIn}>{item.asked_in}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{texts.missingEmpty}</p>
        )}
      </div>

      <div className={styles.section}>
        {sectionHeading(texts.suggestionsHeading)}
        {result.suggestions.length > 0 ? (
          <ul className={styles.list}>
            {result.suggestions.map((suggestion, index) => (
              <li key={`${suggestion.section}-${index}`} className={styles.item}>
                <span className={styles.sectionLabel}>{suggestion.section}</span>
                <p className={styles.body}>{suggestion.text}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{texts.suggestionsEmpty}</p>
        )}
      </div>

      <div className={styles.section}>
        {sectionHeading(texts.atsHeading)}
        {result.ats.length > 0 ? (
          <ul className={styles.list}>
            {result.ats.map((check, index) => {
              const Icon = check.passed ? CheckCircle2 : XCircle;
              return (
                <li
                  key={`${check.label}-${index}`}
                  className={styles.check}
                  data-passed={check.passed || undefined}
                >
                  <Icon size={16} aria-hidden className={styles.checkIcon} />
                  <div className={styles.checkText}>
                    <p className={styles.checkLabel}>
                      <span>{check.label}</span>{' '}
                      <VisuallyHidden>{check.passed ? texts.passed : texts.failed}</VisuallyHidden>
                    </p>
                    {check.detail ? <p className={styles.muted}>{check.detail}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.empty}>{texts.atsEmpty}</p>
        )}
      </div>
    </article>
  );
}
