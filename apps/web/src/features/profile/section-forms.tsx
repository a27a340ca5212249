import type { ProfileSection } from '@vita/api';
import {
  BasicInfoForm,
  CertificationsForm,
  EducationForm,
  ProjectsForm,
  SkillsForm,
  WorkExperienceForm,
} from './forms/profile-forms';
import { blankEntry } from './entries';
import type { useBasicInfoEditor } from './use-basic-info-editor';
import type { useSectionEditor } from './use-section-editor';

/** The labels of a form's buttons: the wizard's and the CV pages' differ. */
export interface FormButtons {
  saveLabel: string;
  busyLabel: string;
  onBack: () => void;
  /** The back button is busy too while the step change it asked for is recorded. */
  isNavigating?: boolean;
  /** Passes the step without saving (a wizard step one may have nothing for). */
  onSkip?: () => void;
  skipLabel?: string;
}

type SectionEditor = ReturnType<typeof useSectionEditor>;

/** The form of each list section. */
const FORMS = {
  'work-experience': WorkExperienceForm,
  education: EducationForm,
  skills: SkillsForm,
  certifications: CertificationsForm,
  projects: ProjectsForm,
} as const satisfies Record<ProfileSection, unknown>;

/** One list section's form, wired to its editor. */
export function SectionForm({
  section,
  editor,
  buttons,
}: {
  section: ProfileSection;
  editor: SectionEditor;
  buttons: FormButtons;
}) {
  const Form = FORMS[section];
  return (
    <Form
      list={editor.list}
      newEntry={() => blankEntry(section)}
      onRemove={editor.onRemove}
      removingIndex={editor.removingIndex}
      onSubmit={() => void editor.onSubmit()}
      busy={editor.busy}
      formError={editor.formError}
      {...buttons}
    />
  );
}

export function BasicInfoSectionForm({
  editor,
  buttons,
}: {
  editor: ReturnType<typeof useBasicInfoEditor>;
  buttons: FormButtons;
}) {
  return (
    <BasicInfoForm
      values={editor.values}
      onChange={editor.onChange}
      errors={editor.errors}
      onFieldBlur={editor.onFieldBlur}
      onSubmit={editor.onSubmit}
      busy={editor.busy}
      formError={editor.formError}
      refusal={editor.refusal}
      importedPaths={editor.imported}
      {...buttons}
    />
  );
}
