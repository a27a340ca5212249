import { zodResolver } from '@hookform/resolvers/zod';
import { CvFormSchema, messages, queryKeys, type CvForm, type CvPublic } from '@vita/api';
import { AlertDialog, FormDialog, Radio, RadioGroup, toast } from '@vita/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormTextAreaField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import {
  CV_STATUSES,
  cvStatusLabels,
  editCvFormFrom,
  EditCvFormSchema,
  emptyCvForm,
  toCvCreate,
  toCvUpdate,
  type EditCvForm,
} from './cv-form';

interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Add CV (SPEC §5): five fields, title required; Save disabled until valid. */
export function AddCvDialog({ isOpen, onOpenChange }: DialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<CvForm>({
    resolver: zodResolver(CvFormSchema),
    mode: 'onBlur',
    defaultValues: emptyCvForm,
  });
  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset(emptyCvForm);
  }, [isOpen, reset]);
  const values = useWatch({ control: form.control });
  const isValid = CvFormSchema.safeParse(values).success;

  const create = useMutation({
    mutationFn: (values: CvForm) => api.cvs.create({ body: toCvCreate(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.cvCreated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cvsAll });
    },
  });

  return (
    <FormDialog
      title="Add CV"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      isPending={create.isPending}
      pendingLabel="Creating..."
      isSubmitDisabled={!isValid}
      size="lg"
    >
      <CvFields control={form.control} />
    </FormDialog>
  );
}

/** Edit CV: the same fields plus the LinkedIn profile URL and the status. */
export function EditCvDialog({ cv, isOpen, onOpenChange }: DialogProps & { cv: CvPublic | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<EditCvForm>({
    resolver: zodResolver(EditCvFormSchema),
    mode: 'onBlur',
    defaultValues: cv ? editCvFormFrom(cv) : undefined,
  });
  const { reset } = form;
  useEffect(() => {
    if (isOpen && cv) reset(editCvFormFrom(cv));
  }, [isOpen, cv, reset]);
  const values = useWatch({ control: form.control });
  const isValid = EditCvFormSchema.safeParse(values).success;

  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: EditCvForm }) =>
      api.cvs.update({ params: { cv_id: id }, body: toCvUpdate(values) }),
    onSuccess: async () => {
      showSuccessToast(messages.cvUpdated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cvsAll });
    },
  });

  return (
    <FormDialog
      title="Edit CV"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={form.handleSubmit((values) => cv && update.mutate({ id: cv.id, values }))}
      isPending={update.isPending}
      pendingLabel="Saving..."
      isSubmitDisabled={!isValid}
      size="lg"
    >
      {/* EditCvForm has every CvForm field with the same types; Control is invariant in its
          form type, so TypeScript needs the widening spelled out. */}
      <CvFields control={form.control as unknown as Control<CvForm>} />
      <FormTextField
        control={form.control}
        name="linkedin_profile_url"
        label="Linkedin Profile URL"
        type="text"
        placeholder="https://www.linkedin.com/in/…"
      />
      <Controller
        control={form.control}
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
                {cvStatusLabels[status]}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
    </FormDialog>
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

/** Delete CV: a confirmation; the dialog stays open (busy) until the call settles. */
export function DeleteCvDialog({
  cv,
  isOpen,
  onOpenChange,
  onDeleted,
}: DialogProps & { cv: CvPublic | null; onDeleted: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => api.cvs.delete({ params: { cv_id: id } }),
    // SPEC §8 names this screen's own failure text instead of the server's detail.
    meta: { errorToast: false },
    onSuccess: async () => {
      showSuccessToast(messages.cvDeleted);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.cvsAll });
    },
    onError: () => toast.error(messages.somethingWentWrongTitle, messages.cvDeleteFailed),
  });
  return (
    <AlertDialog
      title="Delete CV"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel="Delete"
      isPending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => (cv ? remove.mutateAsync(cv.id) : undefined)}
    >
      This CV will be permanently deleted. Are you sure? You will not be able to undo this action.
    </AlertDialog>
  );
}
