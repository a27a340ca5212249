import { endpoints } from '@vita/api/endpoints';
import { serverMessages } from '@vita/api/schemas';
import { implement } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { toCvPublic } from './mapping';
import { deleteOwnCv, findOwnCv, insertCv, listCvs, updateOwnCv } from './repository';

/** CVs: every user, superusers included, sees only their own; another's answers 404. */
export const cvsRoutes = implement(endpoints.cvs, (app) => ({
  list: ({ user, query }) => listCvs(app.db, user.id, query.skip, query.limit),

  create: async ({ user, body }) => toCvPublic(await insertCv(app.db, user.id, body)),

  async get({ user, params }) {
    const cv = await findOwnCv(app.db, params.cv_id, user.id);
    if (!cv) throw new HttpError(404, serverMessages.cvNotFound);
    return toCvPublic(cv);
  },

  async update({ user, params, body }) {
    const cv = await updateOwnCv(app.db, params.cv_id, user.id, body);
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
