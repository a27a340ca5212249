import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_FIRST_CHUNK_TIMEOUT_MS,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
  type AssistantSettings,
} from './infra/assistant';
import { TYPST_MEMORY_MB, TYPST_MEMORY_RANGE_MB } from './infra/export/template-names';

/** Values that must never be accepted as secrets in production (the template's placeholder). */
const PLACEHOLDER_SECRETS = new Set(['changethis', 'changeme', 'secret', 'password']);
const SECRET_KEY_MIN_LENGTH = 32;
/** Where a generated development secret is kept, so tokens survive restarts. */
export const SECRET_KEY_FILE = 'secret_key';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

/** The longest delay Node's timers accept. */
const MAX_TIMER_MS = 2_147_483_647;
const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(MAX_TIMER_MS).default(fallback),
  );

const memoryRange = `must be a whole number of MB from ${TYPST_MEMORY_RANGE_MB.min} to ${TYPST_MEMORY_RANGE_MB.max}`;

const EnvSchema = z.object({
  ENVIRONMENT: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /**
   * Where uploaded bytes live: `local` in DATA_DIR/files, or `database` (in chunks, reached by
   * every instance on one PostgreSQL).
   */
  FILE_STORE: z.preprocess(emptyToUndefined, z.enum(['local', 'database']).default('local')),
  SECRET_KEY: optionalString,
  FIRST_SUPERUSER: z.preprocess(emptyToUndefined, z.email().default('admin@example.com')),
  FIRST_SUPERUSER_PASSWORD: optionalString,
  FRONTEND_HOST: z.preprocess(emptyToUndefined, z.url().default('http://localhost:8000')),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  EMAILS_FROM: z.preprocess(emptyToUndefined, z.string().default('Vita <no-reply@vita.local>')),
  ACCESS_TOKEN_EXPIRE_MINUTES: positiveInt(60 * 24 * 8),
  RESET_TOKEN_EXPIRE_HOURS: positiveInt(48),
  /** Failed logins per client address and e-mail within the window before 429. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  /** Failed logins per client address, whatever the e-mail (one password sprayed over many). */
  LOGIN_MAX_FAILURES_PER_CLIENT: positiveInt(30),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(15 * 60),
  /**
   * How long a sign-in waits for a place among the password checks under way at its address
   * before the answer is 503 with Retry-After: far more than a burst of right passwords from one
   * address takes to be checked on a healthy server.
   */
  LOGIN_PLACE_WAIT_SECONDS: positiveInt(10),
  /** Recovery e-mails asked for one address, and by one client address, per hour. */
  RECOVERY_EMAILS_PER_ADDRESS: positiveInt(3),
  RECOVERY_EMAILS_PER_CLIENT: positiveInt(10),
  /** "This e-mail is taken" answers per hour (signup per client address, e-mail change per user). */
  TAKEN_EMAIL_ANSWERS_PER_HOUR: positiveInt(10),
  /** Changes (POST, PUT, PATCH, DELETE) one signed-in user may make per minute. */
  WRITES_PER_MINUTE: positiveInt(120),
  /** Uploaded CV files one user may keep: how many, and their total size in megabytes. */
  STORAGE_MAX_FILES_PER_USER: positiveInt(100),
  STORAGE_MAX_MB_PER_USER: positiveInt(200),
  /** Password hashes computed at once, and how many may wait before the server answers 503. */
  HASHING_CONCURRENCY: positiveInt(2),
  HASHING_QUEUE_LIMIT: positiveInt(64),
  /** `low` makes hashing cheap for test suites; production refuses it. */
  PASSWORD_HASH_COST: z.preprocess(
    emptyToUndefined,
    z.enum(['standard', 'low']).default('standard'),
  ),
  WEB_DIST_DIR: optionalString,
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (for the login limit). */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** Time to receive a whole request, body included: a 10 MB upload on a slow line must fit. */
  REQUEST_TIMEOUT_MS: milliseconds(60_000),
  /** A connection silent in both directions this long is closed, even while a handler works. */
  CONNECTION_TIMEOUT_MS: milliseconds(120_000),
  /** Idle time between requests on one connection; above the 60 s idle timeout of most proxies. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  /** Connections beyond this are dropped on arrival, so sockets cannot exhaust the process. */
  MAX_CONNECTIONS: positiveInt(1000),
  /** A chat socket with no frame from its client and no reply running this long is closed. */
  CHAT_IDLE_TIMEOUT_MS: milliseconds(15 * 60_000),
  /**
   * A worker (CV printing, CV, posting and JSON Resume reading) with no job this long is stopped
   * and its memory given back; the next job starts a fresh one.
   */
  WORKER_IDLE_TIMEOUT_MS: milliseconds(5 * 60_000),
  /**
   * Memory, in MB, a CV render thread sets aside for Typst; past it, a fresh thread takes over
   * (the two overlap while the fresh one starts). It takes RAM only as renders come to use it.
   */
  CV_RENDER_MEMORY_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(memoryRange)
      .int(memoryRange)
      .min(TYPST_MEMORY_RANGE_MB.min, memoryRange)
      .max(TYPST_MEMORY_RANGE_MB.max, memoryRange)
      .default(TYPST_MEMORY_MB),
  ),
  /** Who answers in the chat: the built-in assistant, or a model behind an OpenAI-style API. */
  ASSISTANT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['offline', 'openai-compatible']).default('offline'),
  ),
  /** The API's base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  ASSISTANT_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  ASSISTANT_API_KEY: optionalString,
  ASSISTANT_MODEL: optionalString,
  /** How long a model may take to start answering, to send its next piece, and to answer in all. */
  ASSISTANT_FIRST_CHUNK_TIMEOUT_MS: milliseconds(DEFAULT_FIRST_CHUNK_TIMEOUT_MS),
  ASSISTANT_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_IDLE_TIMEOUT_MS),
  ASSISTANT_TOTAL_TIMEOUT_MS: milliseconds(DEFAULT_TOTAL_TIMEOUT_MS),
  /**
   * Hosts (`host:port`, comma-separated) whose job postings are fetched even though they resolve
   * to a private or loopback address: an intranet job board, or a test's local server.
   */
  JOB_FETCH_ALLOW_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^\s*(?:\[[\da-f:.]+\]|[^\s,:[\]]+):\d+\s*(?:,\s*(?:\[[\da-f:.]+\]|[^\s,:[\]]+):\d+\s*)*$/i,
        'must be host:port entries separated by commas',
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Settings {
  environment: 'development' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** PGlite's folder (`memory://` keeps it in memory); ignored when databaseUrl is set. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  fileStore: 'local' | 'database';
  secretKey: string;
  firstSuperuser: string;
  /** Undefined in development only: a password is then generated when the superuser is created. */
  firstSuperuserPassword: string | undefined;
  frontendHost: string;
  smtpUrl: string | undefined;
  emailsFrom: string;
  accessTokenExpireMinutes: number;
  resetTokenExpireHours: number;
  loginMaxFailures: number;
  loginMaxFailuresPerClient: number;
  loginFailureWindowSeconds: number;
  loginPlaceWaitSeconds: number;
  recoveryEmailsPerAddress: number;
  recoveryEmailsPerClient: number;
  takenEmailAnswersPerHour: number;
  writesPerMinute: number;
  storageMaxFilesPerUser: number;
  storageMaxBytesPerUser: number;
  hashingConcurrency: number;
  hashingQueueLimit: number;
  passwordHashCost: 'standard' | 'low';
  webDistDir: string;
  trustProxy: boolean;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  chatIdleTimeoutMs: number;
  workerIdleTimeoutMs: number;
  cvRenderMemoryMb: number;
  assistant: AssistantSettings;
  /** `host:port` entries (lower case) whose postings are fetched past the address check. */
  jobFetchAllowHosts: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

export class SettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

function isWeakSecret(value: string): boolean {
  return value.length < SECRET_KEY_MIN_LENGTH || PLACEHOLDER_SECRETS.has(value.toLowerCase());
}

/** The built SPA sits next to the server in the repo: apps/web/dist. */
function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/settings.ts and dist/main.js are both one level below apps/server.
  return resolve(here, '..', '..', 'web', 'dist');
}

/** Reads the development secret from DATA_DIR, creating it once. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= SECRET_KEY_MIN_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Validates the environment. Throws SettingsError listing every problem at once, so a bad deploy
 * is fixed in one go. In development a missing SECRET_KEY is generated and kept in DATA_DIR.
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.ENVIRONMENT === 'production';

  if (production) {
    if (!e.SECRET_KEY) {
      problems.push(
        `SECRET_KEY: required in production (at least ${SECRET_KEY_MIN_LENGTH} random characters)`,
      );
    } else if (isWeakSecret(e.SECRET_KEY)) {
      problems.push(
        `SECRET_KEY: too weak; use at least ${SECRET_KEY_MIN_LENGTH} random characters`,
      );
    }
    if (!e.FIRST_SUPERUSER_PASSWORD) {
      problems.push('FIRST_SUPERUSER_PASSWORD: required in production');
    } else if (
      e.FIRST_SUPERUSER_PASSWORD.length < 8 ||
      PLACEHOLDER_SECRETS.has(e.FIRST_SUPERUSER_PASSWORD.toLowerCase())
    ) {
      problems.push(
        'FIRST_SUPERUSER_PASSWORD: too weak; use at least 8 characters and not a placeholder',
      );
    }
    if (e.PASSWORD_HASH_COST === 'low') {
      problems.push('PASSWORD_HASH_COST: "low" is for tests only and is refused in production');
    }
  }
  if (e.FIRST_SUPERUSER_PASSWORD !== undefined && e.FIRST_SUPERUSER_PASSWORD.length > 128) {
    problems.push('FIRST_SUPERUSER_PASSWORD: at most 128 characters');
  }
  if (e.ASSISTANT_PROVIDER === 'openai-compatible') {
    if (!e.ASSISTANT_BASE_URL) problems.push('ASSISTANT_BASE_URL: required for openai-compatible');
    if (!e.ASSISTANT_MODEL) problems.push('ASSISTANT_MODEL: required for openai-compatible');
  }
  if (problems.length > 0) throw new SettingsError(problems);

  const dataDir = resolve(e.DATA_DIR);
  return {
    environment: e.ENVIRONMENT,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    databaseUrl: e.DATABASE_URL,
    fileStore: e.FILE_STORE,
    secretKey: e.SECRET_KEY ?? developmentSecret(dataDir),
    firstSuperuser: e.FIRST_SUPERUSER,
    firstSuperuserPassword: e.FIRST_SUPERUSER_PASSWORD,
    frontendHost: e.FRONTEND_HOST.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    emailsFrom: e.EMAILS_FROM,
    accessTokenExpireMinutes: e.ACCESS_TOKEN_EXPIRE_MINUTES,
    resetTokenExpireHours: e.RESET_TOKEN_EXPIRE_HOURS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerClient: e.LOGIN_MAX_FAILURES_PER_CLIENT,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    loginPlaceWaitSeconds: e.LOGIN_PLACE_WAIT_SECONDS,
    recoveryEmailsPerAddress: e.RECOVERY_EMAILS_PER_ADDRESS,
    recoveryEmailsPerClient: e.RECOVERY_EMAILS_PER_CLIENT,
    takenEmailAnswersPerHour: e.TAKEN_EMAIL_ANSWERS_PER_HOUR,
    writesPerMinute: e.WRITES_PER_MINUTE,
    storageMaxFilesPerUser: e.STORAGE_MAX_FILES_PER_USER,
    storageMaxBytesPerUser: e.STORAGE_MAX_MB_PER_USER * 1024 * 1024,
    hashingConcurrency: e.HASHING_CONCURRENCY,
    hashingQueueLimit: e.HASHING_QUEUE_LIMIT,
    passwordHashCost: e.PASSWORD_HASH_COST,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaultWebDist(),
    trustProxy: e.TRUST_PROXY === 'true',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    chatIdleTimeoutMs: e.CHAT_IDLE_TIMEOUT_MS,
    workerIdleTimeoutMs: e.WORKER_IDLE_TIMEOUT_MS,
    cvRenderMemoryMb: e.CV_RENDER_MEMORY_MB,
    assistant: {
      kind: e.ASSISTANT_PROVIDER,
      ...(e.ASSISTANT_BASE_URL ? { baseUrl: e.ASSISTANT_BASE_URL } : {}),
      ...(e.ASSISTANT_API_KEY ? { apiKey: e.ASSISTANT_API_KEY } : {}),
      ...(e.ASSISTANT_MODEL ? { model: e.ASSISTANT_MODEL } : {}),
      firstChunkTimeoutMs: e.ASSISTANT_FIRST_CHUNK_TIMEOUT_MS,
      idleTimeoutMs: e.ASSISTANT_IDLE_TIMEOUT_MS,
      totalTimeoutMs: e.ASSISTANT_TOTAL_TIMEOUT_MS,
    },
    jobFetchAllowHosts: (e.JOB_FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
  };
}
