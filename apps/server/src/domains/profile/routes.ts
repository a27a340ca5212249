import { endpoints } from '@vita/api/endpoints';
import {
  JSON_RESUME_FILENAME,
  JSON_RESUME_MAX_BYTES,
  jsonResumeText,
  PROFILE_SECTIONS,
  serverMessages,
  type CvFilePublic,
  type ProfileDraft,
  type ProfileSection,
} from '@vita/api/schemas';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { GroupImplementation } from '../../http/endpoint';
import { clientGone } from '../../http/client-gone';
import { contentDisposition } from '../../http/content-disposition';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { receiveSmallFile } from '../../http/uploads';
import type { CvFileRow } from '../../infra/db/schema';
import type { CvFileKind } from '../../infra/documents/file-kind';
import { JsonResumeReadError, type JsonResumeReader } from './json-resume';
import { toBasicInfoPublic } from './mapping';
import {
  deleteEntry,
  readOnboardingState,
  readPublicProfile,
  replaceSection,
  resetOnboarding,
  saveBasicInfo,
  setOnboardingStep,
} from './repository';
import type { SectionInput } from './sections';

/** Reads a CV file into a draft profile; refuses a file it cannot read with a user-facing text. */
export interface ResumeImporter {
  /**
   * `reader.owner` is whose read it is (each member's reads wait behind their own);
   * `reader.signal` aborts when the client has gone, and the read is then dropped.
   */
  read(
    bytes: Uint8Array,
    kind: CvFileKind,
    reader?: { owner?: string; signal?: AbortSignal },
  ): Promise<{ draft: ProfileDraft; problems: string[] }>;
}

/**
 * How an upload is kept as one of the user's CV files. The CV files domain implements it (size,
 * kind and quota rules); the app hands it in, so the two domains stay unaware of each other.
 */
export interface CvFileIntake {
  receive(
    request: FastifyRequest,
    ownerId: string,
  ): Promise<{ row: CvFileRow; kind: CvFileKind; public: CvFilePublic }>;
  bytes(file: CvFileRow): Promise<Uint8Array>;
  /** Takes back a file just kept, when reading it failed. */
  discard(file: CvFileRow, log: FastifyBaseLogger): Promise<void>;
}

export interface ProfileDependencies {
  /** How uploads are kept as CV files (the CV files domain's rules, handed in by the app). */
  intake: CvFileIntake;
  importer: ResumeImporter;
  /** Reads JSON Resume files off the event loop. */
  jsonResume: Pick<JsonResumeReader, 'read'>;
}

const profileRoutes = ({ jsonResume }: ProfileDependencies) =>
  implement(endpoints.profile, (app) => {
    const publicProfile = (userId: string) => readPublicProfile(app.db, userId);

    return {
      get: ({ user }) => publicProfile(user.id),
      async exportJsonResume({ user, reply }) {
        const text = jsonResumeText(user, await publicProfile(user.id));
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', contentDisposition(JSON_RESUME_FILENAME))
          .send(text);
      },
      async importJsonResume({ request, reply, user }) {
        const bytes = await receiveSmallFile(request, {
          maxBytes: JSON_RESUME_MAX_BYTES,
          tooLarge: serverMessages.jsonResumeTooLarge,
        });
        try {
          return await jsonResume.read(bytes.toString('utf8'), {
            owner: user.id,
            signal: clientGone(reply),
          });
        } catch (error) {
          if (error instanceof JsonResumeReadError)
            throw new HttpError(error.status, error.message);
          throw error;
        }
      },
    };
  });

/**
 * The onboarding wizard: where the user is in it, the saves of each step (the same calls the CV
 * section pages use), and reading an uploaded CV into a draft for the steps to start from.
 */
const onboardingRoutes = ({ intake, importer }: ProfileDependencies) =>
  implement(endpoints.onboarding, (app) => {
    function saveSection<S extends ProfileSection>(section: S) {
      return async ({ user, body }: { user: { id: string }; body: SectionInput<S>[] }) => {
        const saved = await replaceSection(app.db, user.id, section, body);
        if (saved === 'unknown-entry') throw new HttpError(400, serverMessages.unknownEntry);
        return saved;
      };
    }

    return {
      async status({ user }) {
        const state = await readOnboardingState(app.db, user.id);
        return { needs_onboarding: state.current_step !== 'completed', state };
      },
      state: ({ user }) => readOnboardingState(app.db, user.id),
      step: async ({ user }) => ({
        current_step: (await readOnboardingState(app.db, user.id)).current_step,
      }),
      setStep: ({ user, body }) => setOnboardingStep(app.db, user.id, body.current_step),
      reset: ({ user }) => resetOnboarding(app.db, user.id),
      saveBasicInfo: async ({ user, body }) =>
        toBasicInfoPublic(await saveBasicInfo(app.db, user.id, body)),
      saveWorkExperience: saveSection('work-experience'),
      saveEducation: saveSection('education'),
      saveSkills: saveSection('skills'),
      saveCertifications: saveSection('certifications'),
      saveProjects: saveSection('projects'),

      async deleteEntry({ user, params }) {
        if (!(await deleteEntry(app.db, user.id, params.section, params.id))) {
          throw new HttpError(404, serverMessages.entryNotFound);
        }
        return { message: PROFILE_SECTIONS[params.section].deleted };
      },

      async uploadResume({ request, reply, user }) {
        const kept = await intake.receive(request, user.id);
        const signal = clientGone(reply);
        try {
          const reading = await importer.read(await intake.bytes(kept.row), kept.kind, {
            owner: user.id,
            signal,
          });
          return { file: kept.public, ...reading };
        } catch (error) {
          // Nothing half-done stays behind: a file that could not be read is not kept either. The
          // reader's refusal answers as every refusal of a document does (the error handler).
          await intake.discard(kept.row, request.log);
          throw error;
        }
      },
    };
  });

/** The profile and onboarding groups of the endpoint table. */
export function profileGroups(dependencies: ProfileDependencies): GroupImplementation[] {
  return [profileRoutes(dependencies), onboardingRoutes(dependencies)];
}
