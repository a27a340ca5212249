import { expect } from 'vitest';
import { cvExportTexts, cvPageNotFound, defaultCvLayout } from '../schemas/cv-layout';
import { messages, serverMessages } from '../schemas/messages';
import type { ContractScenario } from './scenario-kit';
import { expectFailure } from './target';

/** The scenarios of CVs, their header, layout, previews and export. */
export const cvScenarios: ContractScenario[] = [
  {
    name: 'CVs: create with defaults, empty fields stored as null, partial update, delete',
    async run(target) {
      const { api, user } = await target.signUpAndSignIn('cvs');
      const cv = await api.cvs.create({
        body: {
          title: 'Backend CV',
          description: '',
          target_company: '',
          target_job_posting_url: '',
          linkedin_profile_url: null,
        },
      });
      expect(cv).toEqual({
        id: expect.any(String),
        title: 'Backend CV',
        description: null,
        target_job_title: null,
        target_company: null,
        target_job_posting_url: null,
        linkedin_profile_url: null,
        headline: null,
        contact_email: null,
        contact_phone: null,
        contact_location: null,
        hidden_contacts: [],
        status: 'draft',
        layout: defaultCvLayout(),
        owner_id: user.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const second = await api.cvs.create({ body: { title: 'Second CV', status: 'ready' } });
      expect(second.status).toBe('ready');
      const listed = await api.cvs.list();
      expect(listed.count).toBe(2);
      expect(listed.data.map((row) => row.id)).toEqual([second.id, cv.id]);
      const updated = await api.cvs.update({
        params: { cv_id: cv.id },
        body: { status: 'archived', target_job_posting_url: 'https://jobs.example.com/1' },
      });
      expect(updated).toEqual({
        ...cv,
        status: 'archived',
        target_job_posting_url: 'https://jobs.example.com/1',
        updated_at: expect.any(String),
      });
      expect(
        await api.cvs.update({ params: { cv_id: cv.id }, body: { target_job_posting_url: '' } }),
      ).toMatchObject({ target_job_posting_url: null, status: 'archived' });
      expect(await api.cvs.delete({ params: { cv_id: cv.id } })).toEqual({
        message: serverMessages.cvDeleted,
      });
      await expectFailure(
        api.cvs.get({ params: { cv_id: cv.id } }),
        404,
        serverMessages.cvNotFound,
      );
    },
  },
  {
    name: "CVs: only http(s) URLs are taken, and another user's CV is a 404",
    async run(target) {
      const owner = await target.signUpAndSignIn('cv-owner');
      const stranger = await target.signUpAndSignIn('cv-stranger');
      await expectFailure(
        owner.api.cvs.create({
          body: { title: 'CV', target_job_posting_url: 'javascript:alert(1)' },
        }),
        422,
        [
          {
            loc: ['body', 'target_job_posting_url'],
            msg: messages.urlInvalid,
            type: 'invalid_format',
          },
        ],
      );
      const cv = await owner.api.cvs.create({ body: { title: 'CV' } });
      await expectFailure(
        owner.api.cvs.update({
          params: { cv_id: cv.id },
          body: { linkedin_profile_url: 'file:///etc/passwd' },
        }),
        422,
        [
          {
            loc: ['body', 'linkedin_profile_url'],
            msg: messages.urlInvalid,
            type: 'invalid_format',
          },
        ],
      );
      const params = { cv_id: cv.id };
      await expectFailure(stranger.api.cvs.get({ params }), 404, serverMessages.cvNotFound);
      await expectFailure(
        stranger.api.cvs.update({ params, body: { title: 'Mine now' } }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(stranger.api.cvs.delete({ params }), 404, serverMessages.cvNotFound);
      expect(await stranger.api.cvs.list()).toEqual({ data: [], count: 0 });
    },
  },
  {
    name: 'CV header: own headline and contact details kept, emptied back to none, bad ones refused',
    async run(target) {
      const { api } = await target.signUpAndSignIn('cv-header');
      const cv = await api.cvs.create({ body: { title: 'Header CV' } });
      const params = { cv_id: cv.id };
      const set = await api.cvs.update({
        params,
        body: {
          headline: 'Platform Engineer',
          contact_email: 'jobs@example.org',
          contact_phone: '+1 555 0100',
          hidden_contacts: ['phone', 'github', 'phone'],
        },
      });
      expect(set).toMatchObject({
        headline: 'Platform Engineer',
        contact_email: 'jobs@example.org',
        contact_phone: '+1 555 0100',
        contact_location: null,
        hidden_contacts: ['phone', 'github'],
      });
      expect(
        await api.cvs.update({ params, body: { contact_email: '', headline: null } }),
      ).toMatchObject({ headline: null, contact_email: null, contact_phone: '+1 555 0100' });
      await expectFailure(api.cvs.update({ params, body: { contact_email: 'nobody' } }), 422, [
        { loc: ['body', 'contact_email'], msg: messages.emailInvalid, type: 'invalid_format' },
      ]);
      await expectFailure(
        api.cvs.update({ params, body: { contact_phone: '1'.repeat(51) } }),
        422,
        [{ loc: ['body', 'contact_phone'], msg: messages.phoneMax, type: 'too_big' }],
      );
    },
  },
  {
    name: "CV layout: saved whole and checked; previews follow it, page by page; another user's CV is a 404",
    async run(target) {
      const owner = await target.signUpAndSignIn('cv-layout');
      const stranger = await target.signUpAndSignIn('cv-layout-stranger');
      const cv = await owner.api.cvs.create({ body: { title: 'Layout CV' } });
      expect(cv.layout).toEqual({
        template: 'ats',
        paper: 'a4',
        section_order: ['work', 'education', 'skills', 'projects', 'certifications'],
        hidden: [],
      });
      const params = { cv_id: cv.id };
      const saved = await owner.api.cvs.layout({
        params,
        body: {
          template: 'modern',
          paper: 'us-letter',
          section_order: ['skills', 'work'],
          hidden: ['summary', 'projects', 'summary'],
        },
      });
      expect(saved).toEqual({
        ...cv,
        layout: {
          template: 'modern',
          paper: 'us-letter',
          section_order: ['skills', 'work'],
          hidden: ['summary', 'projects'],
        },
        updated_at: expect.any(String),
      });
      expect((await owner.api.cvs.get({ params })).layout).toEqual(saved.layout);
      // Whatever is left out takes the defaults.
      expect((await owner.api.cvs.layout({ params, body: { paper: 'a4' } })).layout).toEqual({
        ...cv.layout,
        paper: 'a4',
      });

      await expectFailure(
        owner.api.cvs.layout({ params, body: { section_order: ['work', 'work'] } }),
        422,
        [{ loc: ['body', 'section_order'], msg: cvExportTexts.repeatedSection, type: 'custom' }],
      );
      await expectFailure(owner.api.cvs.layout({ params, body: { hidden: ['not an id'] } }), 422, [
        { loc: ['body', 'hidden', 0], msg: cvExportTexts.hiddenInvalid, type: 'custom' },
      ]);

      const first = await owner.api.cvs.preview({ params, query: {} });
      expect(first).toMatchObject({ page: 1, template: 'ats', paper: 'a4' });
      expect(first.svg.startsWith('<svg')).toBe(true);
      expect(first.pages).toBeGreaterThanOrEqual(1);
      expect(
        await owner.api.cvs.preview({ params, query: { template: 'compact', paper: 'us-letter' } }),
      ).toMatchObject({ page: 1, template: 'compact', paper: 'us-letter' });
      const past = first.pages + 1;
      await expectFailure(
        owner.api.cvs.preview({ params, query: { page: past } }),
        404,
        cvPageNotFound(past, first.pages),
      );
      const pdf = await owner.api.cvs.exportPdf({ params, query: {} });
      expect(pdf.type).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

      await expectFailure(
        stranger.api.cvs.layout({ params, body: {} }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(
        stranger.api.cvs.preview({ params, query: {} }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(
        stranger.api.cvs.exportPdf({ params, query: {} }),
        404,
        serverMessages.cvNotFound,
      );
    },
  },
];
