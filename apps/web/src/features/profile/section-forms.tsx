import {
  DEGREES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  PROFICIENCY_LEVEL_LABELS,
  PROFICIENCY_LEVELS,
  type ProfileSection,
} from '@vita/api';
import {
  BasicInfoForm,
  CertificationsForm,
  EducationForm,
  ProjectsForm,
  SkillsForm,
  WorkExperienceForm,
} from '@vita/ui';
import { blankEntry, type FormEntry } from './entries';
import type { useBasicInfoEditor } from './use-basic-info-editor';
import type { useSectionEditor } from './use-section-editor';

const employmentTypes = EMPLOYMENT_TYPES.map((id) => ({ id, label: EMPLOYMENT_TYPE_LABELS[id] }));
const proficiencyLevels = PROFICIENCY_LEVELS.map((id) => ({
  id,
  label: PROFICIENCY_LEVEL_LABELS[id],
}));
const degrees = DEGREES.map((id) => ({ id, label: id }));

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

/** One list section's ui form, wired to its editor and to the contract's option lists. */
export function SectionForm({
  section,
  editor,
  buttons,
}: {
  section: ProfileSection;
  editor: SectionEditor;
  buttons: FormButtons;
}) {
  // The ui's entry types are the form's entries, field for field; the contract's schemas judge them.
  const common = {
    entries: editor.entries as never,
    onChange: ((entries: FormEntry[]) => editor.onChange(entries)) as never,
    errors: editor.errors,
    onFieldBlur: editor.onFieldBlur,
    newEntry: () => blankEntry(section) as never,
    onRemove: editor.onRemove,
    onReorder: editor.onReorder,
    removingIndex: editor.removingIndex,
    onSubmit: editor.onSubmit,
    busy: editor.busy,
    formError: editor.formError,
    refusal: editor.refusal,
    importedPaths: editor.imported,
    ...buttons,
  };
  switch (section) {
    case 'work-experience':
      return <WorkExperienceForm {...common} employmentTypes={employmentTypes} />;
    case 'education':
      return <EducationForm {...common} degrees={degrees} />;
    case 'skills':
      return <SkillsForm {...common} proficiencyLevels={proficiencyLevels} />;
    case 'certifications':
      return <CertificationsForm {...common} />;
    case 'projects':
      return <ProjectsForm {...common} />;
  }
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
