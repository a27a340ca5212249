import multipart from '@fastify/multipart';
import {
  CV_FILE_CONTENT_TYPES,
  CvCreateSchema,
  CvFileIdParamsSchema,
  CvFilePublicSchema,
  CvFilesPublicSchema,
  CvIdParamsSchema,
  CvPublicSchema,
  CvsPublicSchema,
  CvUpdateSchema,
  MessageSchema,
  PaginationQuerySchema,
  serverMessages,
} from '@vita/api/schemas';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import {
  deleteOwnCvFile,
  findOwnCvFile,
  insertCvFile,
  listCvFiles,
  removeStoredBytes,
  toCvFilePublic,
} from '../services/cv-files';
import { receiveCvFile, UPLOAD_FIELD, UPLOAD_NOT_MULTIPART } from '../services/cv-upload';
import {
  deleteOwnCv,
  findOwnCv,
  insertCv,
  listCvs,
  toCvPublic,
  updateOwnCv,
  type CvFields,
} from '../services/cvs';
import { FileMissingError } from '../services/file-storage';

const security = [{ OAuth2PasswordBearer: [] }];

/** The upload's body as OpenAPI shows it; the multipart stream itself is read by the handler. */
const UploadBodySchema = z.object({
  [UPLOAD_FIELD]: z
    .string()
    .meta({ format: 'binary', description: 'A PDF, DOC or DOCX file of at most 10 MB' }),
});

/**
 * `Content-Disposition: attachment` with the stored name: an ASCII fallback for old clients and
 * the exact name as RFC 5987 `filename*`, so quotes, semicolons and non-ASCII cannot break the
 * header or smuggle parameters.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      current.code === '23503'
    )
      return true;
    current =
      typeof current === 'object' && current !== null && 'cause' in current
        ? current.cause
        : undefined;
  }
  return false;
}

/**
 * CVs and uploaded CV files. As with items, every user, superusers included, sees only their own:
 * what is not yours answers 404 as if it did not exist.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only these routes parse multipart bodies; limits are set per request.
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/cv/',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Own CVs, newest first',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: CvsPublicSchema },
      },
    },
    async (request) =>
      listCvs(app.db, requireUser(request).id, request.query.skip, request.query.limit),
  );

  app.post(
    '/cv/',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Create a CV',
        security,
        body: CvCreateSchema,
        response: { 200: CvPublicSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const cv = await insertCv(app.db, {
        ownerId: requireUser(request).id,
        title: body.title,
        description: body.description,
        targetJobTitle: body.target_job_title,
        targetCompany: body.target_company,
        targetJobPostingUrl: body.target_job_posting_url,
        linkedinProfileUrl: body.linkedin_profile_url,
        status: body.status,
      });
      return toCvPublic(cv);
    },
  );

  app.post(
    '/cv/upload',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Upload a CV file (multipart, field "file": PDF, DOC or DOCX, at most 10 MB)',
        security,
        consumes: ['multipart/form-data'],
        body: UploadBodySchema,
        response: { 200: CvFilePublicSchema },
      },
      // The body schema above is documentation only: the multipart stream is read and checked
      // by the handler, so no validator may consume or reject it first.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      errorHandler(error: FastifyError, _request, reply) {
        // A body type with no parser at all: say what this route wants instead of a bare 415.
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          throw new HttpError(415, UPLOAD_NOT_MULTIPART);
        // An upload refused part-way leaves the rest of the body unread: the connection cannot
        // carry another request, so it is closed after this answer. The app's handler answers.
        if (!reply.request.raw.complete) reply.header('connection', 'close');
        throw error;
      },
    },
    async (request) => {
      const me = requireUser(request);
      const received = await receiveCvFile(request, app.files);
      try {
        const file = await insertCvFile(app.db, {
          ownerId: me.id,
          filename: received.filename,
          contentType: received.contentType,
          size: received.size,
          storageKey: received.storageKey,
        });
        return toCvFilePublic(file);
      } catch (error) {
        await removeStoredBytes(app.files, [received.storageKey], request.log);
        // The account was deleted while its upload was streaming.
        if (isForeignKeyViolation(error))
          throw new HttpError(401, serverMessages.invalidCredentials);
        throw error;
      }
    },
  );

  app.get(
    '/cv/files/',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Own uploaded CV files, newest first',
        security,
        querystring: PaginationQuerySchema,
        response: { 200: CvFilesPublicSchema },
      },
    },
    async (request) =>
      listCvFiles(app.db, requireUser(request).id, request.query.skip, request.query.limit),
  );

  app.get(
    '/cv/files/:file_id/download',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Download an own CV file',
        security,
        params: CvFileIdParamsSchema,
        produces: Object.values(CV_FILE_CONTENT_TYPES),
        // Documentation only: a stream payload is sent as is, never through a serializer.
        response: {
          200: z
            .any()
            .meta({ type: 'string', format: 'binary', description: 'The bytes as uploaded' }),
        },
      },
    },
    async (request, reply) => {
      const file = await findOwnCvFile(app.db, request.params.file_id, requireUser(request).id);
      if (!file) throw new HttpError(404, serverMessages.fileNotFound);
      let stored;
      try {
        stored = await app.files.get(file.storageKey);
      } catch (error) {
        if (!(error instanceof FileMissingError)) throw error;
        request.log.error(
          { fileId: file.id, storageKey: file.storageKey },
          'stored bytes of a CV file are missing',
        );
        throw new HttpError(404, serverMessages.fileNotFound);
      }
      return reply
        .type(file.contentType)
        .header('content-length', String(stored.size))
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.stream);
    },
  );

  app.delete(
    '/cv/files/:file_id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Delete an own CV file and its bytes',
        security,
        params: CvFileIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const storageKey = await deleteOwnCvFile(
        app.db,
        request.params.file_id,
        requireUser(request).id,
      );
      if (!storageKey) throw new HttpError(404, serverMessages.fileNotFound);
      await removeStoredBytes(app.files, [storageKey], request.log);
      return { message: serverMessages.fileDeleted };
    },
  );

  app.get(
    '/cv/:cv_id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'One own CV',
        security,
        params: CvIdParamsSchema,
        response: { 200: CvPublicSchema },
      },
    },
    async (request) => {
      const cv = await findOwnCv(app.db, request.params.cv_id, requireUser(request).id);
      if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
      return toCvPublic(cv);
    },
  );

  app.put(
    '/cv/:cv_id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Update an own CV (omitted fields are kept)',
        security,
        params: CvIdParamsSchema,
        body: CvUpdateSchema,
        response: { 200: CvPublicSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const changes: Partial<CvFields> = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.target_job_title !== undefined) changes.targetJobTitle = body.target_job_title;
      if (body.target_company !== undefined) changes.targetCompany = body.target_company;
      if (body.target_job_posting_url !== undefined)
        changes.targetJobPostingUrl = body.target_job_posting_url;
      if (body.linkedin_profile_url !== undefined)
        changes.linkedinProfileUrl = body.linkedin_profile_url;
      if (body.status !== undefined) changes.status = body.status;
      const cv = await updateOwnCv(app.db, request.params.cv_id, requireUser(request).id, changes);
      if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
      return toCvPublic(cv);
    },
  );

  app.delete(
    '/cv/:cv_id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Delete an own CV',
        security,
        params: CvIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      if (!(await deleteOwnCv(app.db, request.params.cv_id, requireUser(request).id))) {
        throw new HttpError(404, serverMessages.cvNotFound);
      }
      return { message: serverMessages.cvDeleted };
    },
  );
};

export default routes;
