import { expect } from 'vitest';
import { messages, serverMessages } from '../schemas/messages';
import { TINY_PDF, pdf, type ContractScenario } from './scenario-kit';
import { expectFailure } from './target';

/** The scenarios of CV files. */
export const cvFileScenarios: ContractScenario[] = [
  {
    name: 'CV files: upload a PDF, list, download its bytes, delete',
    async run(target) {
      const { api } = await target.signUpAndSignIn('files');
      const file = await api.cvFiles.upload({ body: { file: pdf('My résumé.pdf') } });
      expect(file).toEqual({
        id: expect.any(String),
        filename: 'My résumé.pdf',
        content_type: 'application/pdf',
        size: TINY_PDF.length,
        path: `cv-files/${file.id}`,
        created_at: expect.any(String),
      });
      // Kept as a display name only: no folders, no invisible direction marks.
      const newer = await api.cvFiles.upload({ body: { file: pdf('folder/new\u202Eer.pdf') } });
      expect(newer.filename).toBe('newer.pdf');
      expect(await api.cvFiles.list()).toEqual({ data: [newer, file], count: 2 });
      expect(await api.cvFiles.list({ query: { skip: 1 } })).toEqual({ data: [file], count: 2 });
      const blob = await api.cvFiles.download({ params: { file_id: file.id } });
      expect(new Uint8Array(await blob.arrayBuffer())).toEqual(TINY_PDF);
      expect(await api.cvFiles.delete({ params: { file_id: file.id } })).toEqual({
        message: serverMessages.fileDeleted,
      });
      await expectFailure(
        api.cvFiles.download({ params: { file_id: file.id } }),
        404,
        serverMessages.fileNotFound,
      );
      expect(await api.cvFiles.list()).toEqual({ data: [newer], count: 1 });
    },
  },
  {
    name: 'CV files: the stored name ends in the extension of the kind the bytes are',
    async run(target) {
      const { api } = await target.signUpAndSignIn('file-names');
      const cases: [string, string][] = [
        ['cv.html', 'cv.pdf'],
        ['setup.EXE', 'setup.pdf'],
        ['Lebenslauf', 'Lebenslauf.pdf'],
        ['Jane Doe v2.1', 'Jane Doe v2.1.pdf'],
        ['résumé.PDF', 'résumé.pdf'],
      ];
      for (const [sent, kept] of cases) {
        const file = await api.cvFiles.upload({ body: { file: pdf(sent) } });
        expect({ sent, filename: file.filename, type: file.content_type }).toEqual({
          sent,
          filename: kept,
          type: 'application/pdf',
        });
      }
    },
  },
  {
    name: 'CV files: refused by their bytes, and 404 for another user',
    async run(target) {
      const owner = await target.signUpAndSignIn('file-owner');
      const stranger = await target.signUpAndSignIn('file-stranger');
      const text = new File(['just some notes'], 'notes.pdf', { type: 'application/pdf' });
      await expectFailure(
        owner.api.cvFiles.upload({ body: { file: text } }),
        415,
        messages.fileInvalidType,
      );
      const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
      await expectFailure(
        owner.api.cvFiles.upload({ body: { file: empty } }),
        422,
        messages.fileInvalid,
      );
      const file = await owner.api.cvFiles.upload({ body: { file: pdf() } });
      const params = { file_id: file.id };
      await expectFailure(
        stranger.api.cvFiles.download({ params }),
        404,
        serverMessages.fileNotFound,
      );
      await expectFailure(
        stranger.api.cvFiles.delete({ params }),
        404,
        serverMessages.fileNotFound,
      );
      expect(await stranger.api.cvFiles.list()).toEqual({ data: [], count: 0 });
      expect(await owner.api.cvFiles.list()).toEqual({ data: [file], count: 1 });
    },
  },
];
