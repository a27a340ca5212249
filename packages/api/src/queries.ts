import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { LoginFormBody, NewPassword } from './schemas/auth';
import type { Message, PaginationQuery } from './schemas/common';
import type { CvCreate, CvUpdate } from './schemas/cvs';
import type { ItemCreate, ItemUpdate } from './schemas/items';
import type {
  BasicInfoInput,
  CertificationInput,
  EducationInput,
  OnboardingStep,
  ProfileSection,
  ProjectInput,
  SkillInput,
  WorkExperienceInput,
} from './schemas/profile';
import { PAGE_SIZE, pageToSkip } from './schemas/limits';
import type {
  UpdatePassword,
  UserCreate,
  UserRegister,
  UserUpdate,
  UserUpdateMe,
} from './schemas/users';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** false: the caller reports this failure itself instead of the generic error toast. */
      errorToast?: boolean;
    };
    mutationMeta: {
      /** false: the caller reports this failure itself instead of the generic error toast. */
      errorToast?: boolean;
      /** The cached queries whose data a success changes; they are refetched after it. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Query keys: one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  /** Every cached query (a prefix of all keys). */
  all: [] as const,
  currentUser: ['currentUser'] as const,
  users: (page: number) => ['users', { page }] as const,
  usersAll: ['users'] as const,
  items: (page: number) => ['items', { page }] as const,
  itemsAll: ['items'] as const,
  cvs: (page: number) => ['cvs', { page }] as const,
  cvsAll: ['cvs'] as const,
  cvFiles: ['cvFiles'] as const,
  profile: ['profile'] as const,
  onboarding: ['onboarding'] as const,
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversations', id] as const,
  chatMessages: (id: string) => ['chatMessages', id] as const,
  assistant: ['assistant'] as const,
  /** Applications: every list, record and the dashboard's summary live under this prefix. */
  applicationsAll: ['applications'] as const,
};

/** One page of a list endpoint: its rows and the total count of the list. */
export interface Paged<T> {
  data: T[];
  count: number;
}

/** The key of one page of a paged list: the list's name and the page. */
export type PagedQueryKey = readonly [string, { page: number }];

/** The query of page `page` (1-based, PAGE_SIZE rows) of a paged list. */
function pagedQueryOptions<T>(
  queryKey: PagedQueryKey,
  list: (query: Required<PaginationQuery>) => Promise<Paged<T>>,
) {
  const { page } = queryKey[1];
  return queryOptions({
    queryKey,
    queryFn: () => list({ skip: pageToSkip(page), limit: PAGE_SIZE }),
  });
}

export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.currentUser, queryFn: () => api.users.me() });
}

export function usersQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.users(page), (query) => api.users.list({ query }));
}

export function itemsQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.items(page), (query) => api.items.list({ query }));
}

export function cvsQueryOptions(api: ApiClient, page: number) {
  return pagedQueryOptions(queryKeys.cvs(page), (query) => api.cvs.list({ query }));
}

export function cvFilesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.cvFiles, queryFn: () => api.cvFiles.list() });
}

export function profileQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: () => api.profile.get() });
}

export function onboardingQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.onboarding, queryFn: () => api.onboarding.status() });
}

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

/** The signed-in user's own account, and the public sign-in, sign-up and recovery calls. */
export function accountMutations(api: ApiClient) {
  return {
    signIn: mutationOptions({
      mutationKey: ['account', 'signIn'],
      mutationFn: (body: LoginFormBody) => api.login.accessToken({ body }),
    }),
    signUp: mutationOptions({
      mutationKey: ['account', 'signUp'],
      mutationFn: (body: UserRegister) => api.users.signup({ body }),
    }),
    recoverPassword: mutationOptions({
      mutationKey: ['account', 'recoverPassword'],
      mutationFn: (email: string) => api.login.recoverPassword({ params: { email } }),
    }),
    resetPassword: mutationOptions({
      mutationKey: ['account', 'resetPassword'],
      mutationFn: (body: NewPassword) => api.login.resetPassword({ body }),
    }),
    updateMe: mutationOptions({
      mutationKey: ['account', 'updateMe'],
      mutationFn: (body: UserUpdateMe) => api.users.updateMe({ body }),
      // The name and e-mail show in the sidebar, the settings and the admin's table.
      meta: { invalidates: [queryKeys.all] },
    }),
    updatePassword: mutationOptions({
      mutationKey: ['account', 'updatePassword'],
      mutationFn: (body: UpdatePassword) => api.users.updatePassword({ body }),
    }),
    endOtherSessions: mutationOptions({
      mutationKey: ['account', 'endOtherSessions'],
      mutationFn: () => api.users.endOtherSessions(),
    }),
    deleteMe: mutationOptions({
      mutationKey: ['account', 'deleteMe'],
      mutationFn: () => api.users.deleteMe(),
    }),
  };
}

/** The list a section form saves, by section: what its save call takes. */
export type SectionBodies = {
  'work-experience': WorkExperienceInput[];
  education: EducationInput[];
  skills: SkillInput[];
  certifications: CertificationInput[];
  projects: ProjectInput[];
};

/**
 * The profile's saves (basic info and each section's list, the same calls in the wizard and on
 * the CV section pages), the removal of one saved entry, the wizard's step changes, the CV
 * import, and the JSON Resume download and import. Each save refreshes the profile; step changes refresh the onboarding status.
 */
export function profileMutations(api: ApiClient) {
  const saved = { invalidates: [queryKeys.profile] };
  const section = <S extends ProfileSection>(
    name: S,
    call: (body: SectionBodies[S]) => Promise<unknown>,
  ) =>
    mutationOptions({
      mutationKey: ['profile', 'save', name],
      mutationFn: call,
      meta: saved,
    });
  return {
    saveBasicInfo: mutationOptions({
      mutationKey: ['profile', 'save', 'basic-info'],
      mutationFn: (body: BasicInfoInput) => api.onboarding.saveBasicInfo({ body }),
      meta: saved,
    }),
    saveSection: {
      'work-experience': section('work-experience', (body) =>
        api.onboarding.saveWorkExperience({ body }),
      ),
      education: section('education', (body) => api.onboarding.saveEducation({ body })),
      skills: section('skills', (body) => api.onboarding.saveSkills({ body })),
      certifications: section('certifications', (body) =>
        api.onboarding.saveCertifications({ body }),
      ),
      projects: section('projects', (body) => api.onboarding.saveProjects({ body })),
    },
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
