import {
  CV_STATUSES,
  CvFormSchema,
  CvStatusSchema,
  HttpUrlSchema,
  type CvCreate,
  type CvForm,
  type CvPublic,
  type CvStatus,
  type CvUpdate,
} from '@vita/api';
import { z } from 'zod';

/**
 * Edit CV: SPEC §5 asks for title and description; the dialog also offers the other fields the
 * server's PUT accepts, so a CV can be corrected without deleting it. Same rules as Add CV.
 */
export const EditCvFormSchema = CvFormSchema.extend({
  linkedin_profile_url: z.union([z.literal(''), HttpUrlSchema]).optional(),
  status: CvStatusSchema,
});
export type EditCvForm = z.input<typeof EditCvFormSchema>;

export const emptyCvForm: CvForm = {
  title: '',
  description: '',
  target_job_title: '',
  target_company: '',
  target_job_posting_url: '',
};

export const cvStatusLabels: Record<CvStatus, string> = {
  draft: 'Draft',
  ready: 'Ready',
  archived: 'Archived',
};
export { CV_STATUSES };

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
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

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
