import {
  applicationMovedText,
  applicationMutations,
  messages,
  type ApiClient,
  type ApplicationCreate,
  type ApplicationForm,
  type ApplicationPublic,
  type ApplicationStage,
  type ApplicationUpdate,
  type CoverLetter,
  type Message,
  type UpdateVariables,
} from '@vita/api';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';

/** Every CV of the member (the list's largest page), to choose the one an application sends. */
export function allCvsQueryOptions(api: ApiClient) {
  return queryOptions({
    // Under 'cvs': whatever makes the CV pages stale makes this one stale too.
    queryKey: ['cvs', 'all'] as const,
    queryFn: ({ signal }) => api.cvs.list({ query: {}, signal }),
  });
}

/** The application's two PDFs: the CV as it was sent, and the cover letter. */
function downloadOptions(api: ApiClient) {
  return {
    frozenCv: mutationOptions({
      mutationKey: ['applications', 'frozenCv'],
      mutationFn: (id: string) => api.applications.frozenCv({ params: { application_id: id } }),
    }),
    coverLetterPdf: mutationOptions({
      mutationKey: ['applications', 'coverLetterPdf'],
      mutationFn: (id: string) =>
        api.applications.coverLetterPdf({ params: { application_id: id } }),
    }),
  };
}

/** Every change of an application, with its toasts. */
export function useApplicationMutations({
  onCreated,
}: { onCreated?: (row: ApplicationPublic) => unknown } = {}) {
  const api = useApi();
  const options = applicationMutations(api);
  const downloads = downloadOptions(api);
  return {
    create: useApiMutation<ApplicationPublic, ApplicationCreate>(options.create, {
      success: messages.applicationCreated,
      onSuccess: onCreated,
    }),
    update: useApiMutation<ApplicationPublic, UpdateVariables<ApplicationUpdate>>(options.update, {
      success: messages.applicationUpdated,
    }),
    remove: useApiMutation<Message, string>(options.remove, {
      success: messages.applicationDeleted,
      failure: messages.applicationDeleteFailed,
    }),
    move: useApiMutation<ApplicationPublic, { id: string; stage: ApplicationStage }>(options.move, {
      success: (_row, { stage }) => applicationMovedText(stage),
    }),
    analyse: useApiMutation<ApplicationPublic, string>(options.analyse),
    draftCoverLetter: useApiMutation<CoverLetter, string>(options.draftCoverLetter),
    saveCoverLetter: useApiMutation<ApplicationPublic, { id: string; cover_letter: string }>(
      options.saveCoverLetter,
      { success: messages.coverLetterSaved },
    ),
    frozenCv: useApiMutation<Blob, string>(downloads.frozenCv),
    coverLetterPdf: useApiMutation<Blob, string>(downloads.coverLetterPdf),
  };
}

/** A new application's form, empty: nothing is filled in that the member did not give. */
export const emptyApplicationForm: ApplicationForm = {
  title: '',
  company: '',
  location: '',
  posting_url: '',
  posting_text: '',
};

/** The form of a stored application: its empty fields as empty boxes. */
export function applicationFormFrom(row: ApplicationPublic): ApplicationForm {
  return {
    title: row.title,
    company: row.company,
    location: row.location ?? '',
    posting_url: row.posting_url ?? '',
    posting_text: row.posting_text ?? '',
    next_step: row.next_step ?? '',
    next_step_date: row.next_step_date ?? '',
    contact_name: row.contact_name ?? '',
    contact_email: row.contact_email ?? '',
    contact_phone: row.contact_phone ?? '',
    salary_min: row.salary_min === null ? '' : String(row.salary_min),
    salary_max: row.salary_max === null ? '' : String(row.salary_max),
    salary_currency: row.salary_currency ?? '',
    notes: row.notes ?? '',
    cv_id: row.cv_id,
  };
}
