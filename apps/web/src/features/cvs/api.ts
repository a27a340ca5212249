import {
  cvFileMutations,
  cvMutations,
  cvsQueryOptions,
  messages,
  type CvCreate,
  type CvFilePublic,
  type CvFileUploadVariables,
  type CvForm,
  type CvPublic,
  type CvUpdate,
  type EditCvForm,
  type Message,
} from '@vita/api';
import {
  useApiMutation,
  useRecordMutations,
  type RecordCallbacks,
  type RecordResource,
} from '../../lib/mutations';
import { useApi } from '../../lib/services';
import { saveBlob } from '../../lib/save-blob';

export const cvsResource: RecordResource<CvPublic, CvCreate, CvUpdate> = {
  noun: 'CV',
  plural: 'CVs',
  list: cvsQueryOptions,
  mutations: cvMutations,
  messages: {
    created: messages.cvCreated,
    updated: messages.cvUpdated,
    deleted: messages.cvDeleted,
    deleteFailed: messages.cvDeleteFailed,
  },
};

/** Create, update and delete a CV, with their toasts. */
export const useCvMutations = (callbacks?: RecordCallbacks) =>
  useRecordMutations(cvsResource, callbacks);

/** Upload, download and delete of the user's CV files, with their toasts. */
export function useCvFileMutations({
  onUploaded,
  onUploadSettled,
}: { onUploaded?: () => void; onUploadSettled?: () => void } = {}) {
  const options = cvFileMutations(useApi());
  const upload = useApiMutation<CvFilePublic, CvFileUploadVariables>(options.upload, {
    // Named as the user chose it: the server may store a cleaned-up name.
    success: (_uploaded, { file }) => `${file.name} uploaded.`,
    // The server's reason (too large, wrong type…) is shown under the drop zone instead.
    failure: false,
    onSuccess: onUploaded,
    onSettled: onUploadSettled,
  });
  const download = useApiMutation<Blob, CvFilePublic>(options.download, {
    onSuccess: (blob, file) => saveBlob(blob, file.filename),
  });
  const remove = useApiMutation<Message, CvFilePublic>(options.remove, {
    success: (_result, file) => `${file.filename} deleted.`,
  });
  return { upload, download, remove };
}

export const emptyCvForm: CvForm = {
  title: '',
  description: '',
  target_job_title: '',
  target_company: '',
  target_job_posting_url: '',
};

export function editCvFormFrom(cv: CvPublic): EditCvForm {
  return {
    title: cv.title,
    description: cv.description ?? '',
    target_job_title: cv.target_job_title ?? '',
    target_company: cv.target_company ?? '',
    target_job_posting_url: cv.target_job_posting_url ?? '',
    linkedin_profile_url: cv.linkedin_profile_url ?? '',
    status: cv.status,
  };
}

/** Emptied optional fields are stored as "none" (null), not as ''. */
export const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function toCvCreate(values: CvForm): CvCreate {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    target_job_title: orNull(values.target_job_title),
    target_company: orNull(values.target_company),
    target_job_posting_url: orNull(values.target_job_posting_url),
  };
}

export function toCvUpdate(values: EditCvForm): CvUpdate {
  return {
    ...toCvCreate(values),
    linkedin_profile_url: orNull(values.linkedin_profile_url),
    status: values.status,
  };
}
