import { endpoints } from '@vita/api/endpoints';
import {
  analysisServerTexts,
  COVER_LETTER_MAX_LENGTH,
  cutAtBoundary,
  applicationsSummary,
  coverLetterPdfFilename,
  cvPdfFilename,
  DUE_DAYS,
  FREEZING_STAGE,
  FUNNEL_DAYS,
  POSTING_TEXT_MAX_LENGTH,
  salaryOrderDetail,
  salaryRangeInOrder,
  serverMessages,
  TITLE_MAX_LENGTH,
  type AnalysisResult,
  type CvLayout,
  type Profile,
} from '@vita/api/schemas';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { clientGone } from '../../http/client-gone';
import { contentDisposition } from '../../http/content-disposition';
import { implement } from '../../http/endpoint';
import { isUnreadableDocument } from '../../http/error-handler';
import { HttpError, RequestValidationError } from '../../http/errors';
import { postingRefusal } from '../../http/posting-refusal';
import { renderRefusal } from '../../http/render-refusal';
import { AssistantError, type Assistant } from '../../infra/assistant';
import { coverLetterFacts, draftCoverLetter } from '../../infra/assistant/offline';
import type { Database } from '../../infra/db';
import type { FairQueue } from '../../infra/fair-queue';
import type { ApplicationRow, CvRow, UserRow } from '../../infra/db/schema';
import { letterDate, toCvDocument, type CvRenderer } from '../../infra/export';
import {
  fetchPosting,
  type FetchedPage,
  type FetchPostingOptions,
  type PostingReader,
} from '../../infra/analysis';
import { toApplicationPublic } from './mapping';
import {
  deleteOwnApplication,
  findOwnApplication,
  insertApplication,
  listApplications,
  moveOwnApplication,
  setAnalysis,
  setCoverLetter,
  setFrozenCv,
  summaryRows,
  updateOwnApplication,
} from './repository';

/** What the applications need from elsewhere, handed in by the app. */
export interface ApplicationDependencies {
  renderer: CvRenderer;
  /** The turns every print of the app takes, CV exports included: one member's at a time. */
  prints: FairQueue;
  readProfile(db: Database, ownerId: string): Promise<Profile>;
  /** The owner's CV (built in Vita) and the layout it prints with; undefined when not theirs. */
  findCv(
    db: Database,
    id: string,
    ownerId: string,
  ): Promise<{ cv: CvRow; layout: CvLayout } | undefined>;
  /** Frozen CVs, stored like the owner's uploaded files (see cv-files). */
  files: {
    keep(
      ownerId: string,
      pdf: Uint8Array,
      filename: string,
      log: FastifyBaseLogger,
    ): Promise<{ id: string; size: number }>;
    bytes(ownerId: string, id: string, log: FastifyBaseLogger): Promise<Buffer | null>;
    release(
      db: Database,
      ownerId: string,
      id: string,
    ): Promise<(log: FastifyBaseLogger) => Promise<void>>;
  };
  /** The text of a PDF, as the CV reader extracts it; null when none can be read. */
  pdfText(pdf: Uint8Array, ownerId: string, signal: AbortSignal): Promise<string | null>;
  postings: Pick<PostingReader, 'read' | 'analyse'>;
  /** How postings are fetched (hosts admitted past the address check, time bounds). */
  fetch?: Omit<FetchPostingOptions, 'signal'>;
  /** Words the cover letter from the draft's facts when a language model is configured. */
  assistant: Pick<Assistant, 'info' | 'stream'>;
  /** Today (YYYY-MM-DD, UTC): the summary's week and funnel, the analysis's years, the letter's date. */
  today(): string;
}

/** What the model is asked, beside the facts in its instructions. */
const COVER_LETTER_REQUEST = 'Write my cover letter for this application.';

const saveByHand = (reason: string) => serverMessages.postingNotRead.replace('{reason}', reason);

/**
 * A posting's lines as one text, one a line, as many whole lines as an application keeps: what
 * the analysis reads, and what a person edits.
 */
function postingLines(posting: {
  required: string[];
  preferred: string[];
  responsibilities: string[];
}) {
  const kept: string[] = [];
  let length = 0;
  for (const line of [...posting.required, ...posting.preferred, ...posting.responsibilities]) {
    const added = (kept.length ? 1 : 0) + line.length;
    if (length + added > POSTING_TEXT_MAX_LENGTH) break;
    kept.push(line);
    length += added;
  }
  return kept.length ? kept.join('\n') : null;
}

/** A one-line field of the posting, cut to what an application keeps. */
const oneLine = (value: string | null) => value?.slice(0, TITLE_MAX_LENGTH).trim() || null;

const sendPdf = (reply: FastifyReply, pdf: Uint8Array, filename: string) =>
  reply
    .type('application/pdf')
    .header('content-length', String(pdf.byteLength))
    .header('content-disposition', contentDisposition(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));

/**
 * Applications: every user, superusers included, sees only their own; another's answers 404.
 * Moving one to Applied with a CV attached keeps that CV's PDF as it prints at that moment.
 */
export const applicationsRoutes = (deps: ApplicationDependencies) =>
  implement(endpoints.applications, (app) => {
    async function own(id: string, ownerId: string): Promise<ApplicationRow> {
      const row = await findOwnApplication(app.db, id, ownerId);
      if (!row) throw new HttpError(404, serverMessages.applicationNotFound);
      return row;
    }

    async function checkCv(cvId: string | null | undefined, ownerId: string) {
      if (cvId && !(await deps.findCv(app.db, cvId, ownerId))) {
        throw new HttpError(422, serverMessages.attachedCvNotFound);
      }
    }

    /**
     * The CV as it prints now, from the owner's profile and the CV's layout, printed on the
     * member's turn like a CV export (a burst of moves to Applied waits behind the member's own
     * prints, not everyone's).
     */
    function printCv(cv: CvRow, layout: CvLayout, user: UserRow, log: FastifyBaseLogger) {
      return deps.prints.run(user.id, async () => {
        const profile = await deps.readProfile(app.db, user.id);
        const doc = toCvDocument(profile, user, cv, layout);
        try {
          return await deps.renderer.pdf(doc, layout.template);
        } catch (error) {
          renderRefusal(error, log);
        }
      });
    }

    /** Freezes the attached CV, once: what was sent stays as it was sent. */
    async function freeze(row: ApplicationRow, user: UserRow, log: FastifyBaseLogger) {
      if (row.frozen_file_id || !row.cv_id) return;
      const found = await deps.findCv(app.db, row.cv_id, user.id);
      if (!found) return;
      const pdf = await printCv(found.cv, found.layout, user, log);
      const filename = cvPdfFilename(user.full_name, found.cv.title);
      const file = await deps.files.keep(user.id, pdf, filename, log);
      const kept = await setFrozenCv(app.db, row.id, user.id, {
        file_id: file.id,
        filename,
        size: file.size,
        cv_title: found.cv.title,
      });
      // Frozen by a move at the same moment, or deleted meanwhile: this copy is not needed.
      if (!kept) await (await deps.files.release(app.db, user.id, file.id))(log);
    }

    /** The CV text an analysis reads: the frozen CV once sent, else the attached CV as it prints now. */
    async function cvText(
      row: ApplicationRow,
      user: UserRow,
      log: FastifyBaseLogger,
      signal: AbortSignal,
    ) {
      let pdf: Uint8Array | null;
      let filename: string;
      if (row.frozen_file_id && row.frozen_filename) {
        pdf = await deps.files.bytes(user.id, row.frozen_file_id, log);
        filename = row.frozen_filename;
      } else {
        const found = row.cv_id ? await deps.findCv(app.db, row.cv_id, user.id) : undefined;
        if (!found) throw new HttpError(409, serverMessages.analysisNeedsCv);
        pdf = await printCv(found.cv, found.layout, user, log);
        filename = cvPdfFilename(user.full_name, found.cv.title);
      }
      if (!pdf) throw new HttpError(409, serverMessages.analysisNeedsCv);
      const text = await deps.pdfText(pdf, user.id, signal);
      if (!text?.trim()) throw new HttpError(422, analysisServerTexts.cvNoText);
      return { filename, text };
    }

    /** The posting an analysis reads: the text kept with the application, else its address fetched. */
    async function postingPage(row: ApplicationRow, signal: AbortSignal): Promise<FetchedPage> {
      if (row.posting_text?.trim()) {
        return {
          url: row.posting_url ?? '',
          kind: 'text',
          body: `${row.title}\n${row.posting_text}`,
        };
      }
      if (!row.posting_url) throw new HttpError(409, serverMessages.analysisNeedsPosting);
      try {
        return await fetchPosting(row.posting_url, { ...deps.fetch, signal });
      } catch (error) {
        postingRefusal(error);
      }
    }

    const hasPosting = (row: ApplicationRow) =>
      Boolean(row.posting_text?.trim() || row.posting_url);
    const hasCv = (row: ApplicationRow) => Boolean(row.cv_id || row.frozen_file_id);

    /** The analysis of the application's posting against its CV (the one sent, once frozen). */
    async function analysisOf(
      row: ApplicationRow,
      user: UserRow,
      log: FastifyBaseLogger,
      signal: AbortSignal,
    ): Promise<AnalysisResult> {
      if (!hasPosting(row)) throw new HttpError(409, serverMessages.analysisNeedsPosting);
      if (!hasCv(row)) throw new HttpError(409, serverMessages.analysisNeedsCv);
      const [page, cv] = await Promise.all([
        postingPage(row, signal),
        cvText(row, user, log, signal),
      ]);
      try {
        const analysis = await deps.postings.analyse(
          {
            page,
            cv: { filename: cv.filename, path: `applications/${row.id}`, text: cv.text },
            today: deps.today(),
          },
          { owner: user.id, signal },
        );
        if (!analysis) throw new HttpError(422, analysisServerTexts.notAPosting);
        return analysis.result;
      } catch (error) {
        postingRefusal(error);
      }
    }

    return {
      async list({ user, query }) {
        const { rows, count } = await listApplications(app.db, user.id, query);
        return { data: rows.map(toApplicationPublic), count };
      },

      async create({ user, body }) {
        await checkCv(body.cv_id, user.id);
        const row = await insertApplication(app.db, user.id, body);
        if (row === 'full') throw new HttpError(409, serverMessages.tooManyApplications);
        return toApplicationPublic(row);
      },

      get: async ({ user, params }) =>
        toApplicationPublic(await own(params.application_id, user.id)),

      async update({ user, params, body }) {
        const row = await own(params.application_id, user.id);
        await checkCv(body.cv_id, user.id);
        const min = body.salary_min === undefined ? row.salary_min : body.salary_min;
        const max = body.salary_max === undefined ? row.salary_max : body.salary_max;
        if (!salaryRangeInOrder(min, max)) throw new RequestValidationError(salaryOrderDetail);
        const updated = await updateOwnApplication(app.db, row.id, user.id, body);
        if (!updated) throw new HttpError(404, serverMessages.applicationNotFound);
        return toApplicationPublic(updated);
      },

      async delete({ request, user, params }) {
        const cleanUp = await app.db.transaction(async (tx) => {
          const deleted = await deleteOwnApplication(tx, params.application_id, user.id);
          if (!deleted) throw new HttpError(404, serverMessages.applicationNotFound);
          return deleted.frozenFileId
            ? deps.files.release(tx, user.id, deleted.frozenFileId)
            : null;
        });
        await cleanUp?.(request.log);
        return { message: serverMessages.applicationDeleted };
      },

      async summary({ user }) {
        const rows = await summaryRows(app.db, user.id);
        return applicationsSummary(
          rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
          deps.today(),
          { dueDays: DUE_DAYS, funnelDays: FUNNEL_DAYS },
        );
      },

      async prefill({ reply, body }) {
        const signal = clientGone(reply);
        let posting;
        try {
          const page = await fetchPosting(body.posting_url, { ...deps.fetch, signal });
          posting = await deps.postings.read(page);
        } catch (error) {
          postingRefusal(error, saveByHand);
        }
        if (!posting) throw new HttpError(422, saveByHand(analysisServerTexts.notAPosting));
        return {
          title: oneLine(posting.title),
          company: oneLine(posting.company),
          location: oneLine(posting.location),
          posting_url: body.posting_url,
          posting_text: postingLines(posting),
        };
      },

      async move({ request, user, params, body }) {
        const row = await own(params.application_id, user.id);
        if (row.stage === body.stage) return toApplicationPublic(row);
        // Frozen first: a move to Applied that cannot keep its CV (storage full, a render refused)
        // is refused whole, and the application stays where it was.
        if (body.stage === FREEZING_STAGE) await freeze(row, user, request.log);
        const moved = await moveOwnApplication(app.db, row.id, user.id, body.stage);
        if (!moved) throw new HttpError(404, serverMessages.applicationNotFound);
        return toApplicationPublic(moved);
      },

      frozenCv: {
        route: { schema: { produces: ['application/pdf'] } },
        async handler({ request, reply, user, params }) {
          const row = await own(params.application_id, user.id);
          const bytes =
            row.frozen_file_id && row.frozen_filename
              ? await deps.files.bytes(user.id, row.frozen_file_id, request.log)
              : null;
          if (!bytes || !row.frozen_filename) throw new HttpError(404, serverMessages.noFrozenCv);
          return sendPdf(reply, bytes, row.frozen_filename);
        },
      },

      async analyse({ request, reply, user, params }) {
        const row = await own(params.application_id, user.id);
        const result = await analysisOf(row, user, request.log, clientGone(reply));
        const updated = await setAnalysis(app.db, row.id, user.id, result);
        if (!updated) throw new HttpError(404, serverMessages.applicationNotFound);
        return toApplicationPublic(updated);
      },

      async draftCoverLetter({ request, reply, user, params }) {
        const row = await own(params.application_id, user.id);
        const profile = await deps.readProfile(app.db, user.id);
        // The requirements a letter argues come from an analysis: the one kept with the
        // application, or, when there is none yet but there is a posting and a CV to send, the
        // same analysis made now for the letter (not kept: the member runs it to see it). A
        // posting or CV that cannot be read leaves the letter to the profile's own facts.
        let analysis = row.analysis;
        if (!analysis && hasPosting(row) && hasCv(row)) {
          try {
            analysis = await analysisOf(row, user, request.log, clientGone(reply));
          } catch (error) {
            if (!(error instanceof HttpError) && !isUnreadableDocument(error)) throw error;
            request.log.info({ err: error }, 'the cover letter was drafted without an analysis');
          }
        }
        const facts = coverLetterFacts({ profile, user, application: row, analysis });
        const draft = draftCoverLetter(facts);
        if (deps.assistant.info.offline) return { cover_letter: draft };
        // A language model words the letter from the same facts; should it fail, the built-in
        // draft still gives the member a letter to edit.
        try {
          let worded = '';
          for await (const piece of deps.assistant.stream({
            grounding: {
              user,
              profile,
              cvs: [],
              attachments: [],
              history: [],
              today: deps.today(),
            },
            message: COVER_LETTER_REQUEST,
            signal: clientGone(reply),
            letter: { facts, draft },
          })) {
            worded += piece;
          }
          worded = worded.trim();
          if (worded.length > COVER_LETTER_MAX_LENGTH) {
            worded = cutAtBoundary(worded.slice(0, COVER_LETTER_MAX_LENGTH));
          }
          return { cover_letter: worded || draft };
        } catch (error) {
          if (!(error instanceof AssistantError)) throw error;
          request.log.warn({ err: error }, 'the cover letter was drafted without the model');
          return { cover_letter: draft };
        }
      },

      async saveCoverLetter({ user, params, body }) {
        await own(params.application_id, user.id);
        const text = body.cover_letter.trim() ? body.cover_letter : null;
        const updated = await setCoverLetter(app.db, params.application_id, user.id, text);
        if (!updated) throw new HttpError(404, serverMessages.applicationNotFound);
        return toApplicationPublic(updated);
      },

      coverLetterPdf: {
        route: { schema: { produces: ['application/pdf'] } },
        async handler({ request, reply, user, params }) {
          const row = await own(params.application_id, user.id);
          const letter = row.cover_letter;
          if (!letter?.trim()) throw new HttpError(409, serverMessages.noCoverLetter);
          // The letter takes the look and paper of its CV, so the two read as one application.
          const found = row.cv_id ? await deps.findCv(app.db, row.cv_id, user.id) : undefined;
          const profile = await deps.readProfile(app.db, user.id);
          const doc = toCvDocument(
            profile,
            user,
            found?.cv ?? { title: row.title },
            found?.layout ?? {},
          );
          const filename = coverLetterPdfFilename(user.full_name, row.company);
          const pdf = await deps.prints.run(
            user.id,
            async () => {
              try {
                return await deps.renderer.letterPdf({
                  title: filename.replace(/\.pdf$/, ''),
                  paper: doc.paper,
                  style: found?.layout.template ?? 'ats',
                  person: doc.person,
                  company: row.company,
                  role: row.title,
                  date: letterDate(deps.today()),
                  body: letter,
                });
              } catch (error) {
                renderRefusal(error, request.log);
              }
            },
            clientGone(reply),
          );
          return sendPdf(reply, pdf, filename);
        },
      },
    };
  });
