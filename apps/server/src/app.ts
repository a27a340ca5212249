import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@vita/api/endpoints';
import {
  accountsPlugin,
  findSignedInUser,
  firstSuperuser,
  signedInUsers,
} from './domains/accounts';
import { applicationsPlugin } from './domains/applications';
import { chatPlugin, chatSocketPlugin } from './domains/chat';
import { cvFilesPlugin } from './domains/cv-files';
import { cvsPlugin } from './domains/cvs';
import { healthPlugin } from './domains/health';
import { itemsPlugin } from './domains/items';
import { profilePlugin, type ResumeImporter } from './domains/profile';
import { apiPlugin } from './http/api';
import authPlugin from './http/auth';
import platformPlugin, { serverOptions } from './http/platform';
import webPlugin from './http/web';
import type { Assistant } from './infra/assistant';
import type { DatabaseHandle } from './infra/db';
import dbPlugin from './infra/db/plugin';
import type { CvRenderer } from './infra/export';
import storagePlugin from './infra/files/plugin';
import mailerPlugin from './infra/mail/plugin';
import securityPlugin from './infra/security/plugin';
import servicesPlugin from './services';
import type { Settings } from './settings';
import { accountsPorts } from './wiring/accounts';
import { applicationsPorts } from './wiring/applications';
import { chatDependencies } from './wiring/chat';
import { cvsPorts } from './wiring/cvs';
import { profilePorts } from './wiring/profile';

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

/**
 * The app, composed: the HTTP platform, the shared infrastructure and services, then each domain
 * as a plugin of the API's scope, wired to the others by the small files in wiring/.
 */
export async function buildApp(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(settings, options.logStream));
  await app.register(platformPlugin, { settings });

  // Typed decorators the domains use: settings and tokens, the database, mail, files, sign-in.
  await app.register(securityPlugin, { settings });
  await app.register(dbPlugin, {
    settings,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(mailerPlugin, { settings });
  await app.register(storagePlugin, { settings });
  await app.register(signedInUsers);
  await app.register(authPlugin, { loadUser: findSignedInUser });
  await app.register(firstSuperuser);
  await app.register(servicesPlugin, {
    settings,
    assistant: options.assistant,
    cvRenderer: options.cvRenderer,
    today: options.today,
  });

  // One set of the chat's dependencies for its socket and its HTTP routes (one file text cache).
  const chat = chatDependencies(app);
  // The socket plugin sees every route added after it; the chat socket lives outside the table.
  await app.register(chatSocketPlugin, chat);

  // Every endpoint of the contract's table; the start fails if one has no handler.
  await app.register(apiPlugin, {
    prefix: API_PREFIX,
    async domains(api) {
      await api.register(accountsPlugin, accountsPorts(app));
      await api.register(itemsPlugin);
      await api.register(cvsPlugin, cvsPorts);
      await api.register(cvFilesPlugin);
      await api.register(profilePlugin, profilePorts(app, options.resumeImporter));
      await api.register(chatPlugin, chat);
      await api.register(applicationsPlugin, applicationsPorts(app));
      await api.register(healthPlugin);
    },
  });
  await app.register(webPlugin, {
    webDistDir: settings.webDistDir,
    // Source maps would hand the readable source to anyone; developers need them locally.
    serveSourceMaps: settings.environment !== 'production',
  });

  return app;
}
