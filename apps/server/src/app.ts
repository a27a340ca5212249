import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@vita/api/endpoints';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { accountsRoutes, findUserById, firstSuperuser } from './domains/accounts';
import { applicationsRoutes } from './domains/applications';
import { createPostingReader } from './domains/analysis';
import { chatGroups, isoDay, registerChatSocket } from './domains/chat';
import { cvFileIntake, cvFilesRoutes, frozenFiles, releaseCvFilesOf } from './domains/cv-files';
import { cvsRoutes, layoutOf, ownCvs, printedCvs } from './domains/cvs';
import { healthRoutes } from './domains/health';
import { itemsRoutes } from './domains/items';
import {
  createJsonResumeReader,
  profileGroups,
  readPublicProfile,
  type ResumeImporter,
} from './domains/profile';
import authPlugin from './http/auth';
import { clientErrorHandler } from './http/client-error';
import { loggerOptions } from './http/logging';
import { apiCompression } from './http/compression';
import { createPrintTurns } from './http/print-turns';
import { registerApi } from './http/endpoint';
import securityHeaders from './http/security-headers';
import errorsPlugin from './http/error-handler';
import inputGuardPlugin from './http/input-guard';
import { validatorCompiler } from './http/validation';
import webPlugin from './http/web';
import { makeDataDirPrivate } from './infra/data-dir';
import { createAssistant, type Assistant } from './infra/assistant';
import { createResumeReader } from './infra/documents/resume';
import type { DatabaseHandle } from './infra/db';
import dbPlugin from './infra/db/plugin';
import { createCvRenderer, type CvRenderer } from './infra/export';
import storagePlugin from './infra/files/plugin';
import mailerPlugin from './infra/mail/plugin';
import securityPlugin from './infra/security/plugin';
import type { Settings } from './settings';
import { chatDependencies } from './wiring/chat';

export { API_PREFIX };

export interface BuildOptions {
  /** An already opened database (tests share one per file); otherwise one is opened from settings. */
  database?: DatabaseHandle;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** Reads uploaded CVs into a profile draft; the built-in reader (a worker) by default. */
  resumeImporter?: ResumeImporter;
  /** Answers in the chat; the one the settings name by default. */
  assistant?: Assistant;
  /** Today for the assistant (YYYY-MM-DD), fixed in tests. */
  today?: () => string;
  /** Prints CVs; the built-in Typst renderer (a worker) by default. */
  cvRenderer?: CvRenderer;
}

export async function buildApp(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(settings, options.logStream),
    // Opening a data folder left by a crash replays its write-ahead log first, which can take
    // longer than Fastify's 10 s default on a busy machine; a start that is slow is not broken.
    pluginTimeout: 120_000,
    // One line per request, written when it is answered (see below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: settings.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    clientErrorHandler,
    // A client that sends slowly, or opens connections and sends nothing, must not hold them.
    requestTimeout: settings.requestTimeoutMs,
    connectionTimeout: settings.connectionTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    http: {
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: Math.min(60_000, settings.requestTimeoutMs),
      // Node enforces both timeouts only this often (every 30 s by default).
      connectionsCheckingInterval: Math.min(1_000, settings.requestTimeoutMs),
    },
  });
  app.server.maxConnections = settings.maxConnections;

  // Before anything below writes to DATA_DIR (the mailer, the file store, PGlite).
  const modeProblems = await makeDataDirPrivate(settings.dataDir);
  for (const { path, error } of modeProblems) {
    app.log.warn({ path, err: error }, 'could not make this part of DATA_DIR private');
  }

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A POST without a body but with a JSON content type (some clients always send one) parses
  // as "no body"; routes that need a body then answer 422 "Field required".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // External plugins.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Vite and react-aria set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The chat socket runs on the same host.
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Over plain http in development this would break every request to a LAN address.
          upgradeInsecureRequests: settings.environment === 'production' ? [] : null,
        },
      },
    },
  });
  await app.register(cors, {
    origin: settings.frontendHost,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vita API', version: '0.1.0', description: 'Profile, CVs and users of Vita.' },
      components: {
        securitySchemes: {
          OAuth2PasswordBearer: {
            type: 'oauth2',
            flows: { password: { tokenUrl: `${API_PREFIX}/login/access-token`, scopes: {} } },
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      settings.environment === 'production'
        ? header
        : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // App plugins: typed decorators used by the routes.
  await app.register(securityPlugin, { settings });
  await app.register(dbPlugin, {
    settings,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(mailerPlugin, { settings });
  await app.register(storagePlugin, { settings });
  await app.register(authPlugin, { loadUser: findUserById });
  await app.register(firstSuperuser);

  // Every worker stops when idle, giving its memory back (a warm CV printer alone holds hundreds of
  // MB); the next job starts a fresh one.
  const idleMs = settings.workerIdleTimeoutMs;
  // Uploaded CVs are read in a worker of their own, closed with the app.
  const reader = createResumeReader({ idleMs });
  app.addHook('onClose', () => reader.close());
  const resumeImporter = options.resumeImporter ?? reader;
  const intake = cvFileIntake(app);
  // JSON Resume files are checked field by field in a worker of their own too.
  const jsonResume = createJsonResumeReader({ idleMs });
  app.addHook('onClose', () => jsonResume.close());
  // Job posting pages are read in a worker of their own too: they are untrusted input.
  const postings = createPostingReader({ idleMs });
  app.addHook('onClose', () => postings.close());
  // CVs are printed by Typst in a worker of its own, started on the first render, not at start:
  // a warm one holds about 400 MB that an idle server does not need.
  const renderer =
    options.cvRenderer ??
    createCvRenderer({
      memoryMb: app.settings.cvRenderMemoryMb,
      idleMs,
      onRecycle: (memoryMb) =>
        app.log.info({ memoryMb }, 'the CV renderer hands over to a fresh thread (memory)'),
    });
  app.addHook('onClose', () => renderer.close());
  // One queue for every print, whichever domain asks for it: members take turns at the renderer.
  const prints = createPrintTurns();
  const assistant = options.assistant ?? createAssistant(settings.assistant);
  // A printed CV read back the way an uploaded one is, for comparing it with a posting.
  const cvPdfText = async (pdf: Uint8Array, ownerId: string, signal: AbortSignal) => {
    const reading = await reader.read(pdf, 'pdf', { owner: ownerId, signal });
    return reading.text || null;
  };
  const chat = chatDependencies(app, intake, reader, postings, assistant, options.today, {
    cvs: printedCvs(app.db, {
      renderer,
      prints,
      readProfile: readPublicProfile,
      pdfText: cvPdfText,
      findUser: findUserById,
    }),
  });
  // The socket plugin sees every route added after it; the chat socket lives outside the table.
  await registerChatSocket(app, chat);

  // Every endpoint of the contract's table; the start fails if one has no handler.
  await app.register(
    async (api) => {
      // Before the routes: the plugin hooks into each route as it is added to this scope.
      await api.register(compress, apiCompression);
      await registerApi(api, [
        // Accounts deletes a user; what cascading rows cannot free (file bytes) is handed in here,
        // so domains stay unaware of each other.
        ...accountsRoutes([releaseCvFilesOf(app.files)]),
        itemsRoutes,
        cvsRoutes({
          renderer,
          prints,
          readProfile: readPublicProfile,
          analysis: {
            postings,
            pdfText: cvPdfText,
            fetch: { allowHosts: app.settings.jobFetchAllowHosts },
            today: options.today ?? isoDay,
          },
        }),
        cvFilesRoutes,
        ...profileGroups({ intake, importer: resumeImporter, jsonResume }),
        ...chatGroups(chat),
        applicationsRoutes({
          renderer,
          prints,
          readProfile: readPublicProfile,
          async findCv(db, id, ownerId) {
            const cv = await ownCvs.find(db, id, ownerId);
            return cv ? { cv, layout: layoutOf(cv) } : undefined;
          },
          files: frozenFiles(app),
          pdfText: cvPdfText,
          postings,
          fetch: { allowHosts: app.settings.jobFetchAllowHosts },
          assistant,
          today: options.today ?? isoDay,
        }),
        healthRoutes,
      ]);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.register(webPlugin, {
    webDistDir: settings.webDistDir,
    // Source maps would hand the readable source to anyone; developers need them locally.
    serveSourceMaps: settings.environment !== 'production',
  });

  return app;
}
