import {
  APPLICATION_STAGE_LABELS,
  FUNNEL_DAYS,
  FUNNEL_STAGES,
  profileChecks,
  profileStrength,
  type ApplicationsSummary,
  type CvFilePublic,
  type CvPublic,
  type Paged,
  type Profile,
  type ProfilePart,
} from '@vita/api';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ProgressBar,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@vita/ui';
import { CheckCircle2, Circle } from 'lucide-react';
import { ApplicationStageBadge } from '../../components/application-stage';
import { CvStatusBadge } from '../../components/cv-status-badge';
import { Link, LinkButton } from '../../components/links';
import { useDayFormatter } from '../../lib/date-format';
import * as styles from './home-page.css';

/** The page of each part of the profile. */
const partPages = {
  'basic-info': '/cvs/basic-info',
  'work-experience': '/cvs/work-experience',
  education: '/cvs/education',
  skills: '/cvs/skills',
  certifications: '/cvs/certifications',
  projects: '/cvs/projects',
} as const satisfies Record<ProfilePart, string>;

/** How many CVs the dashboard lists; the rest are one click away. */
const RECENT_CVS = 3;

export interface DashboardProps {
  /** Each undefined while it loads. */
  profile: Profile | undefined;
  cvs: Paged<CvPublic> | undefined;
  files: Paged<CvFilePublic> | undefined;
  applications: ApplicationsSummary | undefined;
}

/**
 * Below the greeting: how complete the profile is (each missing piece links to its form), the
 * user's CVs and CV files at a glance, and the next useful step.
 */
export function Dashboard({ profile, cvs, files, applications }: DashboardProps) {
  return (
    <div className={styles.dashboard}>
      <ProfileStrengthCard profile={profile} />
      <CvsCard cvs={cvs} files={files} />
      <ApplicationsCard summary={applications} />
    </div>
  );
}

function ProfileStrengthCard({ profile }: { profile: Profile | undefined }) {
  const checks = profile ? profileChecks(profile) : [];
  const strength = profileStrength(checks);
  const open = checks.filter((check) => !check.done);
  return (
    <Card role="region" aria-labelledby="profile-strength" className={styles.card}>
      <CardHeader>
        <CardTitle id="profile-strength">Profile strength</CardTitle>
        <CardDescription>
          {open.length === 0 && profile
            ? 'Your profile has everything recruiters look for.'
            : 'What recruiters look for, and what your profile still lacks.'}
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.cardBody}>
        {profile ? (
          <>
            <ProgressBar label="Complete" value={strength} />
            <ul className={styles.checklist} aria-label="Profile checklist">
              {checks.map((check) => (
                <li key={check.id} className={styles.checkItem}>
                  {check.done ? (
                    <CheckCircle2 size={16} className={styles.checkDone} aria-hidden />
                  ) : (
                    <Circle size={16} className={styles.checkOpen} aria-hidden />
                  )}
                  {check.done ? (
                    <Text className={styles.checkDoneText}>
                      {check.label}
                      <VisuallyHidden> (done)</VisuallyHidden>
                    </Text>
                  ) : (
                    <Link to={partPages[check.part]}>{check.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Skeleton className={styles.skeletonBlock} aria-label="Loading your profile" />
        )}
      </CardContent>
    </Card>
  );
}

function CvsCard({ cvs, files }: Pick<DashboardProps, 'cvs' | 'files'>) {
  const latestFile = files?.data[0];
  return (
    <Card role="region" aria-labelledby="your-cvs" className={styles.card}>
      <CardHeader>
        <CardTitle id="your-cvs">Your CVs</CardTitle>
        <CardDescription>
          {cvs === undefined
            ? 'Loading your CVs…'
            : cvs.count === 0
              ? 'Create a CV for each job you aim at: its title, company and posting.'
              : `${cvs.count} ${cvs.count === 1 ? 'CV' : 'CVs'}, newest first.`}
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.cardBody}>
        {cvs && cvs.count > 0 ? (
          <ul className={styles.cvList}>
            {cvs.data.slice(0, RECENT_CVS).map((cv) => (
              <li key={cv.id} className={styles.cvRow}>
                <span className={styles.cvText}>
                  <Text className={styles.cvTitle}>{cv.title}</Text>
                  {cv.target_job_title || cv.target_company ? (
                    <Text className={styles.cvTarget}>
                      {[cv.target_job_title, cv.target_company].filter(Boolean).join(' at ')}
                    </Text>
                  ) : null}
                </span>
                <CvStatusBadge status={cv.status} />
              </li>
            ))}
          </ul>
        ) : null}
        <Text className={styles.filesLine}>
          {files === undefined
            ? 'Loading your CV files…'
            : latestFile
              ? `${files.count} CV ${files.count === 1 ? 'file' : 'files'} kept; the newest is ${latestFile.filename}.`
              : 'No CV files yet: keep the PDF or Word files you send, to analyse them against job postings.'}
        </Text>
        <div className={styles.cardActions}>
          <LinkButton to="/cvs" variant={cvs?.count === 0 ? 'primary' : 'secondary'}>
            {cvs?.count === 0 ? 'Create a CV' : 'Manage CVs and files'}
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * What is due in the coming week (overdue steps first, marked), and how far the applications
 * saved in the last FUNNEL_DAYS days got: saved, applied, interview, offer.
 */
function ApplicationsCard({ summary }: { summary: ApplicationsSummary | undefined }) {
  const day = useDayFormatter();
  const top = summary ? Math.max(1, summary.funnel.saved) : 1;
  return (
    <Card role="region" aria-labelledby="applications-card" className={styles.card}>
      <CardHeader>
        <CardTitle id="applications-card">Applications</CardTitle>
        <CardDescription>
          Next steps due this week, and how far your applications got.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.cardBody}>
        {summary ? (
          <>
            <Text className={styles.subheading}>Due this week</Text>
            {summary.due.length === 0 ? (
              <Text className={styles.filesLine}>Nothing is due this week.</Text>
            ) : (
              <ul className={styles.cvList} aria-label="Due this week">
                {summary.due.map((step) => (
                  <li key={step.id} className={styles.cvRow}>
                    <span className={styles.cvText}>
                      <Link to="/applications/$applicationId" params={{ applicationId: step.id }}>
                        {step.title}
                      </Link>
                      <Text className={styles.cvTarget}>
                        {[step.next_step, day(step.next_step_date)].filter(Boolean).join(', ')}
                      </Text>
                    </span>
                    {step.overdue ? (
                      <Badge variant="danger">Overdue</Badge>
                    ) : (
                      <ApplicationStageBadge stage={step.stage} />
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Text className={styles.subheading}>{`Last ${FUNNEL_DAYS} days`}</Text>
            <ol
              className={styles.funnel}
              aria-label={`Applications of the last ${FUNNEL_DAYS} days`}
            >
              {FUNNEL_STAGES.map((stage) => (
                <li key={stage} className={styles.funnelStep}>
                  <span className={styles.funnelLabel}>{APPLICATION_STAGE_LABELS[stage]}</span>
                  <span className={styles.funnelTrack} aria-hidden>
                    <span
                      className={styles.funnelBar}
                      style={{ width: `${(summary.funnel[stage] / top) * 100}%` }}
                    />
                  </span>
                  <span className={styles.funnelCount}>{summary.funnel[stage]}</span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <Skeleton className={styles.skeletonBlock} aria-label="Loading your applications" />
        )}
        <div className={styles.cardActions}>
          <LinkButton to="/applications" variant="secondary">
            Open applications
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  );
}
