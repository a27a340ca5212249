import { expect } from 'vitest';
import {
  ATS_CHECK_LABELS,
  analysisServerTexts,
  atsAnalysisPart,
  experienceAnalysisPart,
  listAnalysisPart,
  type AnalysisResult,
} from '../schemas/analysis';
import { addDays } from '../schemas/applications';
import { cvPdfFilename } from '../schemas/cv-layout';
import { messages, serverMessages } from '../schemas/messages';
import { expectFailure, type ContractTarget } from './target';

/** The scenarios of the applications, run with the others against the mocks and the server. */
interface Scenario {
  name: string;
  run(target: ContractTarget): Promise<void>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

export const applicationScenarios: Scenario[] = [
  {
    name: 'applications: saved as Saved with empty fields null; filtered, searched, sorted; partial update; delete',
    async run(target) {
      const me = await target.signUpAndSignIn('apps');
      const first = await me.api.applications.create({
        body: { title: 'Platform Engineer', company: 'Northwind', location: '', notes: null },
      });
      expect(first).toMatchObject({
        title: 'Platform Engineer',
        company: 'Northwind',
        location: null,
        posting_url: null,
        posting_text: null,
        stage: 'saved',
        stage_history: [{ stage: 'saved', at: expect.any(String) }],
        next_step: null,
        next_step_date: null,
        contact_name: null,
        contact_email: null,
        salary_min: null,
        salary_max: null,
        salary_currency: null,
        cv_id: null,
        frozen_cv: null,
        analysis: null,
        cover_letter: null,
        owner_id: me.user.id,
      });
      const second = await me.api.applications.create({
        body: {
          title: 'Data Analyst',
          company: 'Contoso',
          // A form's text of digits is taken as the amount.
          salary_min: '50000',
          salary_max: 60_000,
          salary_currency: 'eur',
          contact_email: 'hiring@contoso.example',
          next_step_date: '2030-05-01',
        },
      });
      expect(second).toMatchObject({
        salary_min: 50_000,
        salary_currency: 'EUR',
        next_step_date: '2030-05-01',
      });
      await me.api.applications.move({
        params: { application_id: second.id },
        body: { stage: 'applied' },
      });

      const all = await me.api.applications.list({ query: { sort: 'company' } });
      expect([all.count, all.data.map((a) => a.company)]).toEqual([2, ['Contoso', 'Northwind']]);
      const applied = await me.api.applications.list({ query: { stage: 'applied' } });
      expect(applied.data.map((a) => a.id)).toEqual([second.id]);
      const searched = await me.api.applications.list({ query: { q: 'NORTH' } });
      expect(searched.data.map((a) => a.id)).toEqual([first.id]);
      const paged = await me.api.applications.list({ query: { sort: 'title', limit: 1, skip: 1 } });
      expect([paged.count, paged.data.map((a) => a.title)]).toEqual([2, ['Platform Engineer']]);

      const updated = await me.api.applications.update({
        params: { application_id: first.id },
        body: { next_step: 'Call back', contact_name: '  ' },
      });
      expect(updated).toMatchObject({
        title: 'Platform Engineer',
        next_step: 'Call back',
        contact_name: null,
      });
      expect(await me.api.applications.get({ params: { application_id: first.id } })).toEqual(
        updated,
      );
      expect(await me.api.applications.delete({ params: { application_id: first.id } })).toEqual({
        message: serverMessages.applicationDeleted,
      });
      await expectFailure(
        me.api.applications.get({ params: { application_id: first.id } }),
        404,
        serverMessages.applicationNotFound,
      );
    },
  },
  {
    name: "applications: another user's application is a 404 on every call, and a CV attached must be one's own",
    async run(target) {
      const owner = await target.signUpAndSignIn('apps-owner');
      const other = await target.signUpAndSignIn('apps-other');
      const mine = await owner.api.applications.create({
        body: { title: 'Backend Engineer', company: 'Fabrikam' },
      });
      const params = { application_id: mine.id };
      const notFound = serverMessages.applicationNotFound;
      // Called one at a time: each refusal is awaited before the next call starts.
      const calls = [
        () => other.api.applications.get({ params }),
        () => other.api.applications.update({ params, body: { title: 'Mine now' } }),
        () => other.api.applications.delete({ params }),
        () => other.api.applications.move({ params, body: { stage: 'applied' } }),
        () => other.api.applications.frozenCv({ params }),
        () => other.api.applications.analyse({ params }),
        () => other.api.applications.draftCoverLetter({ params }),
        () => other.api.applications.saveCoverLetter({ params, body: { cover_letter: 'x' } }),
        () => other.api.applications.coverLetterPdf({ params }),
        () => owner.api.applications.get({ params: { application_id: UNKNOWN_ID } }),
      ];
      for (const call of calls) await expectFailure(call(), 404, notFound);
      expect((await other.api.applications.list()).count).toBe(0);

      const theirCv = await other.api.cvs.create({ body: { title: 'Their CV' } });
      await expectFailure(
        owner.api.applications.update({ params, body: { cv_id: theirCv.id } }),
        422,
        serverMessages.attachedCvNotFound,
      );
      await expectFailure(
        owner.api.applications.create({
          body: { title: 'Backend Engineer', company: 'Fabrikam', cv_id: theirCv.id },
        }),
        422,
        serverMessages.attachedCvNotFound,
      );
      expect((await owner.api.applications.list()).count).toBe(1);
    },
  },
  {
    name: 'applications: invalid inputs are a 422 with their loc, msg and type',
    async run(target) {
      const me = await target.signUpAndSignIn('apps-invalid');
      await expectFailure(
        me.api.applications.create({
          body: {
            title: ' ',
            company: '',
            next_step_date: '2030-02-30',
            salary_min: 9,
            salary_max: 5,
            salary_currency: 'euro',
          },
        }),
        422,
        [
          { loc: ['body', 'title'], msg: messages.titleRequired, type: 'too_small' },
          { loc: ['body', 'company'], msg: messages.companyNameRequired, type: 'too_small' },
          { loc: ['body', 'next_step_date'], msg: messages.dateInvalid, type: 'custom' },
          {
            loc: ['body', 'salary_currency'],
            msg: messages.currencyInvalid,
            type: 'invalid_format',
          },
          // The range is checked with the rest, so a form shows every message at once.
          { loc: ['body', 'salary_max'], msg: messages.salaryOrder, type: 'custom' },
        ],
      );
      const saved = await me.api.applications.create({
        body: { title: 'Designer', company: 'Litware', salary_min: 40_000 },
      });
      // One figure against the stored other one.
      await expectFailure(
        me.api.applications.update({
          params: { application_id: saved.id },
          body: { salary_max: 30_000 },
        }),
        422,
        [{ loc: ['body', 'salary_max'], msg: messages.salaryOrder, type: 'custom' }],
      );
      await expectFailure(
        me.api.applications.move({
          params: { application_id: saved.id },
          body: { stage: 'hired' as never },
        }),
        422,
        [{ loc: ['body', 'stage'], msg: messages.choiceInvalid, type: 'invalid_value' }],
      );
    },
  },
  {
    name: 'applications: a move records the stage; the summary lists what is due and counts the funnel',
    async run(target) {
      const me = await target.signUpAndSignIn('apps-summary');
      const empty = await me.api.applications.summary();
      expect(empty).toEqual({
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        due: [],
        funnel: {
          since: addDays(empty.today, -90),
          saved: 0,
          applied: 0,
          interview: 0,
          offer: 0,
        },
      });
      const { today } = empty;
      const dueSoon = await me.api.applications.create({
        body: {
          title: 'QA Lead',
          company: 'Tailspin',
          next_step: 'Send portfolio',
          next_step_date: today,
        },
      });
      const later = await me.api.applications.create({
        body: { title: 'QA Engineer', company: 'Tailspin', next_step_date: addDays(today, 30) },
      });
      const overdue = await me.api.applications.create({
        body: { title: 'Tester', company: 'Wingtip', next_step_date: addDays(today, -2) },
      });
      const moved = await me.api.applications.move({
        params: { application_id: dueSoon.id },
        body: { stage: 'interview' },
      });
      expect(moved.stage).toBe('interview');
      expect(moved.stage_history.map((change) => change.stage)).toEqual(['saved', 'interview']);
      // Moving to the stage it is at changes nothing.
      const again = await me.api.applications.move({
        params: { application_id: dueSoon.id },
        body: { stage: 'interview' },
      });
      expect(again.stage_history).toEqual(moved.stage_history);
      await me.api.applications.move({
        params: { application_id: later.id },
        body: { stage: 'rejected' },
      });

      const summary = await me.api.applications.summary();
      expect(summary.due).toEqual([
        {
          id: overdue.id,
          title: 'Tester',
          company: 'Wingtip',
          stage: 'saved',
          next_step: null,
          next_step_date: addDays(today, -2),
          overdue: true,
        },
        {
          id: dueSoon.id,
          title: 'QA Lead',
          company: 'Tailspin',
          stage: 'interview',
          next_step: 'Send portfolio',
          next_step_date: today,
          overdue: false,
        },
      ]);
      // Moved straight to Interview, it counts as applied too.
      expect(summary.funnel).toMatchObject({ saved: 3, applied: 1, interview: 1, offer: 0 });
    },
  },
  {
    name: 'applications: moving to Applied with a CV attached keeps that CV as a PDF, once',
    async run(target) {
      const me = await target.signUpAndSignIn('apps-frozen');
      const cv = await me.api.cvs.create({ body: { title: 'Quay CV' } });
      const app = await me.api.applications.create({
        body: { title: 'Crane Operator', company: 'Harbourside', cv_id: cv.id },
      });
      const params = { application_id: app.id };
      const applied = await me.api.applications.move({ params, body: { stage: 'applied' } });
      expect(applied.frozen_cv).toEqual({
        filename: cvPdfFilename(me.user.full_name, 'Quay CV'),
        size: expect.any(Number),
        cv_title: 'Quay CV',
        frozen_at: expect.any(String),
      });
      const pdf = await me.api.applications.frozenCv({ params });
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      await me.api.applications.move({ params, body: { stage: 'interview' } });
      const again = await me.api.applications.move({ params, body: { stage: 'applied' } });
      expect(again.frozen_cv).toEqual(applied.frozen_cv);
      expect(again.stage_history.map((change) => change.stage)).toEqual([
        'saved',
        'applied',
        'interview',
        'applied',
      ]);
    },
  },
  {
    name: 'applications: analysis, frozen CV and cover letter refuse what is missing; a draft names the role; a private posting address is refused with a way on',
    async run(target) {
      const me = await target.signUpAndSignIn('apps-letter');
      const app = await me.api.applications.create({
        body: { title: 'Support Engineer', company: 'Adatum' },
      });
      const params = { application_id: app.id };
      await expectFailure(
        me.api.applications.analyse({ params }),
        409,
        serverMessages.analysisNeedsPosting,
      );
      await me.api.applications.update({ params, body: { posting_text: 'Required: SQL' } });
      await expectFailure(
        me.api.applications.analyse({ params }),
        409,
        serverMessages.analysisNeedsCv,
      );
      await expectFailure(me.api.applications.frozenCv({ params }), 404, serverMessages.noFrozenCv);
      await expectFailure(
        me.api.applications.coverLetterPdf({ params }),
        409,
        serverMessages.noCoverLetter,
      );

      const draft = await me.api.applications.draftCoverLetter({ params });
      expect(draft.cover_letter).toContain('Support Engineer');
      expect(draft.cover_letter).toContain('Adatum');
      const saved = await me.api.applications.saveCoverLetter({
        params,
        body: { cover_letter: 'Dear Adatum,\n\nMy own words.' },
      });
      expect(saved.cover_letter).toBe('Dear Adatum,\n\nMy own words.');
      const cleared = await me.api.applications.saveCoverLetter({
        params,
        body: { cover_letter: '  ' },
      });
      expect(cleared.cover_letter).toBeNull();

      await expectFailure(
        me.api.applications.prefill({ body: { posting_url: 'http://10.0.0.1/jobs/1' } }),
        422,
        serverMessages.postingNotRead.replace('{reason}', analysisServerTexts.urlRefused),
      );
    },
  },
  {
    name: 'applications: an analysis words and scores each part from what it counted, as declared once',
    async run(target) {
      const me = await target.signUpAndSignIn('apps-analysis');
      // Eight dated years, more than the five asked: no years requirement is missing.
      await me.api.onboarding.saveWorkExperience({
        body: [
          {
            job_title: 'Backend Developer',
            company_name: 'Northwind',
            start_date: '2015-01',
            end_date: '2022-12',
            description: 'Built the billing service in Python on PostgreSQL.',
          },
        ],
      });
      const cv = await me.api.cvs.create({ body: { title: 'Backend CV' } });
      const app = await me.api.applications.create({
        body: {
          title: 'Backend Engineer',
          company: 'Fabrikam',
          cv_id: cv.id,
          posting_text: [
            'Fabrikam builds the billing platform that small shops use to send invoices and take payments.',
            'Responsibilities:',
            '- Design and run the services that send invoices',
            '- Review code and help other engineers grow',
            'Requirements:',
            '- 5+ years of experience with Python',
            '- Experience with PostgreSQL',
            '- Hands-on Kubernetes in production',
            'Nice to have:',
            '- Terraform is a bonus',
          ].join('\n'),
        },
      });
      const { analysis } = await me.api.applications.analyse({
        params: { application_id: app.id },
      });
      expect(analysis).not.toBeNull();
      expect(expectedParts(analysis!)).toEqual(analysis!.parts);
      expect(analysis!.ats.map((check) => check.label)).toEqual(ATS_CHECK_LABELS);
    },
  },
];

/**
 * The parts an analysis must give for what it reports it counted: its matched and missing lists,
 * its years and its checks, each part worded and scored by the shared declaration.
 */
function expectedParts(result: AnalysisResult) {
  const max = (key: string) => result.parts.find((part) => part.key === key)?.max ?? 0;
  return result.parts.map((part) => {
    switch (part.key) {
      case 'required':
      case 'preferred': {
        const shown = result.matched.filter((m) => m.importance === part.key).length;
        const missing = result.missing.filter((m) => m.importance === part.key).length;
        return listAnalysisPart(part.key, { shown, asked: shown + missing, max: max(part.key) });
      }
      case 'experience': {
        const { required_years, cv_years, field } = result.experience;
        expect(required_years).toBe(5);
        return experienceAnalysisPart({
          required: required_years ?? 0,
          cv: field ? field.years : cv_years,
          max: max('experience'),
          field: field?.name ?? null,
        });
      }
      case 'ats':
        return atsAnalysisPart({
          passed: result.ats.filter((check) => check.passed).length,
          checks: result.ats.length,
          max: max('ats'),
        });
    }
  });
}
