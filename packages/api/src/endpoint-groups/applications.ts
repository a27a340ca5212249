import { z } from 'zod';
import { endpoint, ownedResource } from '../endpoint-kit';
import {
  ApplicationCreateSchema,
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationMoveSchema,
  ApplicationPrefillBodySchema,
  ApplicationPrefillSchema,
  ApplicationPublicSchema,
  ApplicationsPublicSchema,
  ApplicationsSummarySchema,
  ApplicationUpdateSchema,
  CoverLetterSchema,
} from '../schemas/applications';

const PdfBytesSchema = z.string().meta({ format: 'binary', description: 'A PDF document' });

const owned = ownedResource({
  base: '/applications/',
  id: 'application_id',
  tag: 'applications',
  one: 'an application',
  many: 'applications',
  params: ApplicationIdParamsSchema,
  create: ApplicationCreateSchema,
  update: ApplicationUpdateSchema,
  record: ApplicationPublicSchema,
  list: ApplicationsPublicSchema,
});

const notFound = 'No such application of the caller';
const renderErrors = {
  422: 'The document could not be rendered (too large, or a template failed on it)',
  503: 'Too many documents are being rendered: try again in a moment',
} as const;

export const applications = {
  ...owned,
  list: endpoint({
    ...owned.list,
    summary:
      'Own applications, a page at a time: of one stage or all, matching a search, in the order asked (last changed first by default)',
    query: ApplicationListQuerySchema,
  }),
  create: endpoint({
    ...owned.create,
    summary: 'Save an application (its stage is Saved)',
    errors: {
      409: 'The caller keeps the most applications Vita holds',
      422: 'The attached CV is not one of the caller’s',
    },
  }),
  update: endpoint({
    ...owned.update,
    errors: {
      404: notFound,
      422: 'The attached CV is not one of the caller’s, or the salary range is reversed',
    },
  }),
  delete: endpoint({
    ...owned.delete,
    summary: 'Delete an own application with its frozen CV',
  }),
  summary: endpoint({
    method: 'GET',
    path: '/applications/summary',
    access: 'user',
    tag: 'applications',
    summary:
      'What is due this week, and how far the applications of the last 90 days got (saved, applied, interview, offer)',
    response: ApplicationsSummarySchema,
  }),
  prefill: endpoint({
    method: 'POST',
    path: '/applications/prefill',
    access: 'user',
    tag: 'applications',
    summary:
      'Read a job posting from its address into the fields of a new application (nothing is saved)',
    body: ApplicationPrefillBodySchema,
    response: ApplicationPrefillSchema,
    errors: {
      422: 'The posting could not be fetched or read; the application can still be typed in',
      503: 'Too many postings are being read: try again in a moment',
    },
  }),
  move: endpoint({
    method: 'POST',
    path: '/applications/{application_id}/stage',
    access: 'user',
    tag: 'applications',
    summary:
      'Move an own application to a stage, recording the day; moving it to Applied with a CV attached keeps that CV as it prints now',
    params: ApplicationIdParamsSchema,
    body: ApplicationMoveSchema,
    response: ApplicationPublicSchema,
    errors: {
      404: notFound,
      413: 'The file storage of the caller is full',
      ...renderErrors,
    },
  }),
  frozenCv: endpoint({
    method: 'GET',
    path: '/applications/{application_id}/frozen-cv.pdf',
    access: 'user',
    tag: 'applications',
    summary: 'Download the CV kept with an own application, as it printed when it was sent',
    params: ApplicationIdParamsSchema,
    response: PdfBytesSchema,
    binary: true,
    errors: { 404: 'No such application of the caller, or it keeps no CV' },
  }),
  analyse: endpoint({
    method: 'POST',
    path: '/applications/{application_id}/analysis',
    access: 'user',
    tag: 'applications',
    summary:
      'Compare the posting of an own application (its pasted text, or its address) with its CV (the frozen one once sent) and keep the result',
    params: ApplicationIdParamsSchema,
    response: ApplicationPublicSchema,
    errors: {
      404: notFound,
      409: 'The application has no posting, or no CV attached',
      422: 'The posting could not be fetched or read, or the CV gave no text',
      503: 'Too many postings or CVs are being read: try again in a moment',
    },
  }),
  draftCoverLetter: endpoint({
    method: 'POST',
    path: '/applications/{application_id}/cover-letter/draft',
    access: 'user',
    tag: 'applications',
    summary:
      'A first cover letter for an own application, from the profile and the posting only (nothing is saved)',
    params: ApplicationIdParamsSchema,
    response: CoverLetterSchema,
    errors: { 404: notFound },
  }),
  saveCoverLetter: endpoint({
    method: 'PUT',
    path: '/applications/{application_id}/cover-letter',
    access: 'user',
    tag: 'applications',
    summary: 'Keep the cover letter of an own application as edited (empty removes it)',
    params: ApplicationIdParamsSchema,
    body: CoverLetterSchema,
    response: ApplicationPublicSchema,
    errors: { 404: notFound },
  }),
  coverLetterPdf: endpoint({
    method: 'GET',
    path: '/applications/{application_id}/cover-letter.pdf',
    access: 'user',
    tag: 'applications',
    summary:
      'Download the cover letter of an own application as a PDF, in the template and paper of its CV',
    params: ApplicationIdParamsSchema,
    response: PdfBytesSchema,
    binary: true,
    errors: {
      404: 'No such application of the caller',
      409: 'The application has no cover letter',
      ...renderErrors,
    },
  }),
};
