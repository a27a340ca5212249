import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { queryKeys } from './queries';
import type { Message } from './schemas/common';
import type { CvCreate, CvUpdate } from './schemas/cvs';
import type { ItemCreate, ItemUpdate } from './schemas/items';
import {
  PROFILE_SECTIONS,
  type BasicInfoInput,
  type OnboardingStep,
  type ProfileSection,
} from './schemas/profile';
import type { UserCreate, UserUpdate } from './schemas/users';

// Mutations: what each call sends and which cached data its success makes stale. Screens add
// their own feedback (toasts, closing a dialog) on top.

/** An update: the record's id and the fields to change. */
export interface UpdateVariables<Body> {
  id: string;
  body: Body;
}

/** The create, update and delete of one kind of record, and what each makes stale. */
export function recordMutations<Create, Update, Record>(
  scope: string,
  calls: {
    create: (body: Create) => Promise<Record>;
    update: (id: string, body: Update) => Promise<Record>;
    remove: (id: string) => Promise<Message>;
  },
  stale: { saved: readonly QueryKey[]; removed: readonly QueryKey[] },
) {
  return {
    create: mutationOptions({
      mutationKey: [scope, 'create'],
      mutationFn: calls.create,
      meta: { invalidates: stale.saved },
    }),
    update: mutationOptions({
      mutationKey: [scope, 'update'],
      mutationFn: ({ id, body }: UpdateVariables<Update>) => calls.update(id, body),
      meta: { invalidates: stale.saved },
    }),
    remove: mutationOptions({
      mutationKey: [scope, 'delete'],
      mutationFn: calls.remove,
      meta: { invalidates: stale.removed },
    }),
  };
}

export type RecordMutations<Create, Update, Record> = ReturnType<
  typeof recordMutations<Create, Update, Record>
>;

export function itemMutations(api: ApiClient) {
  return recordMutations(
    'items',
    {
      create: (body: ItemCreate) => api.items.create({ body }),
      update: (id, body: ItemUpdate) => api.items.update({ params: { id }, body }),
      remove: (id) => api.items.delete({ params: { id } }),
    },
    { saved: [queryKeys.itemsAll], removed: [queryKeys.itemsAll] },
  );
}

export function cvMutations(api: ApiClient) {
  return recordMutations(
    'cvs',
    {
      create: (body: CvCreate) => api.cvs.create({ body }),
      update: (cv_id, body: CvUpdate) => api.cvs.update({ params: { cv_id }, body }),
      remove: (cv_id) => api.cvs.delete({ params: { cv_id } }),
    },
    { saved: [queryKeys.cvsAll], removed: [queryKeys.cvsAll] },
  );
}

export function userMutations(api: ApiClient) {
  return recordMutations(
    'users',
    {
      create: (body: UserCreate) => api.users.create({ body }),
      update: (user_id, body: UserUpdate) => api.users.update({ params: { user_id }, body }),
      remove: (user_id) => api.users.delete({ params: { user_id } }),
    },
    // A user's name and roles show in many places (the sidebar, the table, the settings), and
    // deleting one also deletes what they owned: refresh everything after an edit, the users
    // list after a delete.
    { saved: [queryKeys.all], removed: [queryKeys.usersAll] },
  );
}

/** A file to upload, and where its progress (0 to 1) goes. */
export interface CvFileUploadVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

export function cvFileMutations(api: ApiClient) {
  return {
    upload: mutationOptions({
      mutationKey: ['cvFiles', 'upload'],
      mutationFn: ({ file, onProgress }: CvFileUploadVariables) =>
        api.cvFiles.upload({ body: { file }, onUploadProgress: onProgress }),
      meta: { invalidates: [queryKeys.cvFiles] },
    }),
    download: mutationOptions({
      mutationKey: ['cvFiles', 'download'],
      mutationFn: (file: { id: string }) => api.cvFiles.download({ params: { file_id: file.id } }),
    }),
    remove: mutationOptions({
      mutationKey: ['cvFiles', 'delete'],
      mutationFn: (file: { id: string }) => api.cvFiles.delete({ params: { file_id: file.id } }),
      meta: { invalidates: [queryKeys.cvFiles] },
    }),
  };
}

/** What a section's save answers: its entries as saved, each with its id. */
export type SavedEntries = readonly { id: string }[];

/**
 * Each section's save, declared once by section: the entries are read by that section's list
 * schema (the same rules the form showed) and what it gives is the body of that section's call.
 * Code that is generic over the section (one editor for all five) calls `saves[section]` and
 * needs no cast: every section's save takes the same thing.
 */
function sectionSaves(
  api: ApiClient,
): Record<ProfileSection, (entries: unknown) => Promise<SavedEntries>> {
  const { onboarding } = api;
  const { 'work-experience': work, education, skills, certifications, projects } = PROFILE_SECTIONS;
  return {
    'work-experience': (entries) =>
      onboarding.saveWorkExperience({ body: work.list.parse(entries) }),
    education: (entries) => onboarding.saveEducation({ body: education.list.parse(entries) }),
    skills: (entries) => onboarding.saveSkills({ body: skills.list.parse(entries) }),
    certifications: (entries) =>
      onboarding.saveCertifications({ body: certifications.list.parse(entries) }),
    projects: (entries) => onboarding.saveProjects({ body: projects.list.parse(entries) }),
  };
}

/**
 * The profile's saves (basic info and each section's list, the same calls in the wizard and on
 * the CV section pages), the removal of one saved entry, the wizard's step changes, the CV
 * import, and the JSON Resume download and import. Each save refreshes the profile; step changes refresh the onboarding status.
 */
export function profileMutations(api: ApiClient) {
  const saved = { invalidates: [queryKeys.profile] };
  const saves = sectionSaves(api);
  return {
    saveBasicInfo: mutationOptions({
      mutationKey: ['profile', 'save', 'basic-info'],
      mutationFn: (body: BasicInfoInput) => api.onboarding.saveBasicInfo({ body }),
      meta: saved,
    }),
    /** One section's whole list (its form's entries; the section's rules read them). */
    saveSection: (section: ProfileSection) =>
      mutationOptions({
        mutationKey: ['profile', 'save', section],
        mutationFn: (entries: readonly object[]) => saves[section](entries),
        meta: saved,
      }),
    exportJsonResume: mutationOptions({
      mutationKey: ['profile', 'exportJsonResume'],
      mutationFn: () => api.profile.exportJsonResume(),
    }),
    importJsonResume: mutationOptions({
      mutationKey: ['profile', 'importJsonResume'],
      mutationFn: (file: File) => api.profile.importJsonResume({ body: { file } }),
    }),
    removeEntry: mutationOptions({
      mutationKey: ['profile', 'removeEntry'],
      mutationFn: (entry: { section: ProfileSection; id: string }) =>
        api.onboarding.deleteEntry({ params: entry }),
      meta: { ...saved, errorToast: false },
    }),
    setStep: mutationOptions({
      mutationKey: ['onboarding', 'setStep'],
      mutationFn: (current_step: OnboardingStep) =>
        api.onboarding.setStep({ body: { current_step } }),
      meta: { invalidates: [queryKeys.onboarding] },
    }),
    resetOnboarding: mutationOptions({
      mutationKey: ['onboarding', 'reset'],
      mutationFn: () => api.onboarding.reset(),
      meta: { invalidates: [queryKeys.onboarding] },
    }),
    importResume: mutationOptions({
      mutationKey: ['onboarding', 'importResume'],
      mutationFn: ({ file, onProgress }: CvFileUploadVariables) =>
        api.onboarding.uploadResume({ body: { file }, onUploadProgress: onProgress }),
      meta: { invalidates: [queryKeys.cvFiles] },
    }),
  };
}
