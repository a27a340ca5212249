import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { createJsonResumeReader } from './json-resume';
import { profileGroups, type ProfileDependencies, type ResumeImporter } from './routes';

export interface ProfilePorts {
  /** How uploads are kept as CV files (the CV files domain's rules, handed in by the app). */
  intake: ProfileDependencies['intake'];
  /** Reads uploaded CVs into a draft; the app's shared resume reader by default. */
  importer?: ResumeImporter | undefined;
}

/** The profile and onboarding groups of the endpoint table. */
export async function profilePlugin(api: FastifyInstance, { intake, importer }: ProfilePorts) {
  // JSON Resume files are checked field by field in a worker of their own.
  const jsonResume = createJsonResumeReader({ idleMs: api.settings.workerIdleTimeoutMs });
  api.addHook('onClose', () => jsonResume.close());
  await registerGroups(
    api,
    profileGroups({ intake, importer: importer ?? api.services.resumeReader, jsonResume }),
  );
}
