import { FileUp } from 'lucide-react';
import { Button } from '../Button/Button';
import { FileDropZone, type FileDropZoneMessages } from '../FileDropZone/FileDropZone';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './Wizard.css';

export interface WizardProgressProps {
  /** How far along, 0 to 100. */
  value: number;
  /** The step shown, counted from 1, and how many there are. */
  step: number;
  total: number;
}

/** How far the user is through a wizard: a bar whose width is `value` percent. */
export function WizardProgress({ value, step, total }: WizardProgressProps) {
  return (
    <ProgressBar
      label={`Step ${step} of ${total}`}
      value={value}
      showValue={false}
      className={styles.progress}
    />
  );
}

export interface WelcomeStepProps {
  /** Greeted by it: 'Welcome, Ada!'. */
  firstName: string;
  onYes: () => void;
  onNo: () => void;
  /** The answer is being recorded: both buttons wait. */
  busy?: boolean;
}

/** The wizard's first step: a greeting, and whether the user has a CV to start from. */
export function WelcomeStep({ firstName, onYes, onNo, busy = false }: WelcomeStepProps) {
  return (
    <section className={styles.step} aria-labelledby="wizard-welcome">
      <h2 id="wizard-welcome" className={styles.title} tabIndex={-1}>
        Welcome, {firstName}!
      </h2>
      <p className={styles.text}>
        Let's build your professional profile. It takes a few minutes, and every CV you make starts
        from it.
      </p>
      <p className={styles.question}>Do you have a resume (PDF, DOC or DOCX) we can start from?</p>
      <div className={styles.choices}>
        <Button onPress={onYes} isDisabled={busy}>
          Yes! I do.
        </Button>
        <Button variant="outline" onPress={onNo} isDisabled={busy}>
          No, I don't.
        </Button>
      </div>
    </section>
  );
}

export interface ResumeUploadStepProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Accepted extensions with the dot, the size limit, and the drop zone's refusal texts. */
  accept: string[];
  acceptedMimeTypes?: string[];
  maxSize: number;
  /** Under the drop zone, e.g. 'Supports PDF, DOC, DOCX (max 10MB)'. */
  hint: string;
  messages: Partial<FileDropZoneMessages>;
  /** Checks a chosen file; a message refuses it. */
  validate?: (file: File) => string | null;
  /** Why the last upload failed. @default null */
  error?: string | null;
  /** Upload progress 0 to 1 while uploading, else null. @default null */
  progress?: number | null;
  /** An upload or a step change is running. */
  busy?: boolean;
  onBack: () => void;
  onUpload: () => void;
}

/** The wizard's upload step: choose or drop one CV, then upload it to be read. */
export function ResumeUploadStep({
  file,
  onFileChange,
  accept,
  acceptedMimeTypes,
  maxSize,
  hint,
  messages,
  validate,
  error = null,
  progress = null,
  busy = false,
  onBack,
  onUpload,
}: ResumeUploadStepProps) {
  const uploading = progress !== null;
  return (
    <section className={styles.step} aria-labelledby="wizard-upload">
      <h2 id="wizard-upload" className={styles.title} tabIndex={-1}>
        Upload Your Resume/CV
      </h2>
      <p className={styles.text}>
        We read it on our server, without sending it anywhere, and fill in the next steps for you to
        check. Nothing is saved to your profile until you save a step.
      </p>
      <FileDropZone
        label="Drop your resume here or click to choose"
        hint={hint}
        accept={accept}
        acceptedMimeTypes={acceptedMimeTypes}
        maxSize={maxSize}
        file={file}
        onFileChange={onFileChange}
        validate={validate}
        messages={messages}
        error={error}
        progress={progress}
        isDisabled={busy && !uploading}
      />
      <div className={styles.actions}>
        <Button variant="outline" onPress={onBack} isDisabled={busy}>
          Back
        </Button>
        <Button
          onPress={onUpload}
          isDisabled={!file || (busy && !uploading)}
          isPending={uploading}
          pendingLabel="Uploading..."
        >
          <FileUp size={16} aria-hidden />
          Upload Resume
        </Button>
      </div>
    </section>
  );
}
