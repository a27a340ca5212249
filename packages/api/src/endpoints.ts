import { z } from 'zod';
import {
  EmailHtmlSchema,
  EmailParamsSchema,
  LoginFormBodySchema,
  NewPasswordSchema,
  SessionRenewedSchema,
  TokenSchema,
} from './schemas/auth';
import { MessageSchema, PaginationQuerySchema } from './schemas/common';
import {
  CvCreateSchema,
  CvFileIdParamsSchema,
  CvFilePublicSchema,
  CvFilesPublicSchema,
  CvFileUploadSchema,
  CvIdParamsSchema,
  CvPublicSchema,
  CvsPublicSchema,
  CvUpdateSchema,
} from './schemas/cvs';
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
} from './schemas/profile';
import {
  ItemCreateSchema,
  ItemIdParamsSchema,
  ItemPublicSchema,
  ItemsPublicSchema,
  ItemUpdateSchema,
} from './schemas/items';
import {
  UpdatePasswordSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserPublicSchema,
  UserRegisterSchema,
  UsersPublicSchema,
  UserUpdateMeSchema,
  UserUpdateSchema,
} from './schemas/users';

/** Every path of the table is relative to this prefix. */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; any signed-in, active user; or superusers only. The server
 * applies it before the handler runs, the mocks apply the same rule, and the client sends the
 * token (and reports 401/403 as the end of the session) only when it is not `public`.
 */
export type Access = 'public' | 'user' | 'superuser';

/** How a body travels: JSON, an HTML form (the OAuth2 password flow), or multipart (uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Error statuses an endpoint can answer beyond the ones its access and inputs imply. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One HTTP endpoint: the single declaration from which the server registers its route, the client
 * builds its call, the mocks parse their inputs and OpenAPI documents it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The path under API_PREFIX with `{name}` placeholders for path parameters. */
  path: `/${string}`;
  access: Access;
  /** The OpenAPI tag and one-line summary. */
  tag: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Defaults to 'json' when there is a body. */
  encoding?: BodyEncoding;
  /** The 200 answer; ignored for validation when `binary` is set (the bytes are a file). */
  response: z.ZodType;
  /** The answer is a file download, not JSON. */
  binary?: true;
  /** Answers beyond 401/403 (access) and 422 (inputs), with when they happen. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** Keeps the literal types of a declaration while checking it against `Endpoint`. */
const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** The bytes of a downloaded file (documentation; a download is never parsed). */
const FileBytesSchema = z.string().meta({ format: 'binary', description: 'The bytes as uploaded' });

const HealthSchema = z.literal(true);

const login = {
  accessToken: endpoint({
    method: 'POST',
    path: '/login/access-token',
    access: 'public',
    tag: 'login',
    summary: 'OAuth2 password flow: exchange e-mail and password for an access token',
    body: LoginFormBodySchema,
    encoding: 'form',
    response: TokenSchema,
    errors: {
      400: 'Wrong e-mail or password, or an inactive user',
      415: 'The body is not form-encoded',
      429: 'Too many failed sign-ins from this client, for this e-mail or in all',
      503: 'Too many sign-ins are being checked at once; try again in a moment',
    },
  }),
  testToken: endpoint({
    method: 'POST',
    path: '/login/test-token',
    access: 'user',
    tag: 'login',
    summary: 'The user of the token',
    response: UserPublicSchema,
  }),
  recoverPassword: endpoint({
    method: 'POST',
    path: '/password-recovery/{email}',
    access: 'public',
    tag: 'login',
    summary: 'E-mail a password reset link; the answer is the same for unknown e-mails',
    params: EmailParamsSchema,
    response: MessageSchema,
    errors: { 429: 'Too many recovery e-mails for this address or from this client' },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password/',
    access: 'public',
    tag: 'login',
    summary: 'Set a new password with a reset token (each token works once)',
    body: NewPasswordSchema,
    response: MessageSchema,
    errors: { 400: 'An invalid, expired or used token, or an inactive user' },
  }),
  recoveryHtml: endpoint({
    method: 'POST',
    path: '/password-recovery-html-content/{email}',
    access: 'superuser',
    tag: 'login',
    summary: 'Preview the recovery e-mail of a user (superusers)',
    params: EmailParamsSchema,
    response: EmailHtmlSchema,
    errors: { 404: 'No user has this e-mail' },
  }),
};

const users = {
  list: endpoint({
    method: 'GET',
    path: '/users/',
    access: 'superuser',
    tag: 'users',
    summary: 'List users (superusers)',
    query: PaginationQuerySchema,
    response: UsersPublicSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/users/',
    access: 'superuser',
    tag: 'users',
    summary: 'Create a user (superusers)',
    body: UserCreateSchema,
    response: UserPublicSchema,
    errors: { 400: 'The e-mail is taken (in any letter case)' },
  }),
  signup: endpoint({
    method: 'POST',
    path: '/users/signup',
    access: 'public',
    tag: 'users',
    summary: 'Create an account',
    body: UserRegisterSchema,
    response: UserPublicSchema,
    errors: {
      400: 'The e-mail is taken (in any letter case)',
      429: 'Too many taken e-mails answered to this client',
    },
  }),
  me: endpoint({
    method: 'GET',
    path: '/users/me',
    access: 'user',
    tag: 'users',
    summary: 'The signed-in user',
    response: UserPublicSchema,
  }),
  updateMe: endpoint({
    method: 'PATCH',
    path: '/users/me',
    access: 'user',
    tag: 'users',
    summary: 'Update own name or e-mail (a new e-mail needs the current password)',
    body: UserUpdateMeSchema,
    response: UserPublicSchema,
    errors: {
      400: 'A new e-mail without the current password, or with a wrong one',
      409: 'The e-mail belongs to another user',
      429: 'Too many wrong current passwords, or taken e-mails, for this user',
    },
  }),
  deleteMe: endpoint({
    method: 'DELETE',
    path: '/users/me',
    access: 'user',
    tag: 'users',
    summary: 'Delete own account and everything it owns',
    response: MessageSchema,
    errors: { 403: 'Superusers cannot delete themselves' },
  }),
  updatePassword: endpoint({
    method: 'PATCH',
    path: '/users/me/password',
    access: 'user',
    tag: 'users',
    summary: 'Change own password; ends every other session and answers a fresh token',
    body: UpdatePasswordSchema,
    response: SessionRenewedSchema,
    errors: {
      400: 'The current password is wrong, or the new one is the same',
      429: 'Too many wrong current passwords for this user',
    },
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/users/me/sessions/end-others',
    access: 'user',
    tag: 'users',
    summary: 'Sign out of every other session; answers a fresh token for this one',
    response: SessionRenewedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/{user_id}',
    access: 'user',
    tag: 'users',
    summary: 'A user by id (own id, or any id for superusers)',
    params: UserIdParamsSchema,
    response: UserPublicSchema,
    errors: { 403: 'Another user, asked by a member', 404: 'No such user' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/users/{user_id}',
    access: 'superuser',
    tag: 'users',
    summary: 'Update a user (superusers)',
    params: UserIdParamsSchema,
    body: UserUpdateSchema,
    response: UserPublicSchema,
    errors: {
      400: 'Deactivating or demoting the last active superuser',
      404: 'No such user',
      409: 'The e-mail belongs to another user',
    },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/users/{user_id}',
    access: 'superuser',
    tag: 'users',
    summary: 'Delete a user and everything they own (superusers)',
    params: UserIdParamsSchema,
    response: MessageSchema,
    errors: {
      400: 'Deleting the last active superuser',
      403: 'Superusers cannot delete themselves',
      404: 'No such user',
    },
  }),
};

/**
 * The five calls of a resource that each user owns (list newest first, create, get, update,
 * delete): another user's record answers 404 as if it did not exist, superusers included.
 */
function ownedResource<
  const Base extends `/${string}/`,
  const Id extends string,
  P extends z.ZodObject,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
  L extends z.ZodType,
>(resource: {
  /** The collection's path, e.g. '/items/'; one record is `${base}{${id}}`. */
  base: Base;
  id: Id;
  tag: string;
  /** The record's name with its article ('an item') and the collection's plural ('items'). */
  one: string;
  many: string;
  params: P;
  create: C;
  update: U;
  record: R;
  list: L;
}) {
  const { base, tag, params } = resource;
  const path = `${base}{${resource.id}}` as `${Base}{${Id}}` & `/${string}`;
  const noun = resource.one.replace(/^an? /, '');
  const notFound = { 404: `No such ${noun} of the caller` };
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: 'user',
      tag,
      summary: `Own ${resource.many}, newest first`,
      query: PaginationQuerySchema,
      response: resource.list,
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: 'user',
      tag,
      summary: `Create ${resource.one}`,
      body: resource.create,
      response: resource.record,
    }),
    get: endpoint({
      method: 'GET',
      path,
      access: 'user',
      tag,
      summary: `One own ${noun}`,
      params,
      response: resource.record,
      errors: notFound,
    }),
    update: endpoint({
      method: 'PUT',
      path,
      access: 'user',
      tag,
      summary: `Update an own ${noun} (omitted fields are kept)`,
      params,
      body: resource.update,
      response: resource.record,
      errors: notFound,
    }),
    delete: endpoint({
      method: 'DELETE',
      path,
      access: 'user',
      tag,
      summary: `Delete an own ${noun}`,
      params,
      response: MessageSchema,
      errors: notFound,
    }),
  };
}

const items = ownedResource({
  base: '/items/',
  id: 'id',
  tag: 'items',
  one: 'an item',
  many: 'items',
  params: ItemIdParamsSchema,
  create: ItemCreateSchema,
  update: ItemUpdateSchema,
  record: ItemPublicSchema,
  list: ItemsPublicSchema,
});

const cvs = ownedResource({
  base: '/cv/',
  id: 'cv_id',
  tag: 'cvs',
  one: 'a CV',
  many: 'CVs',
  params: CvIdParamsSchema,
  create: CvCreateSchema,
  update: CvUpdateSchema,
  record: CvPublicSchema,
  list: CvsPublicSchema,
});

const cvFiles = {
  list: endpoint({
    method: 'GET',
    path: '/cv/files/',
    access: 'user',
    tag: 'cv-files',
    summary: 'Own uploaded CV files, newest first',
    query: PaginationQuerySchema,
    response: CvFilesPublicSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/cv/upload',
    access: 'user',
    tag: 'cv-files',
    summary: 'Upload a CV file (multipart, field "file": PDF, DOC or DOCX, at most 10 MB)',
    body: CvFileUploadSchema,
    encoding: 'multipart',
    response: CvFilePublicSchema,
    errors: {
      413: 'The file is larger than 10 MB, or the file storage of the user is full',
      415: 'The body is not multipart, or the bytes are not a PDF, DOC or DOCX file',
    },
  }),
  download: endpoint({
    method: 'GET',
    path: '/cv/files/{file_id}/download',
    access: 'user',
    tag: 'cv-files',
    summary: 'Download an own CV file',
    params: CvFileIdParamsSchema,
    response: FileBytesSchema,
    binary: true,
    errors: { 404: 'No such file of the caller' },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/cv/files/{file_id}',
    access: 'user',
    tag: 'cv-files',
    summary: 'Delete an own CV file and its bytes',
    params: CvFileIdParamsSchema,
    response: MessageSchema,
    errors: { 404: 'No such file of the caller' },
  }),
};

const profile = {
  get: endpoint({
    method: 'GET',
    path: '/users/me/profile',
    access: 'user',
    tag: 'profile',
    summary: "The signed-in user's profile: basic information (null until saved) and five lists",
    response: ProfileSchema,
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

const onboarding = {
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

const utils = {
  healthCheck: endpoint({
    method: 'GET',
    path: '/utils/health-check/',
    access: 'public',
    tag: 'utils',
    summary: 'Liveness: the process answers and its database responds',
    response: HealthSchema,
  }),
};

/**
 * Every endpoint of the API, grouped by resource. Adding an endpoint here makes it a client method
 * (`api.<group>.<name>`), a route the server must implement (it refuses to start otherwise) and
 * a call the mocks must answer (their test fails otherwise).
 */
export const endpoints = { login, users, items, cvs, cvFiles, profile, onboarding, utils };

export type Endpoints = typeof endpoints;
export type EndpointGroup = keyof Endpoints;

/** Every endpoint with its group and name, for code that walks the table. */
export function listEndpoints(): { group: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, declared]) => ({
      group,
      name,
      endpoint: declared,
    })),
  );
}

/** The path in Fastify and MSW syntax: `{id}` becomes `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// Typed views of a declaration, used by the client, the server and the mocks.

/** The path parameters a call fills in. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : never;
/** The query a call may send: any subset of the parsed query (defaults fill the rest). */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? Partial<z.output<Q>>
  : never;
/** The body a caller sends (before the schema's transforms and defaults). */
export type BodyOf<E extends Endpoint> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
/** What a successful call gives the caller. */
export type ResponseOf<E extends Endpoint> = E extends { binary: true }
  ? Blob
  : z.output<E['response']>;
/** What a handler returns (before the response schema's transforms). */
export type HandlerResultOf<E extends Endpoint> = E extends { binary: true }
  ? unknown
  : z.input<E['response']>;

/** The inputs of one call: params, query and body, each present only if the endpoint has it. */
export type CallInput<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: ParamsOf<E> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query?: QueryOf<E> } : unknown) &
  (E extends { body: z.ZodType } ? { body: BodyOf<E> } : unknown);

/** Whether a call needs an input object at all. */
export type NeedsInput<E extends Endpoint> = E extends { params: z.ZodType }
  ? true
  : E extends { body: z.ZodType }
    ? true
    : false;
