import { HttpResponse } from 'msw';
import { endpoints } from '../endpoints';
import { analysisServerTexts } from '../schemas/analysis';
import {
  APPLICATION_STAGES,
  applicationsSummary,
  coverLetterPdfFilename,
  salaryOrderDetail,
  salaryRangeInOrder,
  FREEZING_STAGE,
  type ApplicationListQuery,
  type ApplicationPublic,
  type ApplicationSort,
} from '../schemas/applications';
import { cvPdfFilename } from '../schemas/cv-layout';
import { APPLICATIONS_PER_USER_MAX, DUE_DAYS, FUNNEL_DAYS } from '../schemas/limits';
import { serverMessages } from '../schemas/messages';
import { mockAnalysis } from './analysis';
import type { MockDb } from './db';
import { MOCK_ADMIN_ID, MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';
import { fail, mockEndpoint, type MockDefinition } from './mock-endpoint';
import { ownedCollection } from './owned';
import { profileOf } from './profile';

const { applications } = endpoints;

/** A frozen CV's stand-in bytes (Typst does not run in a browser). */
const FROZEN_PDF = new TextEncoder().encode('%PDF-1.7 mock frozen CV');
const COVER_LETTER_PDF = new TextEncoder().encode('%PDF-1.7 mock cover letter');

const blank = {
  location: null,
  posting_url: null,
  posting_text: null,
  next_step: null,
  next_step_date: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  notes: null,
  cv_id: null,
  frozen_cv: null,
  analysis: null,
  analysed_at: null,
  cover_letter: null,
} satisfies Partial<ApplicationPublic>;

/** A day relative to MOCK_NOW, as an ISO timestamp at the same time of day. */
const daysFromNow = (days: number) =>
  new Date(Date.parse(MOCK_NOW) + days * 86_400_000).toISOString();
const dayFromNow = (days: number) => daysFromNow(days).slice(0, 10);

/**
 * The member's applications across every stage, as the board and the table show them, with what
 * is due this week; one belongs to the admin (never shown to the member). Newest change first.
 */
export function seedApplications(): ApplicationPublic[] {
  const member = MOCK_MEMBER_ID;
  return [
    {
      ...blank,
      id: mockId(501),
      title: 'Senior Frontend Engineer',
      company: 'Acme',
      location: 'Berlin (hybrid)',
      posting_url: 'https://jobs.example.com/acme/frontend',
      posting_text:
        'Required: 5+ years of React and TypeScript\nRequired: accessibility (WCAG)\nPreferred: design systems',
      stage: 'interview',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-20) },
        { stage: 'applied', at: daysFromNow(-18) },
        { stage: 'interview', at: daysFromNow(-3) },
      ],
      next_step: 'Technical interview',
      next_step_date: dayFromNow(2),
      contact_name: 'Dana Recruiter',
      contact_email: 'dana@acme.example',
      salary_min: 70_000,
      salary_max: 85_000,
      salary_currency: 'EUR',
      notes: 'Ask about the design system team.',
      cv_id: mockId(201),
      frozen_cv: {
        filename: cvPdfFilename('Bob Member', 'Frontend Engineer CV'),
        size: 48_213,
        cv_title: 'Frontend Engineer CV',
        frozen_at: daysFromNow(-18),
      },
      analysis: mockAnalysis(
        { filename: 'Frontend Engineer CV', path: `cvs/${mockId(201)}` },
        'https://jobs.example.com/acme/frontend',
      ),
      analysed_at: daysFromNow(-18),
      cover_letter:
        'Dear hiring team at Acme,\n\nI am applying for the Senior Frontend Engineer role.\n\nKind regards,\nBob Member',
      owner_id: member,
      created_at: daysFromNow(-20),
      updated_at: daysFromNow(-3),
    },
    {
      ...blank,
      id: mockId(502),
      title: 'Staff Engineer, Web Platform',
      company: 'Globex',
      location: 'Remote',
      posting_url: 'https://jobs.example.com/globex/staff-web',
      stage: 'applied',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-9) },
        { stage: 'applied', at: daysFromNow(-7) },
      ],
      next_step: 'Follow up with the recruiter',
      next_step_date: dayFromNow(-1),
      cv_id: mockId(201),
      frozen_cv: {
        filename: cvPdfFilename('Bob Member', 'Frontend Engineer CV'),
        size: 47_902,
        cv_title: 'Frontend Engineer CV',
        frozen_at: daysFromNow(-7),
      },
      owner_id: member,
      created_at: daysFromNow(-9),
      updated_at: daysFromNow(-7),
    },
    {
      ...blank,
      id: mockId(503),
      title: 'Frontend Developer',
      company: 'Initech',
      location: 'Munich',
      stage: 'saved',
      stage_history: [{ stage: 'saved', at: daysFromNow(-2) }],
      next_step: 'Tailor the CV',
      next_step_date: dayFromNow(5),
      owner_id: member,
      created_at: daysFromNow(-2),
      updated_at: daysFromNow(-2),
    },
    {
      ...blank,
      id: mockId(504),
      title: 'UI Engineer',
      company: 'Umbrella',
      stage: 'offer',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-40) },
        { stage: 'applied', at: daysFromNow(-38) },
        { stage: 'interview', at: daysFromNow(-25) },
        { stage: 'offer', at: daysFromNow(-4) },
      ],
      next_step: 'Answer the offer',
      next_step_date: dayFromNow(12),
      salary_min: 75_000,
      salary_currency: 'EUR',
      owner_id: member,
      created_at: daysFromNow(-40),
      updated_at: daysFromNow(-4),
    },
    {
      ...blank,
      id: mockId(505),
      title: 'React Engineer',
      company: 'Hooli',
      stage: 'rejected',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-30) },
        { stage: 'applied', at: daysFromNow(-29) },
        { stage: 'rejected', at: daysFromNow(-10) },
      ],
      owner_id: member,
      created_at: daysFromNow(-30),
      updated_at: daysFromNow(-10),
    },
    {
      ...blank,
      id: mockId(506),
      title: 'Product Designer',
      company: 'Vandelay',
      stage: 'withdrawn',
      stage_history: [
        { stage: 'saved', at: daysFromNow(-60) },
        { stage: 'withdrawn', at: daysFromNow(-50) },
      ],
      owner_id: member,
      created_at: daysFromNow(-60),
      updated_at: daysFromNow(-50),
    },
    {
      ...blank,
      id: mockId(507),
      title: 'Engineering Manager',
      company: 'Soylent',
      stage: 'saved',
      stage_history: [{ stage: 'saved', at: daysFromNow(-1) }],
      owner_id: MOCK_ADMIN_ID,
      created_at: daysFromNow(-1),
      updated_at: daysFromNow(-1),
    },
  ];
}

export const ownApplications = (db: MockDb) =>
  ownedCollection(db, 'applications', serverMessages.applicationNotFound);

const SEARCHED = [
  'title',
  'company',
  'location',
  'next_step',
  'contact_name',
  'notes',
] as const satisfies readonly (keyof ApplicationPublic)[];

/** The server's orders; ties go to the newest change, then the id. */
const orders: Record<ApplicationSort, (a: ApplicationPublic, b: ApplicationPublic) => number> = {
  updated: () => 0,
  created: (a, b) => b.created_at.localeCompare(a.created_at),
  // Soonest first; undated last.
  next_step_date: (a, b) => (a.next_step_date ?? '9999').localeCompare(b.next_step_date ?? '9999'),
  company: (a, b) => a.company.toLowerCase().localeCompare(b.company.toLowerCase()),
  title: (a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()),
  stage: (a, b) => APPLICATION_STAGES.indexOf(a.stage) - APPLICATION_STAGES.indexOf(b.stage),
};

function listApplications(db: MockDb, ownerId: string, query: ApplicationListQuery) {
  const needle = query.q?.toLowerCase();
  const rows = db.applications
    .filter((row) => row.owner_id === ownerId)
    .filter((row) => !query.stage || row.stage === query.stage)
    .filter(
      (row) => !needle || SEARCHED.some((field) => row[field]?.toLowerCase().includes(needle)),
    )
    .sort(
      (a, b) =>
        orders[query.sort](a, b) ||
        b.updated_at.localeCompare(a.updated_at) ||
        b.id.localeCompare(a.id),
    );
  return { data: rows.slice(query.skip, query.skip + query.limit), count: rows.length };
}

/** The attached CV must be one of the caller's CVs. */
function checkCv(db: MockDb, ownerId: string, cvId: string | null | undefined) {
  if (cvId && !db.cvs.some((cv) => cv.id === cvId && cv.owner_id === ownerId)) {
    fail(422, serverMessages.attachedCvNotFound);
  }
}

/** Addresses the server never fetches (the same refusal, shortened to what the mocks can tell). */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[?::1\]?$)/;

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new HttpResponse(bytes.slice(), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });

export function applicationMocks(newId: (db: MockDb) => string): MockDefinition[] {
  return [
    mockEndpoint(applications.list, ({ db, user, query }) => listApplications(db, user.id, query)),
    mockEndpoint(applications.create, ({ db, user, body }) => {
      if (
        db.applications.filter((row) => row.owner_id === user.id).length >=
        APPLICATIONS_PER_USER_MAX
      ) {
        fail(409, serverMessages.tooManyApplications);
      }
      checkCv(db, user.id, body.cv_id);
      return ownApplications(db).add({
        ...blank,
        ...body,
        id: newId(db),
        stage: 'saved',
        stage_history: [{ stage: 'saved', at: MOCK_NOW }],
        owner_id: user.id,
        created_at: MOCK_NOW,
        updated_at: MOCK_NOW,
      });
    }),
    mockEndpoint(applications.get, ({ db, user, params }) =>
      ownApplications(db).find(user.id, params.application_id),
    ),
    mockEndpoint(applications.update, ({ db, user, params, body }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      checkCv(db, user.id, body.cv_id);
      const min = body.salary_min === undefined ? row.salary_min : body.salary_min;
      const max = body.salary_max === undefined ? row.salary_max : body.salary_max;
      if (!salaryRangeInOrder(min, max)) fail(422, salaryOrderDetail);
      return ownApplications(db).update(user.id, params.application_id, {
        ...body,
        updated_at: MOCK_NOW,
      });
    }),
    mockEndpoint(applications.delete, ({ db, user, params }) => {
      const row = ownApplications(db).remove(user.id, params.application_id);
      db.fileBytes.delete(`frozen:${row.id}`);
      return { message: serverMessages.applicationDeleted };
    }),
    mockEndpoint(applications.summary, ({ db, user }) =>
      applicationsSummary(
        db.applications.filter((row) => row.owner_id === user.id),
        MOCK_NOW.slice(0, 10),
        { dueDays: DUE_DAYS, funnelDays: FUNNEL_DAYS },
      ),
    ),
    // The mocks fetch nothing: any public address reads as the same posting.
    mockEndpoint(applications.prefill, ({ body }) => {
      const host = new URL(body.posting_url).hostname;
      if (PRIVATE_HOST.test(host)) {
        fail(
          422,
          serverMessages.postingNotRead.replace('{reason}', analysisServerTexts.urlRefused),
        );
      }
      return {
        title: 'Senior Frontend Engineer',
        company: 'Acme',
        location: 'Berlin',
        posting_url: body.posting_url,
        posting_text: 'Required: 5+ years of React and TypeScript\nPreferred: design systems',
      };
    }),
    mockEndpoint(applications.move, ({ db, user, params, body }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      if (row.stage === body.stage) return row;
      const changes: Partial<ApplicationPublic> = {
        stage: body.stage,
        stage_history: [...row.stage_history, { stage: body.stage, at: MOCK_NOW }],
        updated_at: MOCK_NOW,
      };
      const cv = db.cvs.find((one) => one.id === row.cv_id && one.owner_id === user.id);
      if (body.stage === FREEZING_STAGE && cv && !row.frozen_cv) {
        db.fileBytes.set(`frozen:${row.id}`, FROZEN_PDF);
        changes.frozen_cv = {
          filename: cvPdfFilename(user.full_name, cv.title),
          size: FROZEN_PDF.length,
          cv_title: cv.title,
          frozen_at: MOCK_NOW,
        };
      }
      return ownApplications(db).update(user.id, row.id, changes);
    }),
    mockEndpoint(applications.frozenCv, ({ db, user, params }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      if (!row.frozen_cv) fail(404, serverMessages.noFrozenCv);
      return pdfResponse(
        db.fileBytes.get(`frozen:${row.id}`) ?? FROZEN_PDF,
        row.frozen_cv.filename,
      );
    }),
    mockEndpoint(applications.analyse, ({ db, user, params }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      if (!row.posting_text && !row.posting_url) fail(409, serverMessages.analysisNeedsPosting);
      const cv = db.cvs.find((one) => one.id === row.cv_id && one.owner_id === user.id);
      if (!cv) fail(409, serverMessages.analysisNeedsCv);
      return ownApplications(db).update(user.id, row.id, {
        analysis: mockAnalysis(
          { filename: row.frozen_cv?.filename ?? cv.title, path: `cvs/${cv.id}` },
          row.posting_url ?? '',
        ),
        analysed_at: MOCK_NOW,
        updated_at: MOCK_NOW,
      });
    }),
    // A stand-in of the server's draft: only what the application and the profile give.
    mockEndpoint(applications.draftCoverLetter, ({ db, user, params }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      const summary = profileOf(db, user.id).basic_info?.professional_summary;
      const paragraphs = [
        `Dear hiring team at ${row.company},`,
        `I am applying for the ${row.title} role.`,
        ...(summary ? [summary] : []),
        ['Kind regards,', ...(user.full_name ? [user.full_name] : [])].join('\n'),
      ];
      return { cover_letter: paragraphs.join('\n\n') };
    }),
    mockEndpoint(applications.saveCoverLetter, ({ db, user, params, body }) =>
      ownApplications(db).update(user.id, params.application_id, {
        cover_letter: body.cover_letter.trim() ? body.cover_letter : null,
        updated_at: MOCK_NOW,
      }),
    ),
    mockEndpoint(applications.coverLetterPdf, ({ db, user, params }) => {
      const row = ownApplications(db).find(user.id, params.application_id);
      if (!row.cover_letter) fail(409, serverMessages.noCoverLetter);
      return pdfResponse(COVER_LETTER_PDF, coverLetterPdfFilename(user.full_name, row.company));
    }),
  ];
}
