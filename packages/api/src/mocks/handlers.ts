import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_PREFIX } from '../client';
import { serverMessages } from '../schemas/messages';
import { createMockDb, MOCK_NOW, mockId, publicUser, type MockDb, type MockUser } from './db';

/**
 * Handlers match any origin: the web app calls its own origin in the browser, and tests call
 * an absolute URL because Node's fetch cannot resolve relative ones.
 */
export const mockApi = (path: string) => `*${API_PREFIX}${path}`;

export interface HandlerOptions {
  /** Latency added to every answer; 'infinite' keeps every call pending (loading states). */
  delay?: number | 'infinite';
}

type Json = Record<string, unknown>;

const detail = (status: number, text: string) => HttpResponse.json({ detail: text }, { status });

/** A FastAPI-shaped 422, so `errorMessage()` shows the first entry's msg like the real server. */
const validation = (loc: string[], msg: string) =>
  HttpResponse.json({ detail: [{ loc, msg, type: 'value_error' }] }, { status: 422 });

function page(request: Request) {
  const url = new URL(request.url);
  const skip = Math.max(0, Number(url.searchParams.get('skip') ?? 0) || 0);
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 100) || 100);
  return { skip, limit };
}

async function readJson(request: Request): Promise<Json> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Json) : {};
  } catch {
    return {};
  }
}

/** The handlers for every endpoint of `createApiClient`, over one in-memory db. */
export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  const wait = async () => {
    if (options.delay !== undefined) await delay(options.delay);
  };

  function currentUser(request: Request): MockUser | Response {
    const header = request.headers.get('Authorization');
    if (!header) return detail(401, serverMessages.notAuthenticated);
    const token = header.replace(/^Bearer\s+/i, '');
    const userId = db.tokens.get(token);
    const user = db.users.find((u) => u.id === userId);
    if (!user) return detail(401, serverMessages.invalidCredentials);
    if (!user.is_active) return detail(400, serverMessages.inactiveUser);
    return user;
  }

  function superuser(request: Request): MockUser | Response {
    const user = currentUser(request);
    if (user instanceof Response) return user;
    if (!user.is_superuser) return detail(403, serverMessages.notEnoughPrivileges);
    return user;
  }

  const newId = () => mockId(db.nextId++);

  return [
    // Authentication
    http.post(mockApi('/login/access-token'), async ({ request }) => {
      await wait();
      const form = new URLSearchParams(await request.text());
      const user = db.users.find(
        (u) => u.email === form.get('username') && u.password === form.get('password'),
      );
      if (!user) return detail(400, serverMessages.incorrectLogin);
      if (!user.is_active) return detail(400, serverMessages.inactiveUser);
      const token = `mock-token-${user.id}`;
      db.tokens.set(token, user.id);
      return HttpResponse.json({ access_token: token, token_type: 'bearer' });
    }),
    http.post(mockApi('/login/test-token'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      return user instanceof Response ? user : HttpResponse.json(publicUser(user));
    }),
    http.post(mockApi('/password-recovery/:email'), async () => {
      await wait();
      // Like the real server: never reveal whether the address is registered.
      return HttpResponse.json({ message: serverMessages.recoverySent });
    }),
    http.post(mockApi('/reset-password/'), async ({ request }) => {
      await wait();
      const body = await readJson(request);
      const userId = db.resetTokens.get(String(body.token ?? ''));
      const user = db.users.find((u) => u.id === userId);
      if (!user) return detail(400, serverMessages.invalidToken);
      user.password = String(body.new_password ?? '');
      db.resetTokens.delete(String(body.token));
      return HttpResponse.json({ message: serverMessages.passwordUpdated });
    }),
    http.post(mockApi('/password-recovery-html-content/:email'), async ({ request, params }) => {
      await wait();
      const user = superuser(request);
      if (user instanceof Response) return user;
      return HttpResponse.json({
        subject: 'Vita - Password recovery',
        html_content: `<p>Reset the password of ${String(params.email)}.</p>`,
      });
    }),

    // Users: the literal /users/me paths come before /users/:user_id so they win.
    http.get(mockApi('/users/me'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      return user instanceof Response ? user : HttpResponse.json(publicUser(user));
    }),
    http.patch(mockApi('/users/me'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (typeof body.email === 'string' && body.email !== user.email) {
        if (db.users.some((u) => u.email === body.email))
          return detail(409, serverMessages.emailTakenMe);
        user.email = body.email;
      }
      if ('full_name' in body) user.full_name = (body.full_name as string | null) ?? null;
      return HttpResponse.json(publicUser(user));
    }),
    http.delete(mockApi('/users/me'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      if (user.is_superuser) return detail(403, serverMessages.superuserSelfDelete);
      db.users = db.users.filter((u) => u.id !== user.id);
      db.items = db.items.filter((i) => i.owner_id !== user.id);
      db.cvs = db.cvs.filter((c) => c.owner_id !== user.id);
      return HttpResponse.json({ message: serverMessages.userDeleted });
    }),
    http.patch(mockApi('/users/me/password'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (body.current_password !== user.password)
        return detail(400, serverMessages.incorrectPassword);
      if (body.new_password === user.password) return detail(400, serverMessages.samePassword);
      user.password = String(body.new_password ?? '');
      return HttpResponse.json({ message: serverMessages.passwordUpdated });
    }),
    http.post(mockApi('/users/signup'), async ({ request }) => {
      await wait();
      const body = await readJson(request);
      const email = String(body.email ?? '');
      if (db.users.some((u) => u.email === email)) return detail(400, serverMessages.emailTaken);
      if (String(body.password ?? '').length < 8)
        return validation(['body', 'password'], 'String should have at least 8 characters');
      const user: MockUser = {
        id: newId(),
        email,
        full_name: (body.full_name as string | null | undefined) ?? null,
        is_active: true,
        is_superuser: false,
        password: String(body.password),
      };
      db.users.push(user);
      return HttpResponse.json(publicUser(user));
    }),
    http.get(mockApi('/users/'), async ({ request }) => {
      await wait();
      const user = superuser(request);
      if (user instanceof Response) return user;
      const { skip, limit } = page(request);
      return HttpResponse.json({
        data: db.users.slice(skip, skip + limit).map(publicUser),
        count: db.users.length,
      });
    }),
    http.post(mockApi('/users/'), async ({ request }) => {
      await wait();
      const admin = superuser(request);
      if (admin instanceof Response) return admin;
      const body = await readJson(request);
      const email = String(body.email ?? '');
      if (db.users.some((u) => u.email === email)) return detail(400, serverMessages.emailTaken);
      const user: MockUser = {
        id: newId(),
        email,
        full_name: (body.full_name as string | null | undefined) ?? null,
        is_active: body.is_active !== false,
        is_superuser: body.is_superuser === true,
        password: String(body.password ?? ''),
      };
      db.users.push(user);
      return HttpResponse.json(publicUser(user));
    }),
    http.get(mockApi('/users/:user_id'), async ({ request, params }) => {
      await wait();
      const me = currentUser(request);
      if (me instanceof Response) return me;
      const user = db.users.find((u) => u.id === params.user_id);
      if (!user) return detail(404, serverMessages.userNotFound);
      if (user.id !== me.id && !me.is_superuser)
        return detail(403, serverMessages.notEnoughPrivileges);
      return HttpResponse.json(publicUser(user));
    }),
    http.patch(mockApi('/users/:user_id'), async ({ request, params }) => {
      await wait();
      const admin = superuser(request);
      if (admin instanceof Response) return admin;
      const user = db.users.find((u) => u.id === params.user_id);
      if (!user) return detail(404, serverMessages.userNotFound);
      const body = await readJson(request);
      if (typeof body.email === 'string' && body.email !== user.email) {
        if (db.users.some((u) => u.email === body.email))
          return detail(409, serverMessages.emailTakenMe);
        user.email = body.email;
      }
      if ('full_name' in body) user.full_name = (body.full_name as string | null) ?? null;
      if (typeof body.password === 'string') user.password = body.password;
      if (typeof body.is_active === 'boolean') user.is_active = body.is_active;
      if (typeof body.is_superuser === 'boolean') user.is_superuser = body.is_superuser;
      return HttpResponse.json(publicUser(user));
    }),
    http.delete(mockApi('/users/:user_id'), async ({ request, params }) => {
      await wait();
      const admin = superuser(request);
      if (admin instanceof Response) return admin;
      if (params.user_id === admin.id) return detail(403, serverMessages.superuserSelfDelete);
      const user = db.users.find((u) => u.id === params.user_id);
      if (!user) return detail(404, serverMessages.userNotFound);
      db.users = db.users.filter((u) => u.id !== user.id);
      db.items = db.items.filter((i) => i.owner_id !== user.id);
      db.cvs = db.cvs.filter((c) => c.owner_id !== user.id);
      return HttpResponse.json({ message: serverMessages.userDeleted });
    }),

    // Items: a superuser sees every item, a member only their own (others answer 404).
    http.get(mockApi('/items/'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const visible = db.items.filter((i) => user.is_superuser || i.owner_id === user.id);
      const { skip, limit } = page(request);
      return HttpResponse.json({ data: visible.slice(skip, skip + limit), count: visible.length });
    }),
    http.post(mockApi('/items/'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      const title = String(body.title ?? '').trim();
      if (!title) return validation(['body', 'title'], 'Title is required');
      const item = {
        id: newId(),
        title,
        description: (body.description as string | null | undefined) ?? null,
        owner_id: user.id,
      };
      db.items.push(item);
      return HttpResponse.json(item);
    }),
    http.get(mockApi('/items/:id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const item = db.items.find(
        (i) => i.id === params.id && (user.is_superuser || i.owner_id === user.id),
      );
      return item ? HttpResponse.json(item) : detail(404, serverMessages.itemNotFound);
    }),
    http.put(mockApi('/items/:id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const item = db.items.find(
        (i) => i.id === params.id && (user.is_superuser || i.owner_id === user.id),
      );
      if (!item) return detail(404, serverMessages.itemNotFound);
      const body = await readJson(request);
      if (typeof body.title === 'string') item.title = body.title.trim();
      if ('description' in body) item.description = (body.description as string | null) ?? null;
      return HttpResponse.json(item);
    }),
    http.delete(mockApi('/items/:id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const item = db.items.find(
        (i) => i.id === params.id && (user.is_superuser || i.owner_id === user.id),
      );
      if (!item) return detail(404, serverMessages.itemNotFound);
      db.items = db.items.filter((i) => i !== item);
      return HttpResponse.json({ message: serverMessages.itemDeleted });
    }),

    // CVs: like items, a CV that is not yours answers 404.
    http.get(mockApi('/cv/'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const visible = db.cvs.filter((c) => c.owner_id === user.id);
      const { skip, limit } = page(request);
      return HttpResponse.json({ data: visible.slice(skip, skip + limit), count: visible.length });
    }),
    http.post(mockApi('/cv/'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      const title = String(body.title ?? '').trim();
      if (!title) return validation(['body', 'title'], 'Title is required');
      const text = (key: string) =>
        typeof body[key] === 'string' && body[key] ? (body[key] as string) : null;
      const cv = {
        id: newId(),
        title,
        description: text('description'),
        target_job_title: text('target_job_title'),
        target_company: text('target_company'),
        target_job_posting_url: text('target_job_posting_url'),
        linkedin_profile_url: text('linkedin_profile_url'),
        status: (text('status') ?? 'draft') as 'draft' | 'ready' | 'archived',
        owner_id: user.id,
        created_at: MOCK_NOW,
        updated_at: MOCK_NOW,
      };
      db.cvs.push(cv);
      return HttpResponse.json(cv);
    }),
    // The literal /cv/files/ list comes before /cv/:cv_id so it wins.
    http.get(mockApi('/cv/files/'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const mine = db.cvFiles.filter((f) => f.owner_id === user.id);
      const { skip, limit } = page(request);
      return HttpResponse.json({
        data: mine.slice(skip, skip + limit).map(({ owner_id: _owner, ...file }) => file),
        count: mine.length,
      });
    }),
    http.get(mockApi('/cv/files/:file_id/download'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const file = db.cvFiles.find((f) => f.id === params.file_id && f.owner_id === user.id);
      if (!file) return detail(404, 'File not found');
      return new HttpResponse('%PDF-1.4 mock', {
        headers: {
          'Content-Type': file.content_type,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
        },
      });
    }),
    http.delete(mockApi('/cv/files/:file_id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const file = db.cvFiles.find((f) => f.id === params.file_id && f.owner_id === user.id);
      if (!file) return detail(404, 'File not found');
      db.cvFiles = db.cvFiles.filter((f) => f !== file);
      return HttpResponse.json({ message: 'File deleted successfully' });
    }),
    http.post(mockApi('/cv/upload'), async ({ request }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return validation(['body', 'file'], 'Field required');
      const record = {
        id: newId(),
        filename: file.name,
        content_type: file.type || 'application/octet-stream',
        size: file.size,
        path: '',
        created_at: MOCK_NOW,
        owner_id: user.id,
      };
      record.path = `cv-files/${record.id}`;
      db.cvFiles.push(record);
      const { owner_id: _owner, ...publicFile } = record;
      return HttpResponse.json(publicFile);
    }),
    http.get(mockApi('/cv/:cv_id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const cv = db.cvs.find((c) => c.id === params.cv_id && c.owner_id === user.id);
      return cv ? HttpResponse.json(cv) : detail(404, 'CV not found');
    }),
    http.put(mockApi('/cv/:cv_id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const cv = db.cvs.find((c) => c.id === params.cv_id && c.owner_id === user.id);
      if (!cv) return detail(404, 'CV not found');
      const body = await readJson(request);
      if (typeof body.title === 'string') cv.title = body.title.trim();
      for (const key of [
        'description',
        'target_job_title',
        'target_company',
        'target_job_posting_url',
        'linkedin_profile_url',
      ] as const) {
        if (key in body) cv[key] = (body[key] as string | null) || null;
      }
      if (typeof body.status === 'string') cv.status = body.status as typeof cv.status;
      return HttpResponse.json(cv);
    }),
    http.delete(mockApi('/cv/:cv_id'), async ({ request, params }) => {
      await wait();
      const user = currentUser(request);
      if (user instanceof Response) return user;
      const cv = db.cvs.find((c) => c.id === params.cv_id && c.owner_id === user.id);
      if (!cv) return detail(404, 'CV not found');
      db.cvs = db.cvs.filter((c) => c !== cv);
      return HttpResponse.json({ message: 'CV deleted successfully' });
    }),

    http.get(mockApi('/utils/health-check/'), async () => {
      await wait();
      return HttpResponse.json(true);
    }),
  ];
}

/** The shared db behind `handlers`; call `resetMockDb()` between tests or stories. */
export let mockDb: MockDb = createMockDb();

/**
 * Default handlers. They read `mockDb` through a getter-like proxy so `resetMockDb()` takes
 * effect without re-registering handlers.
 */
const liveDb = new Proxy({} as MockDb, {
  get: (_target, key) => mockDb[key as keyof MockDb],
  set: (_target, key, value) => {
    (mockDb as unknown as Record<PropertyKey, unknown>)[key] = value;
    return true;
  },
});

export const handlers: HttpHandler[] = createHandlers(liveDb);

export function resetMockDb(): MockDb {
  mockDb = createMockDb();
  return mockDb;
}

/** Overrides for particular states; prepend them with `server.use()` / `msw.use()`. */
export const mockHandlers = {
  /** Every endpoint answers after `ms` milliseconds (busy labels, skeletons). */
  delayed: (ms: number) => createHandlers(liveDb, { delay: ms }),
  /** Every endpoint stays pending forever (loading states). */
  pending: () => createHandlers(liveDb, { delay: 'infinite' }),
  /** Sign-in fails the way the server answers a wrong password. */
  loginFails: http.post(mockApi('/login/access-token'), () =>
    detail(400, serverMessages.incorrectLogin),
  ),
  /** The stored token is rejected: the session must end. */
  unauthorized: http.get(mockApi('/users/me'), () =>
    detail(401, serverMessages.invalidCredentials),
  ),
  /** The current user never arrives. */
  meLoading: http.get(mockApi('/users/me'), () => delay('infinite')),
  /** A failing call with a FastAPI `detail` string. */
  error: (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    status = 500,
    text = 'Internal Server Error',
  ) => http[method](mockApi(path), () => detail(status, text)),
};
