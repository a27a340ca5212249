import { endpoints } from '@vita/api/endpoints';
import { CV_FILE_CONTENT_TYPES, serverMessages } from '@vita/api/schemas';
import { contentDisposition } from '../../http/content-disposition';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { FileMissingError } from '../../infra/files/storage';
import { cvFileIntake } from './intake';
import { toCvFilePublic } from './mapping';
import { listCvFiles, ownCvFiles, removeStoredBytes } from './repository';

/** Uploaded CV files: as with CVs, what is not yours answers 404 as if it did not exist. */
export const cvFilesRoutes = implement(endpoints.cvFiles, (app) => {
  const intake = cvFileIntake(app);

  return {
    async list({ user, query }) {
      const { rows, count } = await listCvFiles(app.db, user.id, query);
      return { data: rows.map(toCvFilePublic), count };
    },

    upload: async ({ request, user }) => (await intake.receive(request, user.id)).public,

    download: {
      route: { schema: { produces: Object.values(CV_FILE_CONTENT_TYPES) } },
      async handler({ request, reply, user, params }) {
        const file = await ownCvFiles.get(app.db, params.file_id, user.id);
        let stored;
        try {
          stored = await app.files.get(file.storage_key);
        } catch (error) {
          if (!(error instanceof FileMissingError)) throw error;
          request.log.error(
            { fileId: file.id, storageKey: file.storage_key },
            'stored bytes of a CV file are missing',
          );
          throw new HttpError(404, serverMessages.fileNotFound);
        }
        return reply
          .type(file.content_type)
          .header('content-length', String(stored.size))
          .header('content-disposition', contentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stored.stream);
      },
    },

    async delete({ request, user, params }) {
      const file = await ownCvFiles.delete(app.db, params.file_id, user.id);
      await removeStoredBytes(app.files, [file.storage_key], request.log);
      return { message: serverMessages.fileDeleted };
    },
  };
});
