#!/usr/bin/env node
// Two Vita instances behind nginx on one PostgreSQL, under a mixed load, one of them killed with
// SIGKILL in the middle: proves that what one instance acknowledged the other serves, that chats
// reconnect through the survivor, and that limits count across both. Started by
// scripts/scale-out-check.sh, which skips when PostgreSQL or nginx is missing and builds the server
// when it is not built. Exits 1 on any violation, after printing what it measured.
//
// Settings (environment): SCALE_OUT_DATABASE_URL, a PostgreSQL server whose user may create
// databases (default postgres://postgres@127.0.0.1:5432/postgres; a database of its own is created
// and dropped); SCALE_OUT_BASE_PORT, the first of eleven ports to use (default: free ports);
// SCALE_OUT_USERS and SCALE_OUT_ROUNDS, the load's size; SCALE_OUT_KEEP=1 keeps the logs' folder.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The server's own clients for PostgreSQL and WebSocket: nothing to install for this script.
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const postgres = serverRequire('postgres');
const { WebSocket } = serverRequire('ws');
// Each instance runs as `pnpm start` runs the server: Node's options and the allocator's settings.
const runtime = serverRequire('./runtime.json');
const serverMain = join(root, 'apps/server/dist/main.js');

const API = '/api/v1';
const USERS = Number(process.env.SCALE_OUT_USERS ?? 8);
const ROUNDS = Number(process.env.SCALE_OUT_ROUNDS ?? 12);
/** The kill comes when this share of all rounds is done. */
const KILL_AFTER = 0.4;
const PASSWORD = 'scale-out-password-1';
/** Limits set low enough that a check can exceed them in a few requests, high for the load. */
const LIMITS = { LOGIN_MAX_FAILURES: 5, STORAGE_MAX_FILES_PER_USER: 12, WRITES_PER_MINUTE: 150 };
/** The address the limit checks claim to come from (a documentation range). */
const CHECK_CLIENT = '198.51.100.23';
const REQUEST_TIMEOUT_MS = 30_000;
const NGINX = process.env.NGINX_BIN ?? 'nginx';

const adminUrl =
  process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(join(tmpdir(), 'vita-scale-out-'));
const children = new Set();
const violations = [];
const figures = {
  requests: 0,
  errors: 0,
  errorsByStatus: {},
  byInstance: {},
  writesAcknowledged: 0,
  writesFound: 0,
  writesUnanswered: 0,
  uploads: 0,
  downloadsChecked: 0,
  exports: 0,
  signIns: 0,
  chatExchanges: 0,
  analyses: 0,
  socketsOn: {},
  socketsDropped: 0,
  reconnects: 0,
  mailsAsked: 0,
  mailsAcknowledged: 0,
  mailsFound: 0,
  mailsKept: 0,
  mailsToRepeat: 0,
  mailsLostToKill: 0,
};
const violate = (text) => {
  violations.push(text);
  console.log(`VIOLATION: ${text}`);
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const log = (text) =>
  console.log(`[scale-out ${((performance.now() - t0) / 1000).toFixed(1)}s] ${text}`);
const t0 = performance.now();

async function freePort() {
  const server = createNetServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

const base = process.env.SCALE_OUT_BASE_PORT ? Number(process.env.SCALE_OUT_BASE_PORT) : null;
const ports = {
  a: base ? base + 1 : await freePort(),
  b: base ? base + 2 : await freePort(),
  board: base ? base + 5 : await freePort(),
  nginx: base ? base + 10 : await freePort(),
};

// ---------------------------------------------------------------- database, board, processes

const database = `vita_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

/** A job board on loopback that the analyses read, admitted like an intranet board. */
const POSTING = `<!doctype html><html><head><title>Platform Engineer at Northwind Labs</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
  description:
    '<p>Run the services behind our booking platform.</p><h3>Requirements</h3><ul><li>4+ years of experience with Go</li><li>Experience with PostgreSQL</li><li>Linux in production</li></ul>',
})}</script></head><body><h1>Platform Engineer</h1></body></html>`;
const board = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING);
});
await new Promise((done) => board.listen(ports.board, '127.0.0.1', done));

const secretKey = randomBytes(32).toString('hex');
const instances = {
  a: {
    name: 'a',
    port: ports.a,
    dataDir: join(work, 'a'),
    process: null,
    logFile: join(work, 'a.log'),
  },
  b: {
    name: 'b',
    port: ports.b,
    dataDir: join(work, 'b'),
    process: null,
    logFile: join(work, 'b.log'),
  },
};
const byAddress = (address) =>
  Object.values(instances).find((i) => address?.endsWith(`:${i.port}`))?.name ?? 'proxy';

function startInstance(instance) {
  const out = [];
  const child = spawn(process.execPath, [...runtime.nodeOptions, serverMain], {
    cwd: root,
    env: {
      ...process.env,
      ...runtime.env,
      ENVIRONMENT: 'production',
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATA_DIR: instance.dataDir,
      DATABASE_URL: databaseUrl,
      FILE_STORE: 'database',
      SECRET_KEY: secretKey,
      TRUST_PROXY: 'true',
      FIRST_SUPERUSER: 'admin@scale-out.example',
      FIRST_SUPERUSER_PASSWORD: 'scale-out-admin-password',
      FRONTEND_HOST: `http://127.0.0.1:${ports.nginx}`,
      JOB_FETCH_ALLOW_HOSTS: `127.0.0.1:${ports.board}`,
      LOGIN_MAX_FAILURES: String(LIMITS.LOGIN_MAX_FAILURES),
      STORAGE_MAX_FILES_PER_USER: String(LIMITS.STORAGE_MAX_FILES_PER_USER),
      WRITES_PER_MINUTE: String(LIMITS.WRITES_PER_MINUTE),
      RECOVERY_EMAILS_PER_ADDRESS: '100',
      RECOVERY_EMAILS_PER_CLIENT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => out.push(chunk));
  child.on('exit', () => writeFileSync(instance.logFile, Buffer.concat(out), { flag: 'a' }));
  children.add(child);
  child.on('exit', () => children.delete(child));
  instance.process = child;
  instance.output = out;
}

async function waitHealthy(instance) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(
        `instance ${instance.name} exited at start:\n${Buffer.concat(instance.output)}`,
      );
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}${API}/utils/health-check/`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`instance ${instance.name} did not answer within 90 s`);
}

function startNginx() {
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
${
  // Started by root, nginx would run its worker as nobody, which cannot reach this folder.
  process.getuid?.() === 0 ? 'user root;' : ''
}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  upstream vita {
    server 127.0.0.1:${ports.a};
    server 127.0.0.1:${ports.b};
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
  server {
    listen 127.0.0.1:${ports.nginx};
    client_max_body_size 11m;
    location / {
      proxy_pass http://vita;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered: the check attributes each answer (not for production).
      add_header X-Vita-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  // -e: the error log from the start, before the configuration names it (the compiled-in path may
  // not be writable).
  const child = spawn(NGINX, ['-c', conf, '-p', work, '-e', join(work, 'nginx-error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const err = [];
  child.stderr.on('data', (chunk) => err.push(chunk));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { child, err };
}

// ---------------------------------------------------------------- HTTP and sockets

const proxy = () => `http://127.0.0.1:${ports.nginx}`;
const direct = (name) => `http://127.0.0.1:${instances[name].port}`;

/**
 * One request, counted: answers { status, body (Buffer), json, upstream } or { status: 0 } when
 * the connection failed. `expect` lists statuses that are not errors besides 2xx.
 */
async function call(
  origin,
  method,
  path,
  { token, json, form, body, headers = {}, expect = [] } = {},
) {
  figures.requests += 1;
  const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form) {
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(form).toString();
  } else if (body) init.body = body;
  let res;
  let bytes;
  try {
    res = await fetch(origin + API + path, init);
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (error) {
    figures.errors += 1;
    figures.errorsByStatus.network = (figures.errorsByStatus.network ?? 0) + 1;
    return { status: 0, error };
  }
  const upstream = byAddress(res.headers.get('x-vita-upstream')?.split(',').at(-1)?.trim());
  if (origin === proxy()) figures.byInstance[upstream] = (figures.byInstance[upstream] ?? 0) + 1;
  if (!res.ok && !expect.includes(res.status)) {
    figures.errors += 1;
    figures.errorsByStatus[res.status] = (figures.errorsByStatus[res.status] ?? 0) + 1;
    // The instances answer 500 only for a bug; the proxy's 502 is a request cut by the kill.
    if (res.status === 500)
      violate(`${method} ${path} answered 500: ${bytes.toString('utf8').slice(0, 200)}`);
  }
  let parsed;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      parsed = undefined;
    }
  }
  return { status: res.status, body: bytes, json: parsed, upstream };
}

/**
 * A PDF whose one line of text is `text`: what a member uploads, unique per upload. `padding`
 * bytes of comment make it larger than nginx keeps in memory, so it travels through its temp files.
 */
function pdfBytes(text, padding = 0) {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = `%PDF-1.4\n${padding ? `%${'x'.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function upload(origin, token, data, filename) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/pdf' }), filename);
  return call(origin, 'POST', '/cv/upload', { token, body: form });
}

/**
 * A chat socket through the proxy that reconnects after a drop, as the page does. Each exchange
 * answers the events it saw, or `closed` when the socket dropped before the reply ended.
 */
class Chat {
  constructor(user, conversationId) {
    this.user = user;
    this.conversationId = conversationId;
    this.socket = null;
    this.dropped = false;
    this.reconnectedAfterDrop = false;
    this.exchangeAfterReconnect = false;
    this.instances = [];
    this.listener = null;
  }

  open() {
    const url = `ws://127.0.0.1:${ports.nginx}${API}/chat/conversations/${this.conversationId}/stream?token=${encodeURIComponent(this.user.token)}`;
    return new Promise((done) => {
      const socket = new WebSocket(url);
      let upstream = 'proxy';
      socket.on('upgrade', (res) => {
        upstream = byAddress(
          String(res.headers['x-vita-upstream'] ?? '')
            .split(',')
            .at(-1)
            ?.trim(),
        );
      });
      socket.once('open', () => {
        this.socket = socket;
        this.instances.push(upstream);
        done(true);
      });
      // A refused upgrade or a connection cut by the kill; 'close' follows when it was open.
      socket.on('error', () => done(false));
      socket.on('message', (data) =>
        this.listener?.({ kind: 'event', event: JSON.parse(String(data)) }),
      );
      socket.once('close', (code) => {
        if (this.socket !== socket) return;
        this.socket = null;
        if (!this.closing) {
          this.dropped = true;
          this.lastDropCode = code;
          figures.socketsDropped += 1;
        }
        this.listener?.({ kind: 'closed', code });
      });
    });
  }

  /** Connected, reconnecting after a drop for up to 20 s (the page backs off from 3 s). */
  async ready() {
    if (this.socket) return true;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await this.open()) {
        if (this.dropped && !this.reconnectedAfterDrop) {
          this.reconnectedAfterDrop = true;
          figures.reconnects += 1;
        }
        return true;
      }
      await sleep(250);
    }
    return false;
  }

  /** Sends a frame; answers the question's acknowledgement and the reply's end, as they came. */
  async exchange(frame) {
    if (!(await this.ready())) return { closed: true };
    return new Promise((done) => {
      const seen = { received: null, complete: null, error: null, closed: false };
      const timer = setTimeout(() => finish(), REQUEST_TIMEOUT_MS);
      const finish = () => {
        clearTimeout(timer);
        this.listener = null;
        done(seen);
      };
      this.listener = (item) => {
        if (item.kind === 'closed') {
          seen.closed = true;
          finish();
        } else if (item.event.type === 'message_received') seen.received = item.event;
        else if (item.event.type === 'stream_complete') {
          seen.complete = item.event;
          finish();
        } else if (item.event.type === 'error') {
          seen.error = item.event.content;
          finish();
        }
      };
      this.socket.send(JSON.stringify(frame));
    });
  }

  close() {
    this.closing = true;
    this.socket?.close();
  }
}

// ---------------------------------------------------------------- the load

async function signUp(email) {
  const res = await call(proxy(), 'POST', '/users/signup', {
    json: { email, password: PASSWORD, full_name: 'Scale Out Member' },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${res.body}`);
  return res.json.id;
}

async function signIn(origin, email, password = PASSWORD, headers = {}, expect = []) {
  const res = await call(origin, 'POST', '/login/access-token', {
    form: { username: email, password },
    headers,
    expect,
  });
  if (res.status === 200) figures.signIns += 1;
  return res;
}

/** What a member did, for the checks afterwards. */
function ledger() {
  return {
    cvs: [],
    messages: [],
    uploads: [],
    /** Profile saves in order: each title and whether it was acknowledged. */
    titles: [],
    mails: [],
  };
}

let roundsDone = 0;
let killed = null;
/** Every member's chat, to see which instance holds the most open sockets at the kill. */
const chats = [];
let onKillPoint = () => {};
const killPoint = new Promise((done) => (onKillPoint = done));

async function member(index) {
  const email = `member-${index}-${randomBytes(3).toString('hex')}@scale-out.example`;
  const user = { email, token: null, id: null, done: ledger() };
  user.id = await signUp(email);
  const first = await signIn(proxy(), email);
  if (first.status !== 200) throw new Error(`first sign-in failed: ${first.status}`);
  user.token = first.json.access_token;
  const conversation = await call(proxy(), 'POST', '/chat/conversations', {
    token: user.token,
    json: {},
  });
  if (conversation.status !== 200) throw new Error(`conversation failed: ${conversation.status}`);
  user.conversationId = conversation.json.id;
  const chat = new Chat(user, user.conversationId);
  user.chat = chat;
  chats.push(chat);
  const acknowledge = () => (figures.writesAcknowledged += 1);

  for (let round = 0; round < ROUNDS; round += 1) {
    const tag = `${index}-${round}-${randomBytes(2).toString('hex')}`;
    // A profile save.
    const title = `Engineer ${tag}`;
    const saved = await call(proxy(), 'POST', '/onboarding/profile', {
      token: user.token,
      json: { professional_title: title, location: 'Remote' },
    });
    user.done.titles.push({ title, acknowledged: saved.status === 200 });
    if (saved.status === 200) acknowledge();
    // A CV.
    const cv = await call(proxy(), 'POST', '/cv/', {
      token: user.token,
      json: { title: `CV ${tag}` },
    });
    if (cv.status === 200) {
      acknowledge();
      user.done.cvs.push({ id: cv.json.id, title: `CV ${tag}` });
    }
    // A message stored without a reply.
    const note = `Note ${tag}`;
    const stored = await call(
      proxy(),
      'POST',
      `/chat/conversations/${user.conversationId}/messages`,
      {
        token: user.token,
        json: { content: note },
      },
    );
    if (stored.status === 200) {
      acknowledge();
      user.done.messages.push(note);
    }
    // An upload every other round.
    if (round % 2 === 0) {
      const data = pdfBytes(
        `Alex Example ${tag} Software Engineer Go PostgreSQL Linux`,
        round % 4 === 2 ? 300_000 : 0,
      );
      const up = await upload(proxy(), user.token, data, `cv-${tag}.pdf`);
      if (up.status === 200) {
        acknowledge();
        figures.uploads += 1;
        user.done.uploads.push({
          ...up.json,
          sha: createHash('sha256').update(data).digest('hex'),
        });
      }
    }
    // A question over the socket; its acknowledgement is `message_received`, the reply's is
    // `stream_complete`.
    const question = `Question ${tag}: how do I describe my platform work?`;
    const asked = await chat.exchange({ type: 'chat', message: question });
    if (asked.received) {
      acknowledge();
      user.done.messages.push(question);
    }
    if (asked.complete) {
      acknowledge();
      figures.chatExchanges += 1;
      user.done.messages.push(asked.complete.message.content);
      if (chat.reconnectedAfterDrop) chat.exchangeAfterReconnect = true;
    }
    // An analysis once, on the first upload that got through.
    if (round === 3 && user.done.uploads[0]) {
      const analysed = await chat.exchange({
        type: 'resume_analysis',
        message: '',
        job_url: `http://127.0.0.1:${ports.board}/jobs/platform`,
        cv_path: user.done.uploads[0].path,
      });
      if (analysed.received) {
        acknowledge();
        user.done.messages.push(analysed.received.message.content);
      }
      if (analysed.complete?.analysis) {
        acknowledge();
        figures.analyses += 1;
        user.done.messages.push(analysed.complete.message.content);
      } else if (analysed.error) violate(`analysis of member ${index} failed: ${analysed.error}`);
    }
    // A CV export every third round.
    if (round % 3 === 1 && user.done.cvs.length) {
      const pdf = await call(proxy(), 'GET', `/cv/${user.done.cvs.at(-1).id}/export.pdf`, {
        token: user.token,
      });
      if (pdf.status === 200) {
        if (pdf.body.subarray(0, 5).toString('latin1') !== '%PDF-')
          violate('an export is not a PDF');
        figures.exports += 1;
      }
    }
    // A sign-in every third round (the new token is used from then on) and a recovery e-mail
    // every fourth.
    if (round % 3 === 2) {
      const again = await signIn(proxy(), email);
      if (again.status === 200) user.token = again.json.access_token;
    }
    if (round % 4 === 1) {
      figures.mailsAsked += 1;
      const asked = await call(proxy(), 'POST', `/password-recovery/${encodeURIComponent(email)}`);
      if (asked.status === 200) figures.mailsAcknowledged += 1;
      user.done.mails.push({
        at: performance.now(),
        instance: asked.status === 200 ? asked.upstream : null,
      });
    }
    const me = await call(proxy(), 'GET', '/users/me', { token: user.token });
    if (me.status === 401) violate(`a token issued by one instance was refused: member ${index}`);
    roundsDone += 1;
    if (roundsDone >= Math.round(USERS * ROUNDS * KILL_AFTER)) onKillPoint();
  }
  return user;
}

// ---------------------------------------------------------------- checks afterwards

async function listAll(origin, token, path) {
  const res = await call(origin, 'GET', `${path}?limit=100`, { token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.json.data;
}

async function checkWrites(user) {
  let profileHolds = true;
  for (const origin of [direct('a'), direct('b')]) {
    // The latest acknowledged profile save, or a later unanswered one that may have landed.
    const profile = await call(origin, 'GET', '/users/me/profile', { token: user.token });
    const found = profile.json?.basic_info?.professional_title;
    const lastAcknowledged = user.done.titles.findLastIndex((t) => t.acknowledged);
    const allowed = user.done.titles.slice(Math.max(0, lastAcknowledged)).map((t) => t.title);
    if (!allowed.includes(found)) {
      profileHolds = false;
      violate(`${user.email}: profile title ${found} is not the last saved`);
    }
  }
  const origin = direct(user.email.length % 2 ? 'a' : 'b');
  const cvs = new Set((await listAll(origin, user.token, '/cv/')).map((cv) => cv.id));
  const files = new Map((await listAll(origin, user.token, '/cv/files/')).map((f) => [f.id, f]));
  const messages = new Set(
    (await listAll(origin, user.token, `/chat/conversations/${user.conversationId}/messages`)).map(
      (m) => m.content,
    ),
  );
  const count = (ok, what) => {
    if (ok) figures.writesFound += 1;
    else violate(`${user.email}: acknowledged ${what} not found`);
  };
  // Profile saves count as found when the last one holds (checked above on both instances).
  if (profileHolds) figures.writesFound += user.done.titles.filter((t) => t.acknowledged).length;
  for (const cv of user.done.cvs) count(cvs.has(cv.id), `CV ${cv.title}`);
  for (const text of user.done.messages)
    count(messages.has(text), `message "${text.slice(0, 40)}"`);
  for (const file of user.done.uploads) {
    count(files.has(file.id), `upload ${file.filename}`);
    for (const name of ['a', 'b']) {
      const res = await call(direct(name), 'GET', `/cv/files/${file.id}/download`, {
        token: user.token,
      });
      const sha = createHash('sha256')
        .update(res.body ?? '')
        .digest('hex');
      if (res.status !== 200 || sha !== file.sha)
        violate(
          `${user.email}: ${file.filename} not downloadable whole from instance ${name} (${res.status})`,
        );
      else figures.downloadsChecked += 1;
    }
  }
  // A token from the proxy works on both instances.
  for (const name of ['a', 'b']) {
    const me = await call(direct(name), 'GET', '/users/me', { token: user.token });
    if (me.status !== 200) violate(`${user.email}: session refused by instance ${name}`);
  }
}

/**
 * Sessions ended through one instance end on the other too, although it has just checked them
 * (each instance keeps the users it has just read until the database announces a change).
 */
async function checkSessionsEnd() {
  const email = `sessions-${randomBytes(3).toString('hex')}@scale-out.example`;
  await signUp(email);
  const here = (await signIn(direct('a'), email)).json.access_token;
  const elsewhere = (await signIn(direct('b'), email)).json.access_token;
  for (const name of ['a', 'b']) {
    for (const token of [here, elsewhere]) {
      const me = await call(direct(name), 'GET', '/users/me', { token });
      if (me.status !== 200) violate(`a fresh session was refused by instance ${name}`);
    }
  }
  const ended = await call(direct('a'), 'POST', '/users/me/sessions/end-others', { token: here });
  if (ended.status !== 200) {
    violate(`ending the other sessions answered ${ended.status}`);
    return 'sessions: not checked';
  }
  const renewed = ended.json.access_token;
  // Within a quarter of the time a user is kept: only the database's announcement makes it.
  const started = performance.now();
  let refusedAfter;
  while (performance.now() - started < 500) {
    const me = await call(direct('b'), 'GET', '/users/me', { token: elsewhere, expect: [401] });
    if (me.status === 401) {
      refusedAfter = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (refusedAfter === undefined)
    violate('a session ended through instance a was still taken by instance b after 500 ms');
  for (const name of ['a', 'b']) {
    const me = await call(direct(name), 'GET', '/users/me', { token: renewed });
    if (me.status !== 200) violate(`the renewed session was refused by instance ${name}`);
  }
  figures.sessionEndSeenAfterMs = refusedAfter;
  return 'sessions ended through one instance end on the other';
}

/** Wrong passwords split across the instances: the limit counts them all. */
async function checkLoginLimit() {
  const email = `limit-${randomBytes(3).toString('hex')}@scale-out.example`;
  await signUp(email);
  const headers = { 'x-forwarded-for': CHECK_CLIENT };
  for (let i = 0; i < LIMITS.LOGIN_MAX_FAILURES; i += 1) {
    const res = await signIn(direct(i % 2 ? 'b' : 'a'), email, 'not-the-password', headers, [400]);
    if (res.status !== 400) violate(`wrong password ${i + 1} answered ${res.status}, not 400`);
  }
  // The next attempt, right password or not, on each instance: refused.
  for (const name of ['a', 'b']) {
    const res = await signIn(direct(name), email, PASSWORD, headers, [429]);
    if (res.status !== 429)
      violate(
        `after ${LIMITS.LOGIN_MAX_FAILURES} wrong passwords split across both, instance ${name} answered ${res.status}, not 429`,
      );
  }
  return 'login limit counted across both';
}

/** Uploads and writes split across the instances: one quota, one write limit. */
async function checkQuotas() {
  const email = `quota-${randomBytes(3).toString('hex')}@scale-out.example`;
  await signUp(email);
  const token = (await signIn(direct('a'), email)).json.access_token;
  for (let i = 0; i < LIMITS.STORAGE_MAX_FILES_PER_USER; i += 1) {
    const res = await upload(
      direct(i % 2 ? 'b' : 'a'),
      token,
      pdfBytes(`Quota ${i}`),
      `q-${i}.pdf`,
    );
    if (res.status !== 200) violate(`upload ${i + 1} of the quota answered ${res.status}`);
  }
  for (const name of ['a', 'b']) {
    const res = await call(direct(name), 'POST', '/cv/upload', {
      token,
      body: fileForm(),
      expect: [413],
    });
    if (res.status !== 413)
      violate(`a file beyond the quota was taken by instance ${name} (${res.status})`);
  }
  // Writes: the uploads above counted too, so the user has that many fewer.
  const fresh = `writes-${randomBytes(3).toString('hex')}@scale-out.example`;
  await signUp(fresh);
  const writer = (await signIn(direct('b'), fresh)).json.access_token;
  for (let i = 0; i < LIMITS.WRITES_PER_MINUTE; i += 1) {
    const res = await call(direct(i % 2 ? 'b' : 'a'), 'PATCH', '/users/me', {
      token: writer,
      json: { full_name: `Writer ${i}` },
    });
    if (res.status !== 200) {
      violate(`write ${i + 1} of ${LIMITS.WRITES_PER_MINUTE} answered ${res.status}`);
      break;
    }
  }
  for (const name of ['a', 'b']) {
    const res = await call(direct(name), 'PATCH', '/users/me', {
      token: writer,
      json: { full_name: 'One too many' },
      expect: [429],
    });
    if (res.status !== 429)
      violate(`a write beyond the limit was taken by instance ${name} (${res.status})`);
  }
}

function fileForm() {
  const form = new FormData();
  form.append(
    'file',
    new Blob([pdfBytes('Beyond the quota')], { type: 'application/pdf' }),
    'over.pdf',
  );
  return form;
}

/** The recovery e-mails the instances wrote, by recipient: the row id of each (its Message-ID). */
function mailsByRecipient() {
  const found = new Map();
  for (const instance of Object.values(instances)) {
    const outbox = join(instance.dataDir, 'outbox');
    // An instance that sent nothing has no outbox folder.
    const names = existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.eml')) : [];
    for (const name of names) {
      const raw = readFileSync(join(outbox, name), 'utf8');
      const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim();
      const id = /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1];
      found.set(to, [...(found.get(to) ?? []), id]);
    }
  }
  return found;
}

/** E-mails kept in the outbox table (unsent, or claimed by the killed instance), by recipient. */
async function mailsKept() {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db`select id, recipient from outbox_mails`;
    const kept = new Map();
    for (const row of rows) kept.set(row.recipient, [...(kept.get(row.recipient) ?? []), row.id]);
    return kept;
  } finally {
    await db.end();
  }
}

async function checkMail(users) {
  // One e-mail per request an instance acknowledged: sent (in an outbox folder), or kept in the
  // table for another try. Only one the killed instance acknowledged in the moment before it kept
  // it may be lost; one it sent but had not yet marked sent is kept too, and goes out again after
  // its lease with the same Message-ID.
  const expected = (user) => user.done.mails.filter((m) => m.instance).length;
  const total = users.reduce((sum, user) => sum + expected(user), 0);
  const accounted = (sent, kept) => {
    let n = 0;
    for (const [to, ids] of sent) n += new Set([...ids, ...(kept.get(to) ?? [])]).size;
    for (const [to, ids] of kept) if (!sent.has(to)) n += ids.length;
    return n;
  };
  const deadline = Date.now() + 10_000;
  let sent = mailsByRecipient();
  let kept = await mailsKept();
  while (accounted(sent, kept) < total && Date.now() < deadline) {
    await sleep(200);
    sent = mailsByRecipient();
    kept = await mailsKept();
  }
  for (const user of users) {
    const files = sent.get(user.email) ?? [];
    const distinct = new Set(files);
    const waiting = kept.get(user.email) ?? [];
    const unsent = waiting.filter((id) => !distinct.has(id)).length;
    const acknowledged = expected(user);
    const fromKilled = user.done.mails.filter(
      (m) => m.instance === killed?.name && m.at <= killed.at,
    ).length;
    figures.mailsFound += distinct.size;
    figures.mailsKept += unsent;
    figures.mailsToRepeat += waiting.length - unsent;
    if (files.length > distinct.size)
      violate(
        `${user.email}: an e-mail was sent twice (${files.length} files, ${distinct.size} messages)`,
      );
    if (distinct.size > acknowledged)
      violate(`${user.email}: ${distinct.size} recovery e-mails for ${acknowledged} requests`);
    if (distinct.size + unsent < acknowledged - fromKilled)
      violate(
        `${user.email}: ${acknowledged - distinct.size - unsent} recovery e-mails lost from the surviving instance`,
      );
    figures.mailsLostToKill += Math.max(0, acknowledged - distinct.size - unsent);
  }
}

// ---------------------------------------------------------------- the run

async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (children.size && Date.now() < deadline) await sleep(100);
  for (const child of children) child.kill('SIGKILL');
  await new Promise((done) => board.close(done));
  try {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

let failed = false;
try {
  startInstance(instances.a);
  startInstance(instances.b);
  await Promise.all([waitHealthy(instances.a), waitHealthy(instances.b)]);
  const nginx = startNginx();
  {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await fetch(`${proxy()}${API}/utils/health-check/`).catch(() => null);
      if (res?.ok) break;
      if (nginx.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start: ${Buffer.concat(nginx.err)}`);
      await sleep(100);
    }
  }
  log(`instances on ${ports.a} and ${ports.b}, nginx on ${ports.nginx}, database ${database}`);

  const load = Promise.all(Array.from({ length: USERS }, (_, i) => member(i)));
  // Whatever fails in the load ends the run; the kill waits for the load's share of rounds.
  const outcome = await Promise.race([load, killPoint.then(() => null)]);
  if (outcome === null) {
    // The instance holding the most open chat sockets, so that some must reconnect.
    const open = { a: 0, b: 0 };
    for (const chat of chats) if (chat.socket) open[chat.instances.at(-1)] += 1;
    const name = open.b > open.a ? 'b' : 'a';
    killed = { name, at: performance.now() };
    instances[name].process.kill('SIGKILL');
    log(`SIGKILL to instance ${name} after ${roundsDone} of ${USERS * ROUNDS} rounds`);
  }
  const users = await load;
  log('load done');
  for (const chat of chats) {
    if (chat.dropped && !chat.reconnectedAfterDrop)
      violate(`a chat of ${chat.user.email} never reconnected`);
    if (chat.dropped && !chat.exchangeAfterReconnect)
      violate(
        `a chat of ${chat.user.email} reconnected but no reply came through the other instance`,
      );
    if (chat.dropped && chat.instances.at(-1) === killed?.name)
      violate(`a chat of ${chat.user.email} reconnected to the killed instance`);
    for (const name of chat.instances) figures.socketsOn[name] = (figures.socketsOn[name] ?? 0) + 1;
    chat.close();
  }
  if (killed && !chats.some((chat) => chat.dropped))
    violate('no chat socket was on the killed instance');

  // The killed instance comes back; every check reads through both.
  if (killed) {
    startInstance(instances[killed.name]);
    await waitHealthy(instances[killed.name]);
    log(`instance ${killed.name} restarted`);
  }
  for (const user of users) await checkWrites(user);
  await checkMail(users);
  await checkSessionsEnd();
  await checkLoginLimit();
  await checkQuotas();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopAll();
}

const seconds = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`
scale-out figures (${USERS} members x ${ROUNDS} rounds, instance ${killed?.name ?? '(none)'} killed with SIGKILL mid-load, ${seconds} s):
  requests            ${figures.requests} (through nginx: ${Object.entries(figures.byInstance)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})
  errors              ${figures.errors} ${JSON.stringify(figures.errorsByStatus)}
  writes acknowledged ${figures.writesAcknowledged}, found ${figures.writesFound}
  uploads             ${figures.uploads}, downloads checked on both instances ${figures.downloadsChecked}
  sign-ins            ${figures.signIns}; CV exports ${figures.exports}; chat replies ${figures.chatExchanges}; analyses ${figures.analyses}
  chat sockets        opened ${JSON.stringify(figures.socketsOn)}, dropped by the kill ${figures.socketsDropped}, reconnected through the other ${figures.reconnects}
  recovery e-mails    asked ${figures.mailsAsked}, acknowledged ${figures.mailsAcknowledged}, sent ${figures.mailsFound}, kept unsent ${figures.mailsKept}, sent but kept by the kill (to go out again, same Message-ID) ${figures.mailsToRepeat}, lost with the killed instance ${figures.mailsLostToKill}
  ended session       refused by the other instance ${figures.sessionEndSeenAfterMs === undefined ? 'not within 500 ms' : `after ${figures.sessionEndSeenAfterMs.toFixed(0)} ms`}
  violations          ${violations.length}`);
if (process.env.SCALE_OUT_KEEP === '1') console.log(`logs kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
if (failed || violations.length) {
  console.log('scale-out check: FAILED');
  process.exit(1);
}
console.log('scale-out check: passed');
