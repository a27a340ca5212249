import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, routePath } from '../endpoints';
import { serverMessages } from '../schemas/messages';
import { applicationMocks } from './applications';
import { chatSocketHandler, type ChatSocketMockOptions } from './chat';
import { createMockDb, type MockDb } from './db';
import { loginMocks, usersMocks } from './groups/accounts';
import { chatMocks } from './groups/chat';
import { cvFilesMocks } from './groups/cv-files';
import { cvsMocks } from './groups/cvs';
import { itemsMocks } from './groups/items';
import { profileMocks } from './groups/profile';
import { newId } from './groups/shared';
import { utilsMocks } from './groups/utils';
import { mockApi, type HandlerOptions, type MockDefinition } from './mock-endpoint';

const { login, users } = endpoints;

/** Every endpoint of the table, answered over the in-memory db: one file a group, in groups/. */
export const mockDefinitions: MockDefinition[] = [
  ...loginMocks,
  ...usersMocks,
  ...itemsMocks,
  ...cvsMocks,
  ...cvFilesMocks,
  ...profileMocks,
  ...chatMocks,
  // Applications: see applications.ts.
  ...applicationMocks(newId),
  ...utilsMocks,
];

/** Literal paths win over placeholders (`/users/me` over `/users/{user_id}`), as in the server. */
const placeholders = (definition: MockDefinition) =>
  (definition.endpoint.path.match(/\{/g) ?? []).length;
const byRoutePriority = [...mockDefinitions].sort((a, b) => placeholders(a) - placeholders(b));

/** The handlers for every endpoint of the table, over one in-memory db. */
export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  return byRoutePriority.map((definition) => definition.toHandler(db, options));
}

/** The shared db behind `handlers`; call `resetMockDb()` between tests or stories. */
export let mockDb: MockDb = createMockDb();

/**
 * Default handlers. They read `mockDb` through a proxy so `resetMockDb()` takes effect without
 * re-registering handlers.
 */
const liveDb = new Proxy({} as MockDb, {
  get: (_target, key) => mockDb[key as keyof MockDb],
  set: (_target, key, value) => {
    (mockDb as unknown as Record<PropertyKey, unknown>)[key] = value;
    return true;
  },
});

export const handlers: HttpHandler[] = createHandlers(liveDb);

/**
 * The chat socket over the shared db (the socket of the page's own origin), for stories and
 * component tests; see `chatSocketHandler` for the options.
 */
export const chatSocket = (origin: string, options: ChatSocketMockOptions = {}) =>
  chatSocketHandler(liveDb, origin, options);

export function resetMockDb(): MockDb {
  mockDb = createMockDb();
  return mockDb;
}

const detail = (status: number, text: string) => HttpResponse.json({ detail: text }, { status });
const route = (endpoint: { path: string }) => mockApi(routePath(endpoint.path));

/** Overrides for particular states; prepend them with `server.use()` / `msw.use()`. */
export const mockHandlers = {
  /** Every endpoint answers after `ms` milliseconds (busy labels, skeletons). */
  delayed: (ms: number) => createHandlers(liveDb, { delay: ms }),
  /** Every endpoint stays pending forever (loading states). */
  pending: () => createHandlers(liveDb, { delay: 'infinite' }),
  /** Sign-in fails the way the server answers a wrong password. */
  loginFails: http.post(route(login.accessToken), () => detail(400, serverMessages.incorrectLogin)),
  /** The stored token is rejected: the session must end. */
  unauthorized: http.get(route(users.me), () => detail(401, serverMessages.invalidCredentials)),
  /** The current user never arrives. */
  meLoading: http.get(route(users.me), () => delay('infinite')),
  /** A failing call with a FastAPI `detail` string. */
  error: (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    status = 500,
    text = 'Internal Server Error',
  ) => http[method](mockApi(path), () => detail(status, text)),
};
