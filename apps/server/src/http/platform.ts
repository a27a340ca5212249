import type { Server } from 'node:http';
import type { Writable } from 'node:stream';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@vita/api/endpoints';
import { LogController, type FastifyHttpOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { makeDataDirPrivate } from '../infra/data-dir';
import type { Settings } from '../settings';
import { clientErrorHandler } from './client-error';
import errorsPlugin from './error-handler';
import inputGuardPlugin from './input-guard';
import { loggerOptions } from './logging';
import securityHeaders from './security-headers';
import { validatorCompiler } from './validation';

/** The server's own options: its logger, its bounds on bodies, connections and slow clients. */
export function serverOptions(
  settings: Settings,
  logStream?: Writable,
): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(settings, logStream),
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
  };
}

/**
 * What every request meets before a route: the request log, body parsing and validation, the
 * error answers, the input guard, security headers, CORS, and the OpenAPI document and its page.
 */
export default fp<{ settings: Settings }>(
  async (app, { settings }) => {
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
        info: {
          title: 'Vita API',
          version: '0.1.0',
          description: 'Profile, CVs and users of Vita.',
        },
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
  },
  { name: 'http-platform' },
);
