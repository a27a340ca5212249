import { HttpResponse } from 'msw';
import { endpoints } from '../../endpoints';
import { UPLOAD_FIELD } from '../../schemas/cvs';
import {
  JSON_RESUME_FILENAME,
  JSON_RESUME_MAX_BYTES,
  jsonResumeText,
  JsonResumeRefusal,
  readJsonResume,
} from '../../schemas/json-resume';
import { serverMessages } from '../../schemas/messages';
import { MOCK_NOW } from '../db';
import { fail, mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { deleteEntry, onboardingOf, profileOf, replaceSection } from '../profile';
import { MOCK_RESUME_DRAFT } from '../profile-seed';
import { keepUpload } from './cv-files';
import { newId } from './shared';

const { profile, onboarding } = endpoints;

export const profileMocks: MockDefinition[] = [
  // Profile and onboarding: the replace rule of the server; an uploaded CV "reads" as a fixed draft.
  mockEndpoint(profile.get, ({ db, user }) => profileOf(db, user.id)),
  mockEndpoint(profile.importJsonResume, ({ body, bytesOf }) => {
    const file = body[UPLOAD_FIELD];
    if (file.size > JSON_RESUME_MAX_BYTES) fail(413, serverMessages.jsonResumeTooLarge);
    try {
      return readJsonResume(new TextDecoder().decode(bytesOf(file)));
    } catch (error) {
      if (error instanceof JsonResumeRefusal) fail(422, error.message);
      throw error;
    }
  }),
  mockEndpoint(
    profile.exportJsonResume,
    ({ db, user }) =>
      new HttpResponse(jsonResumeText(user, profileOf(db, user.id)), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${JSON_RESUME_FILENAME}"`,
        },
      }),
  ),
  mockEndpoint(onboarding.status, ({ db, user }) => {
    const state = onboardingOf(db, user.id);
    return { needs_onboarding: state.current_step !== 'completed', state };
  }),
  mockEndpoint(onboarding.state, ({ db, user }) => onboardingOf(db, user.id)),
  mockEndpoint(onboarding.step, ({ db, user }) => ({
    current_step: onboardingOf(db, user.id).current_step,
  })),
  mockEndpoint(onboarding.setStep, ({ db, user, body }) => {
    const state = { ...onboardingOf(db, user.id), current_step: body.current_step };
    db.onboarding.set(user.id, state);
    return state;
  }),
  mockEndpoint(onboarding.reset, ({ db, user }) => {
    const state = { ...onboardingOf(db, user.id), current_step: 'welcome' as const };
    db.onboarding.set(user.id, state);
    return state;
  }),
  mockEndpoint(onboarding.saveBasicInfo, ({ db, user, body }) => {
    const info = { ...body, updated_at: MOCK_NOW };
    profileOf(db, user.id).basic_info = info;
    return info;
  }),
  mockEndpoint(onboarding.saveWorkExperience, ({ db, user, body }) =>
    replaceSection(db, user.id, 'work-experience', body, () => newId(db)),
  ),
  mockEndpoint(onboarding.saveEducation, ({ db, user, body }) =>
    replaceSection(db, user.id, 'education', body, () => newId(db)),
  ),
  mockEndpoint(onboarding.saveSkills, ({ db, user, body }) =>
    replaceSection(db, user.id, 'skills', body, () => newId(db)),
  ),
  mockEndpoint(onboarding.saveCertifications, ({ db, user, body }) =>
    replaceSection(db, user.id, 'certifications', body, () => newId(db)),
  ),
  mockEndpoint(onboarding.saveProjects, ({ db, user, body }) =>
    replaceSection(db, user.id, 'projects', body, () => newId(db)),
  ),
  mockEndpoint(onboarding.deleteEntry, ({ db, user, params }) =>
    deleteEntry(db, user.id, params.section, params.id),
  ),
  mockEndpoint(onboarding.uploadResume, ({ db, user, body, bytesOf }) => ({
    file: keepUpload(db, user.id, body[UPLOAD_FIELD], bytesOf),
    draft: MOCK_RESUME_DRAFT,
    problems: [],
  })),
];
