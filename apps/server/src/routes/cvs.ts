import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../http/endpoint';
import { HttpError } from '../http-error';
import {
  deleteOwnCv,
  findOwnCv,
  insertCv,
  listCvs,
  toCvPublic,
  updateOwnCv,
  type CvFields,
} from '../services/cvs';

/** CVs: every user, superusers included, sees only their own; another's answers 404. */
export default implement(endpoints.cvs, (app) => ({
  list: ({ user, query }) => listCvs(app.db, user.id, query.skip, query.limit),

  async create({ user, body }) {
    const cv = await insertCv(app.db, {
      ownerId: user.id,
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

  async get({ user, params }) {
    const cv = await findOwnCv(app.db, params.cv_id, user.id);
    if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
    return toCvPublic(cv);
  },

  async update({ user, params, body }) {
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
    const cv = await updateOwnCv(app.db, params.cv_id, user.id, changes);
    if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
    return toCvPublic(cv);
  },

  async delete({ user, params }) {
    if (!(await deleteOwnCv(app.db, params.cv_id, user.id))) {
      throw new HttpError(404, serverMessages.cvNotFound);
    }
    return { message: serverMessages.cvDeleted };
  },
}));
