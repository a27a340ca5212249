import { clsx } from 'clsx';
import { type ReactNode, type Ref } from 'react';
import { useLocale } from 'react-aria-components';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { StageBadge, type StageTone } from '../StageBadge/StageBadge';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';
import { fill } from '../utils/fill';
import { type ScoreLevel, scoreLevel } from '../utils/score-level';
import * as styles from './ApplicationCard.css';

/** The card's texts, in English; the defaults of `messages`. `{…}` parts are filled in. */
export const applicationCardMessages = {
  /** The next step without a date. */
  nextStep: 'Next: {step}',
  /** The next step with its date (`{date}` is formatted in the locale). */
  nextStepDated: 'Next: {step}, {date}',
  /** The analysis score of the CV against the posting. */
  score: 'Score {score}',
};

export type ApplicationCardMessages = typeof applicationCardMessages;

/** An application's stage as the card shows it. */
export interface ApplicationCardStage {
  label: string;
  /** @default 'neutral' */
  tone?: StageTone;
}

export interface ApplicationCardProps {
  /** The job's title. */
  title: string;
  /** The company; left out when not known. @default undefined */
  company?: string | null;
  /** The stage the application is in; left out where the place already says it. @default undefined */
  stage?: ApplicationCardStage;
  /** What is to be done next ("Phone screen"). @default undefined */
  nextStep?: string | null;
  /** The next step's date, `YYYY-MM-DD`. @default undefined */
  nextStepDate?: string | null;
  /** The analysis score, 0–100; shown only when the analysis has run. @default undefined */
  score?: number | null;
  /** Controls at the card's top right (a menu, a drag handle). @default undefined */
  actions?: ReactNode;
  /** The card's texts. @default applicationCardMessages */
  messages?: Partial<ApplicationCardMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The card's `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

const scoreBadge: Record<ScoreLevel, NonNullable<BadgeProps['variant']>> = {
  strong: 'success',
  fair: 'warning',
  weak: 'danger',
};

// lucide's calendar-clock drawn once as plain SVG: an icon component is a cost every card of a
// board pays.
const nextStepIcon = (
  <StrokeIcon size={14} className={styles.nextIcon}>
    <path d="M16 14v2.2l1.6 1" />
    <path d="M16 2v3" />
    <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
    <path d="M3 9h5.859" />
    <path d="M8 2v3" />
    <circle cx="16" cy="16" r="6" />
  </StrokeIcon>
);

/** One formatter per locale: building one is slow, and a board shows hundreds of cards. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (`YYYY-MM-DD`) in the locale, or null when it is not one. */
function useDateFormat() {
  const { locale } = useLocale();
  const format =
    dateFormats.get(locale) ??
    // UTC on both sides: a date has no time of day, so no time zone may move it a day.
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  dateFormats.set(locale, format);
  return (value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : format.format(date);
  };
}

/**
 * One application at a glance: the job, the company, its stage, the next step and its date,
 * and the analysis score once there is one. Only what is known is shown: an empty field leaves
 * no label behind.
 */
export function ApplicationCard({
  title,
  company,
  stage,
  nextStep,
  nextStepDate,
  score,
  actions,
  messages,
  className,
  ref,
}: ApplicationCardProps) {
  const texts = { ...applicationCardMessages, ...messages };
  const formatDate = useDateFormat();
  const date = nextStepDate ? formatDate(nextStepDate) : null;
  const step = nextStep?.trim();
  const hasScore = typeof score === 'number' && Number.isFinite(score);

  return (
    <div ref={ref} className={clsx(styles.card, className)}>
      <div className={styles.top}>
        <div className={styles.names}>
          <span className={styles.title}>{title}</span>
          {company?.trim() ? <span className={styles.company}>{company}</span> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {stage || hasScore ? (
        <div className={styles.badges}>
          {stage ? <StageBadge tone={stage.tone}>{stage.label}</StageBadge> : null}
          {hasScore ? (
            <Badge variant={scoreBadge[scoreLevel(score)]}>
              {fill(texts.score, { score: String(Math.round(score)) })}
            </Badge>
          ) : null}
        </div>
      ) : null}
      {step ? (
        <p className={styles.next}>
          {nextStepIcon}
          <span>
            {date ? fill(texts.nextStepDated, { step, date }) : fill(texts.nextStep, { step })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
