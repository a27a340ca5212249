import {
  messages,
  errorMessage,
  onboardingPosition,
  onboardingProgress,
  PROFILE_SECTIONS,
  profileMutations,
  profileQueryOptions,
  type OnboardingStep,
  type Profile,
  type ProfileDraft,
  type ProfileSection,
  type UserPublic,
} from '@vita/api';
import { ResumeUploadStep, WelcomeStep, WizardProgress } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { importedEntries } from './entries';
import { BasicInfoSectionForm, SectionForm, type FormButtons } from './section-forms';
import { basicInfoStart, useBasicInfoEditor } from './use-basic-info-editor';
import { useSectionEditor } from './use-section-editor';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';
import { loadDraft, saveDraft, type StoredReading } from '../../lib/profile-draft';
import * as styles from './onboarding-wizard.css';
import { cvFileRules } from '../../components/cv-file-rules';

/** The list steps of the wizard and the profile section each one fills. */
const sectionOfStep = {
  work_experience: 'work-experience',
  education: 'education',
  skills: 'skills',
  certifications: 'certifications',
  projects: 'projects',
} as const satisfies Partial<Record<OnboardingStep, ProfileSection>>;

type FormStep = 'basic_info' | keyof typeof sectionOfStep;

/**
 * The steps a person may have nothing for: a nurse has no projects, a graduate no work yet. Skills
 * are asked of everyone. Skipping saves nothing and goes on.
 */
const skippable: ReadonlySet<FormStep> = new Set([
  'work_experience',
  'education',
  'certifications',
  'projects',
]);

/**
 * A new step opens at its top with focus on its heading, so the progress and the title are in
 * view (on a phone too) and a screen reader starts there. The heading may render later than the
 * step (once the profile is loaded): focus waits for it.
 */
function useStepFocus(step: OnboardingStep, ready: boolean) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  const pending = useRef(false);
  useEffect(() => {
    if (shown.current !== step) {
      shown.current = step;
      pending.current = true;
    }
    const box = frame.current;
    const heading = box?.querySelector<HTMLElement>('h2');
    if (!pending.current || !box || !heading) return;
    pending.current = false;
    if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [step, ready]);
  return frame;
}

/** Where each form step's save and Back lead. */
const flow: Record<FormStep, { next: OnboardingStep; back: OnboardingStep }> = {
  basic_info: { next: 'work_experience', back: 'welcome' },
  work_experience: { next: 'education', back: 'basic_info' },
  education: { next: 'skills', back: 'work_experience' },
  skills: { next: 'certifications', back: 'education' },
  certifications: { next: 'projects', back: 'skills' },
  projects: { next: 'completed', back: 'certifications' },
};

/** Whether the profile already holds entries of a list step's section. */
const hasSaved = (profile: Profile, step: FormStep) =>
  step !== 'basic_info' && profile[PROFILE_SECTIONS[sectionOfStep[step]].key].length > 0;

const firstName = (user: UserPublic) =>
  (user.full_name?.trim().split(/\s+/)[0] || user.email.split('@')[0]) ?? '';

/**
 * The onboarding wizard, at the server's step: every step change is recorded there first and the
 * screen follows once it is (a refetch of the status), so leaving and coming back resumes where
 * the user was. A CV read in the upload step prefills the later steps until they are saved.
 */
export function OnboardingWizard({ user, step }: { user: UserPublic; step: OnboardingStep }) {
  const api = useApi();
  const mutations = useMemo(() => profileMutations(api), [api]);
  const profile = useQuery(profileQueryOptions(api));
  const [reading, setReading] = useState(() => loadDraft(user.id));
  const move = useApiMutation(mutations.setStep, {
    onSuccess: (state) => {
      if (state.current_step === 'completed') saveDraft(user.id, undefined);
    },
  });
  const goTo = (next: OnboardingStep) => move.mutate(next);

  const frame = useStepFocus(step, Boolean(profile.data));

  // A reading kept for this tab means the person took the upload step.
  const position = onboardingPosition(step, { uploads: reading !== undefined });
  if (step === 'completed') return null;
  return (
    <div className={styles.wizard} ref={frame}>
      <WizardProgress
        value={onboardingProgress(step)}
        step={position.step}
        total={position.total}
      />
      {step === 'welcome' ? (
        <WelcomeStep
          firstName={firstName(user)}
          onYes={() => goTo('resume_check')}
          onNo={() => goTo('basic_info')}
          busy={move.isPending}
        />
      ) : step === 'resume_check' ? (
        <ResumeStep
          onBack={() => goTo('welcome')}
          isNavigating={move.isPending}
          onImported={(read) => {
            saveDraft(user.id, read);
            setReading(read);
            goTo('basic_info');
          }}
        />
      ) : profile.data ? (
        <FormStepView
          // A new step starts from its own values, not the previous step's.
          key={step}
          step={step}
          profile={profile.data}
          reading={reading}
          buttons={{
            saveLabel: step === 'work_experience' ? 'Save Experience' : 'Save',
            busyLabel: 'Saving...',
            onBack: () => goTo(flow[step].back),
            isNavigating: move.isPending,
            ...(skippable.has(step)
              ? {
                  onSkip: () => goTo(flow[step].next),
                  skipLabel: hasSaved(profile.data, step) ? messages.skipStep : messages.noneToAdd,
                }
              : {}),
          }}
          onSaved={() => goTo(flow[step].next)}
        />
      ) : null}
    </div>
  );
}

function FormStepView({
  step,
  profile,
  reading,
  buttons,
  onSaved,
}: {
  step: FormStep;
  profile: Profile;
  reading: StoredReading | undefined;
  buttons: FormButtons;
  onSaved: () => void;
}) {
  const draft = reading?.draft;
  if (step === 'basic_info') {
    return (
      <>
        {reading && reading.problems.length > 0 ? (
          <ImportProblems problems={reading.problems} />
        ) : null}
        <BasicInfoStep profile={profile} draft={draft} buttons={buttons} onSaved={onSaved} />
      </>
    );
  }
  return (
    <SectionStep
      section={sectionOfStep[step]}
      profile={profile}
      draft={draft}
      buttons={buttons}
      onSaved={onSaved}
    />
  );
}

/** After an upload, what could not be read from the CV: the steps are then filled by hand. */
function ImportProblems({ problems }: { problems: string[] }) {
  return (
    <section className={styles.notice} aria-labelledby="import-problems-title">
      <h2 id="import-problems-title" className={styles.noticeTitle}>
        {messages.importProblemsTitle}
      </h2>
      <ul className={styles.noticeList}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
interface StepProps {
  profile: Profile;
  draft: ProfileDraft | undefined;
  buttons: FormButtons;
  onSaved: () => void;
}

function BasicInfoStep({ profile, draft, buttons, onSaved }: StepProps) {
  const editor = useBasicInfoEditor(basicInfoStart(profile.basic_info, draft), { onSaved });
  return <BasicInfoSectionForm editor={editor} buttons={buttons} />;
}

function SectionStep({
  section,
  profile,
  draft,
  buttons,
  onSaved,
}: StepProps & { section: ProfileSection }) {
  // What was read from the CV comes first, until the step is saved; then the saved entries.
  const editor = useSectionEditor(section, importedEntries(section, draft, profile), { onSaved });
  return <SectionForm section={section} editor={editor} buttons={buttons} />;
}

/** Choose a CV (checked here first), upload it, and go on with what was read from it. */
function ResumeStep({
  onBack,
  isNavigating,
  onImported,
}: {
  onBack: () => void;
  isNavigating: boolean;
  onImported: (reading: StoredReading) => void;
}) {
  const api = useApi();
  const mutations = useMemo(() => profileMutations(api), [api]);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useApiMutation(mutations.importResume, {
    failure: false,
    onSuccess: ({ draft, problems }) => onImported({ draft, problems }),
    onSettled: () => setProgress(null),
  });
  return (
    <ResumeUploadStep
      file={file}
      onFileChange={(next: File | null) => {
        upload.reset();
        setFile(next);
      }}
      {...cvFileRules}
      error={upload.isError ? errorMessage(upload.error) : null}
      progress={upload.isPending ? (progress ?? 0) : null}
      busy={upload.isPending || isNavigating}
      onBack={onBack}
      onUpload={() => {
        if (file) upload.mutate({ file, onProgress: setProgress });
      }}
    />
  );
}
