import type { z } from 'zod';
import { ApiError } from './errors';
import { MessageSchema, type Message } from './schemas/common';
import { EmailHtmlSchema, TokenSchema, type NewPassword, type Token } from './schemas/auth';
import {
  ItemPublicSchema,
  ItemsPublicSchema,
  type ItemCreate,
  type ItemPublic,
  type ItemsPublic,
  type ItemUpdate,
} from './schemas/items';
import {
  CvFilePublicSchema,
  CvFilesPublicSchema,
  CvPublicSchema,
  CvsPublicSchema,
  type CvCreate,
  type CvFilePublic,
  type CvFilesPublic,
  type CvPublic,
  type CvsPublic,
  type CvUpdate,
} from './schemas/cvs';
import {
  UserPublicSchema,
  UsersPublicSchema,
  type UpdatePassword,
  type UserCreate,
  type UserPublic,
  type UserRegister,
  type UsersPublic,
  type UserUpdate,
  type UserUpdateMe,
} from './schemas/users';

export const API_PREFIX = '/api/v1';

export interface ApiClientOptions {
  /** Origin of the API host; '' (default) calls the page's own origin. */
  baseUrl?: string;
  /** Returns the stored access token, or null when signed out. */
  getToken?: () => string | null;
  /** Called on any 401 or 403 answer to an authenticated call (SPEC §4: the session ends). */
  onUnauthorized?: (status: 401 | 403) => void;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions<T> {
  path: string;
  params?: Record<string, string>;
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  formData?: FormData;
  schema?: z.ZodType<T>;
  /** Public calls (login, signup, recovery, reset) carry no token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Fills `{name}` placeholders, encoding each value so it cannot change the path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter: ${key}`);
    return encodeURIComponent(value);
  });
}

function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(method: string, opts: RequestOptions<T>): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.formData) {
      body = opts.formData;
    }
    const useAuth = opts.auth !== false;
    const token = useAuth ? options.getToken?.() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const url = `${baseUrl}${API_PREFIX}${buildPath(opts.path, opts.params)}${buildQuery(opts.query)}`;
    const response = await doFetch(url, { method, headers, body, signal: opts.signal });
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) {
      if (useAuth && (response.status === 401 || response.status === 403)) {
        options.onUnauthorized?.(response.status);
      }
      throw new ApiError(response.status, data);
    }
    return opts.schema ? opts.schema.parse(data) : (data as T);
  }

  const page = (skip?: number, limit?: number) => ({ skip, limit });

  function authHeaders(): Record<string, string> {
    const token = options.getToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  /** Fetches a binary answer (a download) with the session's token. */
  async function requestBlob(path: string, params: Record<string, string>): Promise<Blob> {
    const url = `${baseUrl}${API_PREFIX}${buildPath(path, params)}`;
    const response = await doFetch(url, { headers: authHeaders() });
    if (!response.ok) {
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        data = undefined;
      }
      if (response.status === 401 || response.status === 403) {
        options.onUnauthorized?.(response.status);
      }
      throw new ApiError(response.status, data);
    }
    return response.blob();
  }

  /**
   * Uploads one file as multipart field `file`. With `onProgress` in a browser it uses
   * XMLHttpRequest, because fetch cannot report upload progress.
   */
  function upload<T>(
    path: string,
    file: Blob & { name?: string },
    schema: z.ZodType<T>,
    onProgress?: (fraction: number) => void,
  ): Promise<T> {
    const form = new FormData();
    form.append('file', file, file.name ?? 'file');
    if (!onProgress || typeof XMLHttpRequest === 'undefined') {
      return request('POST', { path, formData: form, schema });
    }
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${baseUrl}${API_PREFIX}${path}`);
      for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'));
      xhr.onload = () => {
        let data: unknown;
        try {
          data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          data = xhr.responseText;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(schema.parse(data));
          } catch (error) {
            reject(error);
          }
          return;
        }
        if (xhr.status === 401 || xhr.status === 403) {
          options.onUnauthorized?.(xhr.status);
        }
        reject(new ApiError(xhr.status, data));
      };
      xhr.send(form);
    });
  }

  return {
    request,
    login: {
      accessToken: (username: string, password: string): Promise<Token> =>
        request('POST', {
          path: '/login/access-token',
          form: { username, password },
          schema: TokenSchema,
          auth: false,
        }),
      testToken: (): Promise<UserPublic> =>
        request('POST', { path: '/login/test-token', schema: UserPublicSchema }),
      recoverPassword: (email: string): Promise<Message> =>
        request('POST', {
          path: '/password-recovery/{email}',
          params: { email },
          schema: MessageSchema,
          auth: false,
        }),
      resetPassword: (body: NewPassword): Promise<Message> =>
        request('POST', {
          path: '/reset-password/',
          json: body,
          schema: MessageSchema,
          auth: false,
        }),
      recoveryHtml: (email: string) =>
        request('POST', {
          path: '/password-recovery-html-content/{email}',
          params: { email },
          schema: EmailHtmlSchema,
        }),
    },
    users: {
      list: (skip?: number, limit?: number): Promise<UsersPublic> =>
        request('GET', { path: '/users/', query: page(skip, limit), schema: UsersPublicSchema }),
      create: (body: UserCreate): Promise<UserPublic> =>
        request('POST', { path: '/users/', json: body, schema: UserPublicSchema }),
      me: (): Promise<UserPublic> =>
        request('GET', { path: '/users/me', schema: UserPublicSchema }),
      updateMe: (body: UserUpdateMe): Promise<UserPublic> =>
        request('PATCH', { path: '/users/me', json: body, schema: UserPublicSchema }),
      deleteMe: (): Promise<Message> =>
        request('DELETE', { path: '/users/me', schema: MessageSchema }),
      updatePassword: (body: UpdatePassword): Promise<Message> =>
        request('PATCH', { path: '/users/me/password', json: body, schema: MessageSchema }),
      signup: (body: UserRegister): Promise<UserPublic> =>
        request('POST', {
          path: '/users/signup',
          json: body,
          schema: UserPublicSchema,
          auth: false,
        }),
      get: (userId: string): Promise<UserPublic> =>
        request('GET', {
          path: '/users/{user_id}',
          params: { user_id: userId },
          schema: UserPublicSchema,
        }),
      update: (userId: string, body: UserUpdate): Promise<UserPublic> =>
        request('PATCH', {
          path: '/users/{user_id}',
          params: { user_id: userId },
          json: body,
          schema: UserPublicSchema,
        }),
      delete: (userId: string): Promise<Message> =>
        request('DELETE', {
          path: '/users/{user_id}',
          params: { user_id: userId },
          schema: MessageSchema,
        }),
    },
    items: {
      list: (skip?: number, limit?: number): Promise<ItemsPublic> =>
        request('GET', { path: '/items/', query: page(skip, limit), schema: ItemsPublicSchema }),
      create: (body: ItemCreate): Promise<ItemPublic> =>
        request('POST', { path: '/items/', json: body, schema: ItemPublicSchema }),
      get: (id: string): Promise<ItemPublic> =>
        request('GET', { path: '/items/{id}', params: { id }, schema: ItemPublicSchema }),
      update: (id: string, body: ItemUpdate): Promise<ItemPublic> =>
        request('PUT', {
          path: '/items/{id}',
          params: { id },
          json: body,
          schema: ItemPublicSchema,
        }),
      delete: (id: string): Promise<Message> =>
        request('DELETE', { path: '/items/{id}', params: { id }, schema: MessageSchema }),
    },
    cvs: {
      list: (skip?: number, limit?: number): Promise<CvsPublic> =>
        request('GET', { path: '/cv/', query: page(skip, limit), schema: CvsPublicSchema }),
      create: (body: CvCreate): Promise<CvPublic> =>
        request('POST', { path: '/cv/', json: body, schema: CvPublicSchema }),
      get: (cvId: string): Promise<CvPublic> =>
        request('GET', { path: '/cv/{cv_id}', params: { cv_id: cvId }, schema: CvPublicSchema }),
      update: (cvId: string, body: CvUpdate): Promise<CvPublic> =>
        request('PUT', {
          path: '/cv/{cv_id}',
          params: { cv_id: cvId },
          json: body,
          schema: CvPublicSchema,
        }),
      delete: (cvId: string): Promise<Message> =>
        request('DELETE', { path: '/cv/{cv_id}', params: { cv_id: cvId }, schema: MessageSchema }),
    },
    cvFiles: {
      list: (skip?: number, limit?: number): Promise<CvFilesPublic> =>
        request('GET', {
          path: '/cv/files/',
          query: page(skip, limit),
          schema: CvFilesPublicSchema,
        }),
      upload: (
        file: Blob & { name?: string },
        onProgress?: (fraction: number) => void,
      ): Promise<CvFilePublic> => upload('/cv/upload', file, CvFilePublicSchema, onProgress),
      download: (fileId: string): Promise<Blob> =>
        requestBlob('/cv/files/{file_id}/download', { file_id: fileId }),
      delete: (fileId: string): Promise<Message> =>
        request('DELETE', {
          path: '/cv/files/{file_id}',
          params: { file_id: fileId },
          schema: MessageSchema,
        }),
    },
    utils: {
      healthCheck: (): Promise<boolean> =>
        request('GET', { path: '/utils/health-check/', auth: false }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
