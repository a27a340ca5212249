import { z } from 'zod';
import { endpoint } from '../endpoint-kit';
import { MessageSchema } from '../schemas/common';
import { CvFileUploadSchema } from '../schemas/cvs';
import {
  JsonResumeSchema,
  JsonResumeUploadSchema,
  ProfileImportSchema,
} from '../schemas/json-resume';
import {
  BasicInfoPublicSchema,
  BasicInfoSchema,
  OnboardingStateSchema,
  OnboardingStatusSchema,
  OnboardingStepBodySchema,
  PROFILE_SECTIONS,
  ProfileSchema,
  ProfileSectionParamsSchema,
  ResumeImportSchema,
  type ProfileSection,
} from '../schemas/profile';

export const profile = {
  get: endpoint({
    method: 'GET',
    path: '/users/me/profile',
    access: 'user',
    tag: 'profile',
    summary: "The signed-in user's profile: basic information (null until saved) and five lists",
    response: ProfileSchema,
  }),
  exportJsonResume: endpoint({
    method: 'GET',
    path: '/users/me/profile/export.json',
    access: 'user',
    tag: 'profile',
    summary: "The signed-in user's profile as a JSON Resume file (resume.json), to download",
    response: JsonResumeSchema,
    binary: true,
  }),
  importJsonResume: endpoint({
    method: 'POST',
    path: '/users/me/profile/import',
    access: 'user',
    tag: 'profile',
    summary:
      'Read a JSON Resume file into a draft of the profile for review; nothing is saved, the file is not kept',
    body: JsonResumeUploadSchema,
    encoding: 'multipart',
    response: ProfileImportSchema,
    errors: {
      413: 'The file is larger than 1 MB',
      415: 'The body is not multipart',
      422: 'The file is not JSON, does not follow the JSON Resume types, or holds nothing to import',
    },
  }),
};

/** The call that makes a list the whole content of one profile section. */
function saveSection<const S extends ProfileSection, L extends z.ZodType, R extends z.ZodType>(
  section: S,
  declared: { list: L; entry: R },
) {
  return endpoint({
    method: 'POST',
    path: `/onboarding/${section}`,
    access: 'user',
    tag: 'onboarding',
    summary: `Replace the ${section.replace('-', ' ')} section: entries with an id are updated, the others created, the missing ones removed; in one transaction`,
    body: declared.list,
    response: z.array(declared.entry),
    errors: { 400: "An entry id that is not one of the caller's entries of this section" },
  });
}

export const onboarding = {
  status: endpoint({
    method: 'GET',
    path: '/onboarding/check-profile',
    access: 'user',
    tag: 'onboarding',
    summary: 'Whether the wizard is still to be done, and its step',
    response: OnboardingStatusSchema,
  }),
  state: endpoint({
    method: 'GET',
    path: '/onboarding/state',
    access: 'user',
    tag: 'onboarding',
    summary: 'The onboarding state',
    response: OnboardingStateSchema,
  }),
  step: endpoint({
    method: 'GET',
    path: '/onboarding/state-step',
    access: 'user',
    tag: 'onboarding',
    summary: 'The current wizard step',
    response: OnboardingStepBodySchema,
  }),
  setStep: endpoint({
    method: 'PATCH',
    path: '/onboarding/state-step',
    access: 'user',
    tag: 'onboarding',
    summary: 'Move the wizard to a step',
    body: OnboardingStepBodySchema,
    response: OnboardingStateSchema,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/onboarding/reset',
    access: 'user',
    tag: 'onboarding',
    summary: 'Start the wizard again from the welcome step; the profile stays',
    response: OnboardingStateSchema,
  }),
  saveBasicInfo: endpoint({
    method: 'POST',
    path: '/onboarding/profile',
    access: 'user',
    tag: 'onboarding',
    summary: 'Save basic information (created or updated)',
    body: BasicInfoSchema,
    response: BasicInfoPublicSchema,
  }),
  saveWorkExperience: saveSection('work-experience', PROFILE_SECTIONS['work-experience']),
  saveEducation: saveSection('education', PROFILE_SECTIONS.education),
  saveSkills: saveSection('skills', PROFILE_SECTIONS.skills),
  saveCertifications: saveSection('certifications', PROFILE_SECTIONS.certifications),
  saveProjects: saveSection('projects', PROFILE_SECTIONS.projects),
  deleteEntry: endpoint({
    method: 'DELETE',
    path: '/onboarding/{section}/{id}',
    access: 'user',
    tag: 'onboarding',
    summary: 'Remove one entry of a profile section',
    params: ProfileSectionParamsSchema,
    response: MessageSchema,
    errors: { 404: 'No such entry of the caller in this section' },
  }),
  uploadResume: endpoint({
    method: 'POST',
    path: '/onboarding/upload-resume',
    access: 'user',
    tag: 'onboarding',
    summary:
      'Keep a CV file (as /cv/upload does) and read it into a draft of the profile for review; nothing is saved to the profile',
    body: CvFileUploadSchema,
    encoding: 'multipart',
    response: ResumeImportSchema,
    errors: {
      413: 'The file is larger than 10 MB, or the file storage of the user is full',
      415: 'The body is not multipart, or the bytes are not a PDF, DOC or DOCX file',
      422: 'The document could not be read in time or within memory (it is not kept)',
      503: 'Too many documents are being read at once; try again in a moment (the file is not kept)',
    },
  }),
};
