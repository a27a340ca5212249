import {
  applicationMutations,
  ApplicationFormSchema,
  errorMessage,
  type ApplicationForm,
  type ApplicationPrefill,
} from '@vita/api';
import { Button, FormDialog, Text } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { FormTextField } from '../../components/form-fields';
import type { DialogState } from '../../components/record-dialogs';
import { useZodForm } from '../../lib/forms';
import { useApi } from '../../lib/services';
import { emptyApplicationForm, useApplicationMutations } from './api';
import * as styles from './applications.css';

/** The fields a posting filled in: only what it said, the rest stays as typed. */
function prefilled(current: ApplicationForm, found: ApplicationPrefill): ApplicationForm {
  return {
    ...current,
    posting_url: found.posting_url,
    ...(found.title ? { title: found.title } : {}),
    ...(found.company ? { company: found.company } : {}),
    ...(found.location ? { location: found.location } : {}),
    ...(found.posting_text ? { posting_text: found.posting_text } : {}),
  };
}

/**
 * Save a job: paste a posting's address and read it (title, company, location and its
 * requirements are filled in), or type the job in. A posting that cannot be read says why and
 * leaves the form to be filled by hand. The application starts as Saved.
 */
export function SaveApplicationDialog(dialog: DialogState) {
  const api = useApi();
  const form = useZodForm(ApplicationFormSchema, {
    defaultValues: emptyApplicationForm,
    isOpen: dialog.isOpen,
  });
  const prefill = useMutation({
    ...applicationMutations(api).prefill,
    onSuccess: (found) =>
      form.reset(prefilled(form.getValues(), found), { keepDefaultValues: true }),
  });
  const { create } = useApplicationMutations({ onCreated: () => dialog.onOpenChange(false) });
  const postingUrl = form.watch('posting_url');

  return (
    <FormDialog
      {...dialog}
      title="Save a job"
      size="lg"
      pendingLabel="Saving..."
      isPending={create.isPending}
      isSubmitDisabled={!form.isValid || prefill.isPending}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      <div className={styles.postingRow}>
        <div className={styles.postingField}>
          <FormTextField
            control={form.control}
            name="posting_url"
            label="Posting address"
            placeholder="https://…"
            description="Paste the posting's address to fill in the job, or type it in below."
            autoFocus
          />
        </div>
        <Button
          variant="secondary"
          className={styles.postingButton}
          isDisabled={!postingUrl?.trim()}
          isPending={prefill.isPending}
          pendingLabel="Reading..."
          onPress={() => prefill.mutate(postingUrl?.trim() ?? '')}
        >
          <FileSearch size={16} aria-hidden />
          Read posting
        </Button>
      </div>
      {prefill.isError ? (
        <Text role="alert" tone="danger">
          {errorMessage(prefill.error)}
        </Text>
      ) : null}
      <FormTextField control={form.control} name="title" label="Job title" />
      <FormTextField control={form.control} name="company" label="Company" />
      <FormTextField control={form.control} name="location" label="Location" />
    </FormDialog>
  );
}
