import {
  CV_STATUS_LABELS,
  CV_STATUSES,
  CvFormSchema,
  EditCvFormSchema,
  type CvForm,
  type CvPublic,
} from '@vita/api';
import { Radio, RadioGroup } from '@vita/ui';
import { Controller, type Control } from 'react-hook-form';
import { FormTextAreaField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { RecordFormDialog, type RecordDialogProps } from '../../components/record-dialogs';
import { editCvFormFrom, emptyCvForm, toCvCreate, toCvUpdate, useCvMutations } from './api';

/**
 * Add CV: five fields, title required; Save disabled until valid. Edit CV adds the LinkedIn
 * profile URL and the status, so a CV can be corrected without deleting it.
 */
export function CvFormDialog({ row: cv, ...dialog }: RecordDialogProps<CvPublic>) {
  const { create, update } = useCvMutations({ onSaved: () => dialog.onOpenChange(false) });
  if (!cv) {
    return (
      <RecordFormDialog
        {...dialog}
        noun="CV"
        isEditing={false}
        size="lg"
        schema={CvFormSchema}
        values={emptyCvForm}
        isPending={create.isPending}
        onSave={(values) => create.mutate(toCvCreate(values))}
      >
        {(control) => <CvFields control={control} />}
      </RecordFormDialog>
    );
  }
  return (
    <RecordFormDialog
      {...dialog}
      noun="CV"
      isEditing
      size="lg"
      schema={EditCvFormSchema}
      values={editCvFormFrom(cv)}
      isPending={update.isPending}
      onSave={(values) => update.mutate({ id: cv.id, body: toCvUpdate(values) })}
    >
      {(control) => (
        <>
          {/* The Edit form has every Add field with the same types; Control is invariant in
              its form type, so TypeScript needs the widening spelled out. */}
          <CvFields control={control as unknown as Control<CvForm>} />
          <FormTextField
            control={control}
            name="linkedin_profile_url"
            label="Linkedin Profile URL"
            type="text"
            placeholder="https://www.linkedin.com/in/…"
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <RadioGroup
                label="Status"
                orientation="horizontal"
                value={field.value}
                onChange={field.onChange}
              >
                {CV_STATUSES.map((status) => (
                  <Radio key={status} value={status}>
                    {CV_STATUS_LABELS[status]}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
        </>
      )}
    </RecordFormDialog>
  );
}

function CvFields({ control }: { control: Control<CvForm> }) {
  return (
    <>
      <FormTextField control={control} name="title" label="Title" autoFocus />
      <FormTextAreaField control={control} name="description" label="Description" />
      <FormTextField control={control} name="target_job_title" label="Target Job Title" />
      <FormTextField control={control} name="target_company" label="Target Company" />
      <FormTextField
        control={control}
        name="target_job_posting_url"
        label="Target Job Posting URL"
        placeholder="https://…"
      />
    </>
  );
}
