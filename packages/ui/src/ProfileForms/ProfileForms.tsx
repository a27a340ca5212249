import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { SelectOption } from '../Select/Select';
import { fieldsFor, type FieldState, type FieldValue } from './fields';
import * as styles from './ProfileForms.css';

export { ImportedMark } from './fields';
export type { FieldState, FieldValue } from './fields';

/** The buttons and states every profile form has. */
export interface FormActionProps {
  onSubmit: () => void;
  onBack: () => void;
  /** The save button's label. @default 'Save' */
  saveLabel?: string;
  /** The save button's label while saving. @default 'Saving...' */
  busyLabel?: string;
  /** @default 'Back' */
  backLabel?: string;
  /** A save is running: the save button shows its busy label, the fields are read-only. */
  busy?: boolean;
  /** A step change (Back, or the move after a save) is being recorded: both buttons wait. */
  isNavigating?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  formError?: string;
  /**
   * Passes the step without saving, for a section a person may have nothing for; the button
   * shows only with it. @default undefined
   */
  onSkip?: () => void;
  /** The skip button's label ('Skip', or 'I have none' when nothing is saved). @default 'Skip' */
  skipLabel?: string;
  /**
   * A save refused by the form's rules: `message` is announced (how many fields need attention)
   * and each new `key` moves focus to the first invalid field, scrolled into view. @default null
   */
  refusal?: { message: string; key: number } | null;
}

/** The first field marked invalid that can take focus, in the order of the page. */
function firstInvalid(form: HTMLElement): HTMLElement | null {
  const candidates = form.querySelectorAll<HTMLElement>(
    '[aria-invalid="true"], [data-invalid] button, [data-invalid] input, [role="alert"]',
  );
  for (const element of candidates) {
    if (element.matches(':disabled, [aria-disabled="true"]')) continue;
    if (element.getAttribute('role') === 'alert') {
      // A message about the whole list: it is read out, and focus goes to it.
      element.tabIndex = -1;
    }
    return element;
  }
  return null;
}

/** One list section's form: its entries are controlled by the caller. */
export interface SectionFormProps<T> extends FieldState, FormActionProps {
  entries: readonly T[];
  onChange: (entries: T[]) => void;
  /** A blank entry for "add". */
  newEntry: () => T;
  /** Remove the entry at this index (the caller may delete it on the server first). */
  onRemove: (index: number) => void;
  /** The entry whose removal is running. @default null */
  removingIndex?: number | null;
}

type Entry = Record<string, FieldValue | undefined>;

/** What an optional choice shows while the person has not made it. */
const NOT_GIVEN = 'Not specified';

const IMPORT_NOTE = 'We filled in what we read from your file. Check each field before saving.';

function FormFrame({
  title,
  description,
  imported,
  listError,
  children,
  actions,
}: {
  title: string;
  description?: string;
  imported: boolean;
  listError?: string;
  children: ReactNode;
  actions: FormActionProps;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!actions.busy && !actions.isNavigating) actions.onSubmit();
  };
  // Back and Skip wait while a save or a step change runs.
  const waits = actions.busy || actions.isNavigating;
  const formRef = useRef<HTMLFormElement>(null);
  const refusalKey = actions.refusal?.key;
  useEffect(() => {
    const form = formRef.current;
    if (refusalKey === undefined || !form) return;
    const target = firstInvalid(form);
    if (!target) return;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [refusalKey]);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
      <header className={styles.header}>
        {/* Focusable from script: a new wizard step moves focus here. */}
        <h2 className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        {imported ? (
          <p className={styles.importNote} role="note">
            {IMPORT_NOTE}
          </p>
        ) : null}
      </header>
      {children}
      {listError ? (
        <p role="alert" className={styles.listError}>
          {listError}
        </p>
      ) : null}
      {actions.formError ? (
        <p role="alert" className={styles.formError}>
          {actions.formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* There before it speaks, so a screen reader announces what a refused save says. */}
        <p role="status" className={styles.refusal}>
          {actions.refusal?.message}
        </p>
        <Button variant="outline" onPress={actions.onBack} isDisabled={waits}>
          {actions.backLabel ?? 'Back'}
        </Button>
        {actions.onSkip ? (
          <Button variant="ghost" onPress={actions.onSkip} isDisabled={waits}>
            {actions.skipLabel ?? 'Skip'}
          </Button>
        ) : null}
        <Button
          type="submit"
          isPending={actions.busy}
          pendingLabel={actions.busyLabel ?? 'Saving...'}
          isDisabled={actions.isNavigating}
        >
          {actions.saveLabel ?? 'Save'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The cards of a list section: each titled ("Experience 2"), with its remove button when there is
 * more than one, then the add button. The entries are controlled; `fields` renders one card's body.
 */
function EntryListForm<T extends Entry>({
  title,
  description,
  entryTitle,
  addLabel,
  props,
  fields,
}: {
  title: string;
  description?: string;
  entryTitle: (index: number) => string;
  addLabel: string;
  props: SectionFormProps<T>;
  fields: (form: ReturnType<typeof fieldsFor<T>>, entry: T, index: number) => ReactNode;
}) {
  const { entries, onChange, newEntry, onRemove, removingIndex = null, errors, busy } = props;
  const update = (index: number, changes: Partial<T>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...changes } : entry)));
  const imported = (props.importedPaths?.size ?? 0) > 0;
  return (
    <FormFrame
      title={title}
      description={description}
      imported={imported}
      listError={errors?.['']}
      actions={props}
    >
      <ol className={styles.entries}>
        {entries.map((entry, index) => {
          const heading = entryTitle(index);
          const form = fieldsFor(
            entry,
            String(index),
            { ...props, isDisabled: busy },
            (field, value) => update(index, { [field]: value } as Partial<T>),
          );
          return (
            <li key={index} className={styles.card} aria-label={heading}>
              <div className={styles.cardHeader}>
                <h3 className={styles.cardTitle}>{heading}</h3>
                {entries.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => onRemove(index)}
                    isPending={removingIndex === index}
                    pendingLabel="Removing..."
                    isDisabled={busy || (removingIndex !== null && removingIndex !== index)}
                    aria-label={`Remove ${heading}`}
                  >
                    <Trash2 size={14} aria-hidden />
                    Remove
                  </Button>
                ) : null}
              </div>
              <div className={styles.grid}>{fields(form, entry, index)}</div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          onPress={() => onChange([...entries, newEntry()])}
          isDisabled={busy}
        >
          <Plus size={16} aria-hidden />
          {addLabel}
        </Button>
      </div>
    </FormFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// Basic information

export interface BasicInfoValues {
  professional_title: string;
  location: string;
  professional_summary: string;
  phone: string;
  linkedin_url: string;
  github_url: string;
  portfolio_url: string;
}

export interface BasicInfoFormProps extends FieldState, FormActionProps {
  values: BasicInfoValues;
  onChange: (values: BasicInfoValues) => void;
}

/** Basic information: the headline of the profile and how to reach the person. */
export function BasicInfoForm(props: BasicInfoFormProps) {
  const { values, onChange, busy } = props;
  const form = fieldsFor(
    values as unknown as Entry,
    '',
    { ...props, isDisabled: busy },
    (field, value) => onChange({ ...values, [field]: value }),
  );
  return (
    <FormFrame
      title="Basic Information"
      description="Your headline and how recruiters reach you."
      imported={(props.importedPaths?.size ?? 0) > 0}
      actions={props}
    >
      <div className={styles.grid}>
        {form.text('professional_title', 'Professional Title', { required: true })}
        {form.text('location', 'Location', { required: true })}
        {form.text('phone', 'Phone', { type: 'tel' })}
        {form.text('linkedin_url', 'LinkedIn URL', { type: 'url' })}
        {form.text('github_url', 'GitHub URL', { type: 'url' })}
        {form.text('portfolio_url', 'Portfolio URL', { type: 'url' })}
        {form.area('professional_summary', 'Professional Bio', { rows: 5 })}
      </div>
    </FormFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// Work experience

export interface WorkExperienceEntry {
  id?: string;
  job_title: string;
  company_name: string;
  company_location: string;
  employment_type: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  description: string;
  skills_used: string;
  achievements: string;
}

export interface WorkExperienceFormProps extends SectionFormProps<WorkExperienceEntry> {
  /** Employment types with their labels. */
  employmentTypes: readonly SelectOption[];
}

export function WorkExperienceForm(props: WorkExperienceFormProps) {
  return (
    <EntryListForm
      title="Work Experience"
      description="Your roles, most recent first."
      entryTitle={(index) => `Experience ${index + 1}`}
      addLabel="Add Another Experience"
      props={props as unknown as SectionFormProps<Entry>}
      fields={(form, entry, index) => (
        <>
          {form.text('job_title', 'Job Title', { required: true })}
          {form.text('company_name', 'Company Name', { required: true })}
          {form.text('company_location', 'Location')}
          {form.select('employment_type', 'Employment Type', props.employmentTypes, {
            placeholder: NOT_GIVEN,
          })}
          {form.date('start_date', 'Start Date', { required: true })}
          {form.date('end_date', 'End Date', { isDisabled: entry.is_current === true })}
          {form.check('is_current', 'I currently work here', (checked) =>
            props.onChange(
              props.entries.map((other, i) =>
                i === index
                  ? { ...other, is_current: checked, end_date: checked ? '' : other.end_date }
                  : other,
              ),
            ),
          )}
          {form.area('description', 'Job Description')}
          {form.area('skills_used', 'Skills Used', { rows: 2 })}
          {form.area('achievements', 'Key Achievements')}
        </>
      )}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Education

export interface EducationEntry {
  id?: string;
  institution_name: string;
  degree: string;
  field_of_study: string;
  location: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  gpa: string;
  description: string;
  activities: string;
}

export interface EducationFormProps extends SectionFormProps<EducationEntry> {
  degrees: readonly SelectOption[];
}

export function EducationForm(props: EducationFormProps) {
  return (
    <EntryListForm
      title="Education"
      description="Degrees, diplomas and certificates of study."
      entryTitle={(index) => `Education ${index + 1}`}
      addLabel="Add Another Education"
      props={props as unknown as SectionFormProps<Entry>}
      fields={(form, entry, index) => (
        <>
          {form.text('institution_name', 'Institution Name', { required: true })}
          {form.select('degree', 'Degree', props.degrees, { placeholder: NOT_GIVEN })}
          {form.text('field_of_study', 'Field of Study')}
          {form.text('location', 'Location')}
          {form.date('start_date', 'Start Date')}
          {form.date('end_date', 'End Date', { isDisabled: entry.is_current === true })}
          {form.check('is_current', 'Currently studying here', (checked) =>
            props.onChange(
              props.entries.map((other, i) =>
                i === index
                  ? { ...other, is_current: checked, end_date: checked ? '' : other.end_date }
                  : other,
              ),
            ),
          )}
          {form.text('gpa', 'GPA')}
          {form.area('description', 'Description')}
          {form.area('activities', 'Activities', { rows: 2 })}
        </>
      )}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Skills

export interface SkillEntry {
  id?: string;
  name: string;
  proficiency_level: string;
  category: string;
}

export interface SkillsFormProps extends SectionFormProps<SkillEntry> {
  proficiencyLevels: readonly SelectOption[];
}

export function SkillsForm(props: SkillsFormProps) {
  return (
    <EntryListForm
      title="Skills & Competencies"
      description="What you are good at, and how good."
      entryTitle={(index) => `Skill ${index + 1}`}
      addLabel="Add Another Skill"
      props={props as unknown as SectionFormProps<Entry>}
      fields={(form) => (
        <>
          {form.text('name', 'Skill Name', { required: true })}
          {form.select('proficiency_level', 'Proficiency', props.proficiencyLevels, {
            placeholder: NOT_GIVEN,
          })}
          {form.text('category', 'Category')}
        </>
      )}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Certifications

export interface CertificationEntry {
  id?: string;
  name: string;
  issuing_organization: string;
  issue_date: string;
  expiration_date: string;
  does_not_expire: boolean;
  credential_id: string;
  credential_url: string;
  description: string;
}

export type CertificationsFormProps = SectionFormProps<CertificationEntry>;

export function CertificationsForm(props: CertificationsFormProps) {
  return (
    <EntryListForm
      title="Certifications & Licenses"
      description="Credentials that prove what you can do."
      entryTitle={(index) => `Certification ${index + 1}`}
      addLabel="Add Another Certification"
      props={props as unknown as SectionFormProps<Entry>}
      fields={(form, entry, index) => (
        <>
          {form.text('name', 'Certification Name', { required: true })}
          {form.text('issuing_organization', 'Issuing Organization', { required: true })}
          {form.date('issue_date', 'Issue Date', { required: true })}
          {form.date('expiration_date', 'Expiration Date', {
            isDisabled: entry.does_not_expire === true,
          })}
          {form.check('does_not_expire', 'Does not expire', (checked) =>
            props.onChange(
              props.entries.map((other, i) =>
                i === index
                  ? {
                      ...other,
                      does_not_expire: checked,
                      expiration_date: checked ? '' : other.expiration_date,
                    }
                  : other,
              ),
            ),
          )}
          {form.text('credential_id', 'Credential ID')}
          {form.text('credential_url', 'Credential URL', { type: 'url' })}
          {form.area('description', 'Description')}
        </>
      )}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Projects

export interface ProjectEntry {
  id?: string;
  name: string;
  description: string;
  role: string;
  start_date: string;
  end_date: string;
  is_ongoing: boolean;
  project_url: string;
  repository_url: string;
  technologies_used: string[];
}

export type ProjectsFormProps = SectionFormProps<ProjectEntry>;

export function ProjectsForm(props: ProjectsFormProps) {
  return (
    <EntryListForm
      title="Projects & Portfolio"
      description="Work you can show: what it was, your part in it, and what it used."
      entryTitle={(index) => `Project ${index + 1}`}
      addLabel="Add Another Project"
      props={props as unknown as SectionFormProps<Entry>}
      fields={(form, entry, index) => (
        <>
          {form.text('name', 'Project Name', { required: true })}
          {form.text('role', 'Your Role')}
          {form.area('description', 'Project Description')}
          {form.date('start_date', 'Start Date', { required: true })}
          {form.date('end_date', 'End Date', { isDisabled: entry.is_ongoing === true })}
          {form.check('is_ongoing', 'Ongoing', (checked) =>
            props.onChange(
              props.entries.map((other, i) =>
                i === index
                  ? { ...other, is_ongoing: checked, end_date: checked ? '' : other.end_date }
                  : other,
              ),
            ),
          )}
          {form.text('project_url', 'Project URL', { type: 'url' })}
          {form.text('repository_url', 'Repository URL', { type: 'url' })}
          {form.tags('technologies_used', 'Technologies')}
        </>
      )}
    />
  );
}
