import type { FastifyInstance } from 'fastify';
import type { ApplicationsPorts } from '../domains/applications';
import { frozenFiles } from '../domains/cv-files';
import { layoutOf, ownCvs } from '../domains/cvs';
import { readPublicProfile } from '../domains/profile';

/**
 * An application sends one of the owner's CVs, printed with their profile and frozen among their
 * files as it printed then.
 */
export const applicationsPorts = (app: FastifyInstance): ApplicationsPorts => ({
  readProfile: readPublicProfile,
  async findCv(db, id, ownerId) {
    const cv = await ownCvs.find(db, id, ownerId);
    return cv ? { cv, layout: layoutOf(cv) } : undefined;
  },
  files: frozenFiles(app),
});
