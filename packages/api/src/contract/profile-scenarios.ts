import { expect } from 'vitest';
import { messages, serverMessages } from '../schemas/messages';
import type { ContractScenario } from './scenario-kit';
import { expectFailure } from './target';

/** The scenarios of the profile, onboarding and JSON Resume. */
export const profileScenarios: ContractScenario[] = [
  {
    name: 'onboarding: a new account starts at welcome; steps move, completed ends it, reset goes back',
    async run(target) {
      const { api } = await target.signUpAndSignIn('wizard');
      expect(await api.onboarding.status()).toEqual({
        needs_onboarding: true,
        state: { current_step: 'welcome', conversation_id: null },
      });
      expect(await api.onboarding.setStep({ body: { current_step: 'skills' } })).toEqual({
        current_step: 'skills',
        conversation_id: null,
      });
      expect(await api.onboarding.step()).toEqual({ current_step: 'skills' });
      await api.onboarding.setStep({ body: { current_step: 'completed' } });
      expect((await api.onboarding.status()).needs_onboarding).toBe(false);
      expect(await api.onboarding.reset()).toEqual({
        current_step: 'welcome',
        conversation_id: null,
      });
      expect(await api.onboarding.state()).toEqual({
        current_step: 'welcome',
        conversation_id: null,
      });
      const step = await target.request('/onboarding/state-step', {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${(await target.signUpAndSignIn('wizard-bad')).token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ current_step: 'finished' }),
      });
      expect(step.status).toBe(422);
    },
  },
  {
    name: 'profile: a saved list replaces the section (ids update, new entries created, missing removed); another id is a 400',
    async run(target) {
      const me = await target.signUpAndSignIn('profile');
      expect(await me.api.profile.get()).toEqual({
        basic_info: null,
        work_experiences: [],
        education_history: [],
        skills: [],
        certifications: [],
        projects: [],
      });
      expect(
        await me.api.onboarding.saveBasicInfo({
          body: { professional_title: 'Welder', location: 'Oslo', github_url: '' },
        }),
      ).toEqual({
        professional_title: 'Welder',
        location: 'Oslo',
        professional_summary: null,
        email: null,
        phone: null,
        linkedin_url: null,
        github_url: null,
        portfolio_url: null,
        // None given, none saved.
        links: [],
        updated_at: expect.any(String),
      });
      const first = await me.api.onboarding.saveSkills({
        body: [{ name: 'TIG' }, { name: 'MIG', proficiency_level: 'expert' }],
      });
      expect(first).toEqual([
        // No level given, none assumed.
        { id: expect.any(String), name: 'TIG', proficiency_level: null, category: null },
        { id: expect.any(String), name: 'MIG', proficiency_level: 'expert', category: null },
      ]);
      const second = await me.api.onboarding.saveSkills({
        body: [{ ...first[1]!, category: 'Arc' }, { name: 'Stick' }],
      });
      expect(second.map((skill) => [skill.name, skill.category])).toEqual([
        ['MIG', 'Arc'],
        ['Stick', null],
      ]);
      expect(second[0]!.id).toBe(first[1]!.id);
      expect(await me.api.onboarding.saveSkills({ body: second })).toEqual(second);
      expect((await me.api.profile.get()).skills).toEqual(second);

      const other = await target.signUpAndSignIn('profile-other');
      await expectFailure(
        other.api.onboarding.saveSkills({ body: [{ id: second[0]!.id, name: 'Mine now' }] }),
        400,
        serverMessages.unknownEntry,
      );
      await expectFailure(
        other.api.onboarding.deleteEntry({ params: { section: 'skills', id: second[0]!.id } }),
        404,
        serverMessages.entryNotFound,
      );
      expect(
        await me.api.onboarding.deleteEntry({ params: { section: 'skills', id: second[0]!.id } }),
      ).toEqual({ message: messages.skillDeleted });
      expect((await me.api.profile.get()).skills).toEqual([second[1]]);
    },
  },
  {
    name: 'profile: dates, current roles and technologies are kept as the server stores them; rules give the form texts',
    async run(target) {
      const { api } = await target.signUpAndSignIn('profile-rules');
      const [project] = await api.onboarding.saveProjects({
        body: [
          {
            name: 'Vita',
            description: 'A CV builder',
            start_date: '2024-02-01T00:00:00',
            end_date: '2024-03-01T00:00:00',
            is_ongoing: true,
            technologies_used: 'TypeScript, React, typescript, ',
          },
        ],
      });
      expect(project).toMatchObject({
        start_date: '2024-02-01',
        end_date: null,
        technologies_used: ['TypeScript', 'React'],
      });
      await expectFailure(api.onboarding.saveEducation({ body: [] }), 422, [
        { loc: ['body'], msg: messages.educationAtLeastOne, type: 'too_small' },
      ]);
      await expectFailure(
        api.onboarding.saveWorkExperience({
          body: [{ job_title: 'Cook', company_name: 'Bistro', start_date: '2020-01-01' }],
        }),
        422,
        [{ loc: ['body', 0, 'end_date'], msg: messages.endDateRequiredPast, type: 'custom' }],
      );
    },
  },
  {
    name: 'JSON Resume: the exported profile imports back into the same draft; bad files refused',
    async run(target) {
      const { api, email } = await target.signUpAndSignIn('json-resume');
      await api.onboarding.saveBasicInfo({
        body: { professional_title: 'Analyst', location: 'Porto, Portugal', phone: '+351 1' },
      });
      await api.onboarding.saveSkills({
        body: [{ name: 'SQL', proficiency_level: 'expert' }],
      });
      const blob = await api.profile.exportJsonResume();
      const text = await blob.text();
      expect(JSON.parse(text)).toMatchObject({
        basics: {
          email,
          label: 'Analyst',
          phone: '+351 1',
          location: { city: 'Porto', region: 'Portugal' },
        },
        skills: [{ name: 'SQL', level: 'Expert', keywords: [] }],
        work: [],
      });

      const file = (content: string) =>
        new File([content], 'resume.json', { type: 'application/json' });
      const { draft, problems } = await api.profile.importJsonResume({
        body: { file: file(text) },
      });
      expect(problems).toEqual([]);
      expect(draft.email).toBe(email);
      expect(draft.basic_info).toMatchObject({
        professional_title: 'Analyst',
        location: 'Porto, Portugal',
        phone: '+351 1',
      });
      expect(draft.skills).toEqual([{ name: 'SQL', proficiency_level: 'expert', category: null }]);

      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('<html></html>') } }),
        422,
        serverMessages.jsonResumeNotJson,
      );
      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('{"skills": "SQL"}') } }),
        422,
        serverMessages.jsonResumeInvalid.replace('{path}', 'skills'),
      );
      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('{}') } }),
        422,
        serverMessages.jsonResumeEmpty,
      );
    },
  },
];
