import { HttpResponse } from 'msw';
import { endpoints } from '../../endpoints';
import { builtCvPath } from '../../schemas/analysis';
import { cvPageNotFound, cvPdfFilename, defaultCvLayout } from '../../schemas/cv-layout';
import { serverMessages } from '../../schemas/messages';
import { mockAnalysis } from '../analysis';
import { mockCvPreview } from '../cv-export';
import { MOCK_NOW } from '../db';
import { fail, mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { profileOf } from '../profile';
import { newId, ownCvs } from './shared';

const { cvs } = endpoints;

export const cvsMocks: MockDefinition[] = [
  // CVs: like items.
  mockEndpoint(cvs.list, ({ db, user, query }) => ownCvs(db).page(user.id, query)),
  mockEndpoint(cvs.create, ({ db, user, body }) =>
    ownCvs(db).add({
      id: newId(db),
      title: body.title,
      description: body.description ?? null,
      target_job_title: body.target_job_title ?? null,
      target_company: body.target_company ?? null,
      target_job_posting_url: body.target_job_posting_url ?? null,
      linkedin_profile_url: body.linkedin_profile_url ?? null,
      headline: body.headline ?? null,
      contact_email: body.contact_email ?? null,
      contact_phone: body.contact_phone ?? null,
      contact_location: body.contact_location ?? null,
      hidden_contacts: body.hidden_contacts ?? [],
      status: body.status,
      layout: defaultCvLayout(),
      owner_id: user.id,
      // A fixed time keeps stories' screenshots stable; the order lives in the array.
      created_at: MOCK_NOW,
      updated_at: MOCK_NOW,
    }),
  ),
  mockEndpoint(cvs.get, ({ db, user, params }) => ownCvs(db).find(user.id, params.cv_id)),
  mockEndpoint(cvs.update, ({ db, user, params, body }) =>
    ownCvs(db).update(user.id, params.cv_id, body),
  ),
  mockEndpoint(cvs.delete, ({ db, user, params }) => {
    ownCvs(db).remove(user.id, params.cv_id);
    return { message: serverMessages.cvDeleted };
  }),
  mockEndpoint(cvs.layout, ({ db, user, params, body }) =>
    ownCvs(db).update(user.id, params.cv_id, { layout: body }),
  ),
  mockEndpoint(cvs.preview, ({ db, user, params, query }) => {
    const cv = ownCvs(db).find(user.id, params.cv_id);
    const drawn = mockCvPreview(profileOf(db, user.id), user, cv, cv.layout, {
      template: query.template ?? cv.layout.template,
      paper: query.paper ?? cv.layout.paper,
      page: query.page,
    });
    if (!('svg' in drawn)) fail(404, cvPageNotFound(query.page, drawn.pages));
    return drawn;
  }),
  mockEndpoint(cvs.analyse, ({ db, user, params }) => {
    const cv = ownCvs(db).find(user.id, params.cv_id);
    if (!cv.target_job_posting_url) fail(409, serverMessages.cvAnalysisNeedsPosting);
    return mockAnalysis(
      { filename: cvPdfFilename(user.full_name, cv.title), path: builtCvPath(cv.id) },
      cv.target_job_posting_url,
    );
  }),
  mockEndpoint(cvs.exportPdf, ({ db, user, params }) => {
    const cv = ownCvs(db).find(user.id, params.cv_id);
    // Typst does not run in a browser: the download is a stand-in of the right type and name.
    const bytes = new TextEncoder().encode('%PDF-1.7 mock');
    const filename = cvPdfFilename(user.full_name, cv.title);
    return new HttpResponse(bytes.slice(), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      },
    });
  }),
];
