import { API_PREFIX } from './api-prefix';
import type { Endpoint } from './endpoint-kit';
import type { CallInput, Endpoints, NeedsInput, ResponseOf } from './endpoints';
import { ApiError } from './errors';

export { API_PREFIX };

export interface ApiClientOptions {
  /** Origin of the API host; '' (default) calls the page's own origin. */
  baseUrl?: string;
  /** Returns the stored access token, or null when signed out. */
  getToken?: () => string | null;
  /** Called on any 401 or 403 answer to an authenticated call: the session has ended. */
  onUnauthorized?: (status: 401 | 403) => void;
  fetch?: typeof fetch;
}

/** What any call may add to its inputs. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (multipart calls in a browser only). */
  onUploadProgress?: (fraction: number) => void;
}

/** One client method: takes the endpoint's inputs (if it has any) and answers its response. */
export type ClientMethod<E extends Endpoint> =
  NeedsInput<E> extends true
    ? (input: CallInput<E> & CallOptions) => Promise<ResponseOf<E>>
    : (input?: CallInput<E> & CallOptions) => Promise<ResponseOf<E>>;

/** The client: `api.<group>.<name>(inputs)` for every endpoint of the table. */
export type ApiMethods = {
  [G in keyof Endpoints]: {
    [N in keyof Endpoints[G]]: Endpoints[G][N] extends Endpoint
      ? ClientMethod<Endpoints[G][N]>
      : never;
  };
};

interface AnyInput extends CallOptions {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Fills `{name}` placeholders, encoding each value so it cannot change the path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter: ${key}`);
    return encodeURIComponent(value);
  });
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What fetch takes as a body (BodyInit, named without the DOM library). */
type Body = NonNullable<RequestInit['body']>;

/** The body and its content type as the endpoint's encoding wants them. */
function encodeBody(declared: Endpoint, body: unknown): { body?: Body; type?: string } {
  if (body === undefined) return {};
  switch (declared.encoding ?? 'json') {
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (value !== undefined && value !== null) form.set(key, String(value));
      }
      return { body: form.toString(), type: 'application/x-www-form-urlencoded' };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        if (value instanceof Blob) {
          form.append(key, value, 'name' in value ? String(value.name) : key);
        } else if (value !== undefined && value !== null) {
          form.append(key, String(value));
        }
      }
      // The browser sets the multipart boundary itself.
      return { body: form };
    }
    case 'json':
      return { body: JSON.stringify(body), type: 'application/json' };
  }
}

/**
 * The part of XMLHttpRequest an upload with progress uses, declared here so the client also
 * type-checks without the DOM library (the server's contract tests run it under Node).
 */
interface ProgressXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onerror: (() => void) | null;
  onload: (() => void) | null;
  readonly status: number;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  send(body?: Body): void;
}

type GroupTable = Record<string, Endpoint>;

/**
 * Where the client finds each group's declarations. Every group's table and schemas (and zod
 * with them) load with its first call, the public screens' groups too: a first visit to /login
 * downloads no contract and no zod until the visitor signs in, and the sign-in's wait for them
 * hides behind the password check. A new group goes here too: the compiler refuses a group of the
 * table without its loader.
 */
const groupTables: { [G in keyof Endpoints]: () => Promise<Endpoints[G]> } = {
  login: () => import('./endpoint-groups/login').then((m) => m.login),
  users: () => import('./endpoint-groups/users').then((m) => m.users),
  utils: () => import('./endpoint-groups/utils').then((m) => m.utils),
  items: () => import('./endpoint-groups/items').then((m) => m.items),
  cvs: () => import('./endpoint-groups/cvs').then((m) => m.cvs),
  cvFiles: () => import('./endpoint-groups/cvs').then((m) => m.cvFiles),
  profile: () => import('./endpoint-groups/profile').then((m) => m.profile),
  onboarding: () => import('./endpoint-groups/profile').then((m) => m.onboarding),
  chat: () => import('./endpoint-groups/chat').then((m) => m.chat),
  onboardingChat: () => import('./endpoint-groups/chat').then((m) => m.onboardingChat),
  applications: () => import('./endpoint-groups/applications').then((m) => m.applications),
};

/**
 * `api.<group>.<name>` for one group: a call loads the group's table (once; the module loader
 * keeps it) and calls the endpoint of that name. The names are the table's, checked by the
 * compiler through `ApiMethods`; a name that is not there fails the call.
 */
function groupMethods(
  group: string,
  load: () => Promise<unknown>,
  call: (declared: Endpoint, input?: object) => Promise<unknown>,
): Record<string, (input?: object) => Promise<unknown>> {
  const cache = new Map<string, (input?: object) => Promise<unknown>>();
  return new Proxy(
    {},
    {
      get(_, name) {
        // Not a call name: `then` (so a group is never taken for a promise), symbols.
        if (typeof name !== 'string' || name === 'then') return undefined;
        let method = cache.get(name);
        if (!method) {
          method = async (input) => {
            const declared = ((await load()) as GroupTable)[name];
            if (!declared) throw new Error(`No endpoint ${group}.${name} in the API table`);
            return call(declared, input);
          };
          cache.set(name, method);
        }
        return method;
      },
    },
  );
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function fail(
    declared: Endpoint,
    status: number,
    data: unknown,
    retryAfter: string | null,
  ): never {
    if (declared.access !== 'public' && (status === 401 || status === 403)) {
      options.onUnauthorized?.(status);
    }
    throw new ApiError(status, data, undefined, { retryAfter });
  }

  function finish(declared: Endpoint, data: unknown): unknown {
    return declared.response.parse(data);
  }

  /**
   * Uploads with XMLHttpRequest, because fetch cannot report upload progress.
   */
  function sendWithProgress(
    Xhr: new () => ProgressXhr,
    declared: Endpoint,
    url: string,
    headers: Headers,
    body: Body | undefined,
    onProgress: (fraction: number) => void,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(declared.method, url);
      headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new ApiError(0, undefined, 'Network error'));
      xhr.onload = () => {
        const data = parseText(xhr.responseText);
        try {
          if (xhr.status >= 200 && xhr.status < 300) resolve(finish(declared, data));
          else fail(declared, xhr.status, data, xhr.getResponseHeader('Retry-After'));
        } catch (error) {
          reject(error);
        }
      };
      xhr.send(body);
    });
  }

  /** Calls one endpoint of the table with its inputs. */
  async function call<E extends Endpoint>(
    declared: E,
    input: CallInput<E> & CallOptions = {} as CallInput<E> & CallOptions,
  ): Promise<ResponseOf<E>> {
    const { params, query, body, signal, onUploadProgress } = input as AnyInput;
    const url = `${baseUrl}${API_PREFIX}${buildPath(declared.path, params)}${buildQuery(query)}`;
    const headers = new Headers({ Accept: 'application/json' });
    const encoded = encodeBody(declared, body);
    if (encoded.type) headers.set('Content-Type', encoded.type);
    const token = declared.access === 'public' ? null : options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const Xhr = (globalThis as unknown as { XMLHttpRequest?: new () => ProgressXhr })
      .XMLHttpRequest;
    if (onUploadProgress && Xhr) {
      return sendWithProgress(
        Xhr,
        declared,
        url,
        headers,
        encoded.body,
        onUploadProgress,
      ) as Promise<ResponseOf<E>>;
    }

    const response = await doFetch(url, {
      method: declared.method,
      headers,
      body: encoded.body,
      signal,
    });
    if (declared.binary && response.ok) return (await response.blob()) as ResponseOf<E>;
    const data = parseText(await response.text());
    if (!response.ok) fail(declared, response.status, data, response.headers.get('Retry-After'));
    return finish(declared, data) as ResponseOf<E>;
  }

  const methods = Object.fromEntries(
    Object.entries(groupTables).map(([group, load]) => [group, groupMethods(group, load, call)]),
  ) as unknown as ApiMethods;

  return { call, ...methods };
}

export type ApiClient = ReturnType<typeof createApiClient>;
