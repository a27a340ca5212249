import type { FastifyInstance } from 'fastify';
import type { AccountsPorts } from '../domains/accounts';
import { releaseCvFilesOf } from '../domains/cv-files';

/** A deleted user's CV file bytes go with the account (their rows go by the cascade). */
export const accountsPorts = (app: FastifyInstance): AccountsPorts => ({
  releases: [releaseCvFilesOf(app.files)],
});
