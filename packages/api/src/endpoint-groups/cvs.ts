import { z } from 'zod';
import { endpoint, ownedResource } from '../endpoint-kit';
import { MessageSchema, PaginationQuerySchema } from '../schemas/common';
import {
  CvCreateSchema,
  CvFileIdParamsSchema,
  CvFileUploadSchema,
  CvIdParamsSchema,
  CvPublicSchema,
  CvsPublicSchema,
  CvUpdateSchema,
} from '../schemas/cvs';
import { CvFilePublicSchema, CvFilesPublicSchema } from '../schemas/cv-files';
import { AnalysisResultSchema } from '../schemas/analysis';
import {
  CvLayoutSchema,
  CvPreviewQuerySchema,
  CvPreviewSchema,
  CvRenderQuerySchema,
} from '../schemas/cv-layout';

/** The bytes of a downloaded file (documentation; a download is never parsed). */
const FileBytesSchema = z.string().meta({ format: 'binary', description: 'The bytes as uploaded' });
const PdfBytesSchema = z.string().meta({ format: 'binary', description: 'A PDF document' });

export const cvs = {
  ...ownedResource({
    base: '/cv/',
    id: 'cv_id',
    tag: 'cvs',
    one: 'a CV',
    many: 'CVs',
    params: CvIdParamsSchema,
    create: CvCreateSchema,
    update: CvUpdateSchema,
    record: CvPublicSchema,
    list: CvsPublicSchema,
  }),
  layout: endpoint({
    method: 'PUT',
    path: '/cv/{cv_id}/layout',
    access: 'user',
    tag: 'cvs',
    summary:
      'Choose how a CV prints: its template, paper, section order and the entries it leaves out (the profile is unchanged)',
    params: CvIdParamsSchema,
    body: CvLayoutSchema,
    response: CvPublicSchema,
    errors: { 404: 'No such CV of the caller' },
  }),
  exportPdf: endpoint({
    method: 'GET',
    path: '/cv/{cv_id}/export.pdf',
    access: 'user',
    tag: 'cvs',
    summary:
      "Download a CV as a PDF, made from the caller's profile and the CV's layout (the query may change the template or paper for this download)",
    params: CvIdParamsSchema,
    query: CvRenderQuerySchema,
    response: PdfBytesSchema,
    binary: true,
    errors: {
      404: 'No such CV of the caller',
      422: 'The CV could not be rendered (too large, or a template failed on it)',
      503: 'Too many CVs are being rendered: try again in a moment',
    },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/cv/{cv_id}/preview',
    access: 'user',
    tag: 'cvs',
    summary:
      'One page of a CV as it prints, as an SVG picture, with the number of pages (the query may change the template or paper)',
    params: CvIdParamsSchema,
    query: CvPreviewQuerySchema,
    response: CvPreviewSchema,
    errors: {
      404: 'No such CV of the caller, or no such page',
      422: 'The CV could not be rendered (too large, or a template failed on it)',
      503: 'Too many CVs are being rendered: try again in a moment',
    },
  }),
  analyse: endpoint({
    method: 'POST',
    path: '/cv/{cv_id}/analysis',
    access: 'user',
    tag: 'cvs',
    summary:
      'Compare an own CV, as it prints, with the posting at the address it stores as its target job (the result is not kept)',
    params: CvIdParamsSchema,
    response: AnalysisResultSchema,
    errors: {
      404: 'No such CV of the caller',
      409: 'The CV stores no posting address',
      422: 'The posting could not be fetched or read, or the CV could not be rendered or gave no text',
      503: 'Too many CVs are being rendered or analysed: try again in a moment',
    },
  }),
};

export const cvFiles = {
  list: endpoint({
    method: 'GET',
    path: '/cv/files/',
    access: 'user',
    tag: 'cv-files',
    summary: 'Own uploaded CV files, newest first',
    query: PaginationQuerySchema,
    response: CvFilesPublicSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/cv/upload',
    access: 'user',
    tag: 'cv-files',
    summary: 'Upload a CV file (multipart, field "file": PDF, DOC or DOCX, at most 10 MB)',
    body: CvFileUploadSchema,
    encoding: 'multipart',
    response: CvFilePublicSchema,
    errors: {
      413: 'The file is larger than 10 MB, or the file storage of the user is full',
      415: 'The body is not multipart, or the bytes are not a PDF, DOC or DOCX file',
    },
  }),
  download: endpoint({
    method: 'GET',
    path: '/cv/files/{file_id}/download',
    access: 'user',
    tag: 'cv-files',
    summary: 'Download an own CV file',
    params: CvFileIdParamsSchema,
    response: FileBytesSchema,
    binary: true,
    errors: { 404: 'No such file of the caller' },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/cv/files/{file_id}',
    access: 'user',
    tag: 'cv-files',
    summary: 'Delete an own CV file and its bytes',
    params: CvFileIdParamsSchema,
    response: MessageSchema,
    errors: { 404: 'No such file of the caller' },
  }),
};
