import type { FastifyInstance } from 'fastify';
import { cvFileIntake } from '../domains/cv-files';
import type { ProfilePorts, ResumeImporter } from '../domains/profile';

/** A CV uploaded in onboarding is kept as one of the user's CV files, by that domain's rules. */
export const profilePorts = (
  app: FastifyInstance,
  importer: ResumeImporter | undefined,
): ProfilePorts => ({ intake: cvFileIntake(app), importer });
