import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, routePath } from '../endpoints';
import { CV_FILE_CONTENT_TYPES, CV_FILE_MAX_BYTES, UPLOAD_FIELD } from '../schemas/cvs';
import { cvPageNotFound, cvPdfFilename, defaultCvLayout } from '../schemas/cv-layout';
import {
  JSON_RESUME_FILENAME,
  JSON_RESUME_MAX_BYTES,
  jsonResumeText,
  JsonResumeRefusal,
  readJsonResume,
} from '../schemas/json-resume';
import {
  chatServerTexts,
  chatTexts,
  onboardingGreeting,
  type ConversationPublic,
} from '../schemas/chat';
import { builtCvPath } from '../schemas/analysis';
import { FILENAME_MAX_LENGTH } from '../schemas/limits';
import { messages, serverMessages } from '../schemas/messages';
import {
  createMockDb,
  MOCK_NOW,
  MOCK_RESET_TOKEN,
  mockId,
  publicUser,
  type MockDb,
  type MockUser,
} from './db';
import {
  fail,
  mockApi,
  mockEndpoint,
  type HandlerOptions,
  type MockDefinition,
} from './mock-endpoint';
import {
  addMessage,
  chatSocketHandler,
  MOCK_ASSISTANT,
  ownAttachments,
  ownConversation,
  pageMessages,
  removeConversationsOf,
  type ChatSocketMockOptions,
} from './chat';
import { mockReply } from './chat-seed';
import { applicationMocks, ownApplications } from './applications';
import { mockCvPreview } from './cv-export';
import { mockAnalysis } from './analysis';
import { ownedCollection } from './owned';
import { deleteEntry, onboardingOf, profileOf, replaceSection } from './profile';
import { MOCK_RESUME_DRAFT } from './profile-seed';

const { login, users, items, cvs, cvFiles, profile, onboarding, chat, onboardingChat, utils } =
  endpoints;

const newId = (db: MockDb) => mockId(db.nextId++);

// E-mails are unique and compared regardless of letter case, like the server's lower(email) index.
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const findByEmail = (db: MockDb, email: string) => db.users.find((u) => sameEmail(u.email, email));
const emailTaken = (db: MockDb, email: string, exceptId?: string) =>
  db.users.some((u) => u.id !== exceptId && sameEmail(u.email, email));

const ownItems = (db: MockDb) => ownedCollection(db, 'items', serverMessages.itemNotFound);
const ownCvs = (db: MockDb) => ownedCollection(db, 'cvs', serverMessages.cvNotFound);
const ownFiles = (db: MockDb) => ownedCollection(db, 'cvFiles', serverMessages.fileNotFound);

function findUser(db: MockDb, id: string): MockUser {
  return db.users.find((u) => u.id === id) ?? fail(404, serverMessages.userNotFound);
}

function addUser(
  db: MockDb,
  fields: Omit<MockUser, 'id' | 'full_name'> & { full_name?: string | null | undefined },
): MockUser {
  if (emailTaken(db, fields.email)) fail(400, serverMessages.emailTaken);
  const user: MockUser = { id: newId(db), ...fields, full_name: fields.full_name ?? null };
  db.users.push(user);
  return user;
}

/** Applies the defined fields; a new e-mail of another user in any letter case is a 409. */
function updateUser(db: MockDb, user: MockUser, changes: Partial<MockUser>): MockUser {
  if (changes.email !== undefined && emailTaken(db, changes.email, user.id)) {
    fail(409, serverMessages.emailTakenMe);
  }
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) (user as unknown as Record<string, unknown>)[field] = value;
  }
  return user;
}

/**
 * Ends every session of the user, as a new password, a deactivation or "sign out of all other
 * sessions" does on the server.
 */
function endSessions(db: MockDb, userId: string) {
  for (const [token, id] of db.tokens) if (id === userId) db.tokens.delete(token);
}

/** A fresh token for the session that ended the others. */
function renewedSession(db: MockDb, user: MockUser, message: string) {
  endSessions(db, user.id);
  const token = `mock-token-${user.id}-${db.nextId++}`;
  db.tokens.set(token, user.id);
  return { message, access_token: token, token_type: 'bearer' as const };
}

/** Deletes the account and everything it owns, as the server's cascade does. */
function deleteAccount(db: MockDb, userId: string) {
  db.users = db.users.filter((u) => u.id !== userId);
  ownItems(db).removeAllOf(userId);
  ownCvs(db).removeAllOf(userId);
  for (const file of ownFiles(db).removeAllOf(userId)) db.fileBytes.delete(file.id);
  db.profiles.delete(userId);
  db.onboarding.delete(userId);
  removeConversationsOf(db, userId);
  for (const application of ownApplications(db).removeAllOf(userId)) {
    db.fileBytes.delete(`frozen:${application.id}`);
  }
  return { message: serverMessages.userDeleted };
}

type CvFileKind = keyof typeof CV_FILE_CONTENT_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** The kind by the bytes, as the server tells it (a DOCX is a ZIP holding word/document.xml). */
function fileKind(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    new TextDecoder('latin1').decode(bytes).includes('word/document.xml')
  ) {
    return 'docx';
  }
  return null;
}

/**
 * The client's name as the server keeps it: last path segment, no control characters, bounded,
 * and ending in the extension of the kind the bytes are ("cv.html" holding a PDF is "cv.pdf").
 */
function storedFilename(raw: string, kind: CvFileKind): string {
  // Control characters and the invisible direction marks that can make "cv\u202Efdp.exe" read as
  // "cvexe.pdf"; matching control characters is the point here.
  const unsafe =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
  const extension = `.${kind}`;
  const name = (raw.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(unsafe, '').trim();
  // An extension is a last dot-part of letters and digits with at least one letter.
  const base =
    name.replace(/\.(?=[0-9]*[A-Za-z])[A-Za-z0-9]{1,16}$/, '').replace(/[.\s]+$/, '') || 'cv';
  return (
    Array.from(base)
      .slice(0, FILENAME_MAX_LENGTH - extension.length)
      .join('') + extension
  );
}

/** An upload kept as a CV file, by the server's checks: size, then the kind its bytes show. */
function keepUpload(
  db: MockDb,
  ownerId: string,
  file: File,
  bytesOf: (file: Blob) => Uint8Array,
  conversationId?: string,
) {
  const bytes = bytesOf(file);
  if (bytes.length > CV_FILE_MAX_BYTES) fail(413, messages.fileTooLarge);
  if (bytes.length === 0) fail(422, messages.fileInvalid);
  const kind = fileKind(bytes) ?? fail(415, messages.fileInvalidType);
  const id = newId(db);
  db.fileBytes.set(id, bytes);
  return ownFiles(db).add({
    id,
    filename: storedFilename(file.name, kind),
    content_type: CV_FILE_CONTENT_TYPES[kind],
    size: bytes.length,
    path: `cv-files/${id}`,
    created_at: MOCK_NOW,
    owner_id: ownerId,
    ...(conversationId ? { conversation_id: conversationId } : {}),
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every endpoint of the table, answered over the in-memory db. */
export const mockDefinitions: MockDefinition[] = [
  // Authentication
  mockEndpoint(login.accessToken, ({ db, body }) => {
    const user = findByEmail(db, body.username.trim());
    // An inactive account is refused like a wrong password, so the answer tells nothing.
    if (!user || user.password !== body.password || !user.is_active) {
      fail(400, serverMessages.incorrectLogin);
    }
    const token = `mock-token-${user.id}`;
    db.tokens.set(token, user.id);
    return { access_token: token, token_type: 'bearer' as const };
  }),
  mockEndpoint(login.testToken, ({ user }) => publicUser(user)),
  // Never reveals whether the address is registered; the mocks send no e-mail.
  mockEndpoint(login.recoverPassword, () => ({ message: serverMessages.recoverySent })),
  mockEndpoint(login.resetPassword, ({ db, body }) => {
    const userId = db.resetTokens.get(body.token);
    const user = db.users.find((u) => u.id === userId) ?? fail(400, serverMessages.invalidToken);
    if (!user.is_active) fail(400, serverMessages.inactiveUser);
    user.password = body.new_password;
    endSessions(db, user.id);
    // Each token works once.
    db.resetTokens.delete(body.token);
    return { message: serverMessages.passwordUpdated };
  }),
  mockEndpoint(login.recoveryHtml, ({ db, params }) => {
    const user = findByEmail(db, params.email) ?? fail(404, serverMessages.userNotFound);
    const email = escapeHtml(user.email);
    return {
      subject: `Vita - Password recovery for user ${user.email}`,
      html_content: `<p>Hello ${email},</p><p><a href="/reset-password?token=${MOCK_RESET_TOKEN}">Reset password</a></p>`,
    };
  }),

  // Users: newest first, like the server (they are stored oldest first).
  mockEndpoint(users.list, ({ db, query: { skip, limit } }) => ({
    data: db.users
      .toReversed()
      .slice(skip, skip + limit)
      .map(publicUser),
    count: db.users.length,
  })),
  mockEndpoint(users.create, ({ db, body }) => publicUser(addUser(db, body))),
  mockEndpoint(users.signup, ({ db, body }) =>
    publicUser(addUser(db, { ...body, is_active: true, is_superuser: false })),
  ),
  mockEndpoint(users.me, ({ user }) => publicUser(user)),
  // A new e-mail needs the current password; the reset links sent to the old one stop working.
  mockEndpoint(users.updateMe, ({ db, user, body: { current_password, ...changes } }) => {
    if (changes.email !== undefined && changes.email !== user.email) {
      if (current_password === undefined) fail(400, serverMessages.currentPasswordRequired);
      if (current_password !== user.password) fail(400, serverMessages.incorrectPassword);
      updateUser(db, user, changes);
      for (const [token, id] of db.resetTokens) if (id === user.id) db.resetTokens.delete(token);
      return publicUser(user);
    }
    return publicUser(updateUser(db, user, changes));
  }),
  mockEndpoint(users.deleteMe, ({ db, user }) => {
    if (user.is_superuser) fail(403, serverMessages.superuserSelfDelete);
    return deleteAccount(db, user.id);
  }),
  mockEndpoint(users.updatePassword, ({ db, user, body }) => {
    if (body.current_password !== user.password) fail(400, serverMessages.incorrectPassword);
    if (body.new_password === body.current_password) fail(400, serverMessages.samePassword);
    user.password = body.new_password;
    return renewedSession(db, user, serverMessages.passwordUpdated);
  }),
  mockEndpoint(users.endOtherSessions, ({ db, user }) =>
    renewedSession(db, user, serverMessages.otherSessionsEnded),
  ),
  // A member may read only their own record: any other id is a 403, whether or not it exists.
  mockEndpoint(users.get, ({ db, user, params }) => {
    if (params.user_id === user.id) return publicUser(user);
    if (!user.is_superuser) fail(403, serverMessages.notEnoughPrivileges);
    return publicUser(findUser(db, params.user_id));
  }),
  // Like the server, never lets the last active superuser be deactivated or demoted.
  mockEndpoint(users.update, ({ db, params, body }) => {
    const target = findUser(db, params.user_id);
    const admins = db.users.filter((u) => u.is_superuser && u.is_active);
    const demotes = body.is_active === false || body.is_superuser === false;
    if (demotes && admins.length === 1 && admins[0]?.id === target.id) {
      fail(400, serverMessages.lastSuperuser);
    }
    updateUser(db, target, body);
    // A password set by the admin, or a deactivation, ends the user's sessions.
    if (body.password !== undefined || body.is_active === false) endSessions(db, target.id);
    return publicUser(target);
  }),
  mockEndpoint(users.delete, ({ db, user, params }) => {
    const target = findUser(db, params.user_id);
    if (target.id === user.id) fail(403, serverMessages.superuserSelfDelete);
    return deleteAccount(db, target.id);
  }),

  // Items: every user, superusers included, sees only their own.
  mockEndpoint(items.list, ({ db, user, query }) => ownItems(db).page(user.id, query)),
  mockEndpoint(items.create, ({ db, user, body }) =>
    ownItems(db).add({
      id: newId(db),
      title: body.title,
      description: body.description ?? null,
      owner_id: user.id,
    }),
  ),
  mockEndpoint(items.get, ({ db, user, params }) => ownItems(db).find(user.id, params.id)),
  mockEndpoint(items.update, ({ db, user, params, body }) =>
    ownItems(db).update(user.id, params.id, body),
  ),
  mockEndpoint(items.delete, ({ db, user, params }) => {
    ownItems(db).remove(user.id, params.id);
    return { message: serverMessages.itemDeleted };
  }),

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

  // CV files: like items; the bytes decide the kind, not the name or the declared type.
  mockEndpoint(cvFiles.list, ({ db, user, query }) => {
    // A chat's attachments are the owner's files too, but not listed among the CV files.
    const listed = db.cvFiles.filter((f) => f.owner_id === user.id && !f.conversation_id);
    return {
      data: listed.slice(query.skip, query.skip + query.limit),
      count: listed.length,
    };
  }),
  mockEndpoint(cvFiles.upload, ({ db, user, body, bytesOf }) =>
    keepUpload(db, user.id, body[UPLOAD_FIELD], bytesOf),
  ),
  mockEndpoint(cvFiles.download, ({ db, user, params }) => {
    const file = ownFiles(db).find(user.id, params.file_id);
    // A seeded file has no bytes of its own.
    const bytes = db.fileBytes.get(file.id) ?? new TextEncoder().encode('%PDF-1.4 mock');
    // The bytes themselves, not a Blob: under jsdom the global Blob is not the one fetch reads.
    return new HttpResponse(bytes.slice(), {
      headers: {
        'Content-Type': file.content_type,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      },
    });
  }),
  mockEndpoint(cvFiles.delete, ({ db, user, params }) => {
    const file = ownFiles(db).remove(user.id, params.file_id);
    db.fileBytes.delete(file.id);
    return { message: serverMessages.fileDeleted };
  }),

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

  // Chat: conversations and messages; the reply is the mocks' fixed one (see chat.ts).
  mockEndpoint(chat.list, ({ db, user, query }) => {
    const mine = db.conversations.filter((c) => c.owner_id === user.id);
    return { data: mine.slice(query.skip, query.skip + query.limit), count: mine.length };
  }),
  mockEndpoint(chat.create, ({ db, user, body }) => {
    const conversation = newConversation(db, user.id, body.title);
    return conversation;
  }),
  mockEndpoint(chat.get, ({ db, user, params }) =>
    ownConversation(db, user.id, params.conversation_id),
  ),
  mockEndpoint(chat.update, ({ db, user, params, body }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    conversation.title = body.title;
    conversation.updated_at = MOCK_NOW;
    db.conversations = [conversation, ...db.conversations.filter((c) => c.id !== conversation.id)];
    return conversation;
  }),
  mockEndpoint(chat.uploadAttachment, ({ db, user, params, body, bytesOf }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return keepUpload(db, user.id, body[UPLOAD_FIELD], bytesOf, conversation.id);
  }),
  mockEndpoint(chat.delete, ({ db, user, params }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    db.conversations = db.conversations.filter((c) => c !== conversation);
    // Its attachments go with it.
    for (const file of db.cvFiles.filter((f) => f.conversation_id === conversation.id)) {
      db.fileBytes.delete(file.id);
    }
    db.cvFiles = db.cvFiles.filter((f) => f.conversation_id !== conversation.id);
    db.chatMessages = db.chatMessages.filter((m) => m.conversation_id !== conversation.id);
    const state = db.onboarding.get(user.id);
    if (state?.conversation_id === conversation.id) {
      db.onboarding.set(user.id, { ...state, conversation_id: null });
    }
    return { message: chatServerTexts.conversationDeleted };
  }),
  mockEndpoint(chat.listMessages, ({ db, user, params, query }) => {
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return pageMessages(db, conversation.id, query.skip, query.limit);
  }),
  mockEndpoint(chat.createMessage, ({ db, user, params, body }) => {
    if (body.conversation_id !== undefined && body.conversation_id !== params.conversation_id) {
      fail(400, chatServerTexts.conversationMismatch);
    }
    const conversation = ownConversation(db, user.id, params.conversation_id);
    const attachments = ownAttachments(db, user.id, body.attachment_ids);
    return addMessage(db, conversation, 'user', body.content, { attachments });
  }),
  mockEndpoint(chat.aiRequest, ({ db, user, params, body }) => {
    if (body.conversation_id !== undefined && body.conversation_id !== params.conversation_id) {
      fail(400, chatServerTexts.conversationMismatch);
    }
    const conversation = ownConversation(db, user.id, params.conversation_id);
    return exchange(db, user.id, conversation, body.content, body.attachment_ids);
  }),
  mockEndpoint(chat.assistant, () => MOCK_ASSISTANT),
  mockEndpoint(onboardingChat.conversation, ({ db, user }) => onboardingConversation(db, user.id)),
  mockEndpoint(onboardingChat.listMessages, ({ db, user, query }) =>
    pageMessages(db, onboardingConversation(db, user.id).id, query.skip, query.limit),
  ),
  mockEndpoint(onboardingChat.send, ({ db, user, body }) =>
    exchange(db, user.id, onboardingConversation(db, user.id), body.content, body.attachment_ids),
  ),
  mockEndpoint(onboardingChat.start, ({ db, user }) => {
    const conversation = onboardingConversation(db, user.id);
    let list = pageMessages(db, conversation.id, 0, 100).data;
    if (list.length === 0) {
      list = [addMessage(db, conversation, 'assistant', onboardingGreeting(user))];
    }
    return { conversation, messages: [...list].reverse() };
  }),

  // Applications: see applications.ts.
  ...applicationMocks(newId),

  mockEndpoint(utils.healthCheck, () => true as const),
];

function newConversation(db: MockDb, ownerId: string, title?: string): ConversationPublic {
  const conversation: ConversationPublic = {
    id: newId(db),
    title: title ?? chatTexts.conversationNew,
    owner_id: ownerId,
    created_at: MOCK_NOW,
    updated_at: MOCK_NOW,
  };
  db.conversations = [conversation, ...db.conversations];
  return conversation;
}

function exchange(
  db: MockDb,
  ownerId: string,
  conversation: ConversationPublic,
  content: string,
  attachmentIds: string[],
) {
  const attachments = ownAttachments(db, ownerId, attachmentIds);
  const question = addMessage(db, conversation, 'user', content, { attachments });
  const reply = addMessage(
    db,
    conversation,
    'assistant',
    mockReply(content || attachments[0]?.filename || ''),
  );
  return { user_message: question, reply };
}

/** The user's onboarding conversation, created and named in their state on first use. */
function onboardingConversation(db: MockDb, userId: string): ConversationPublic {
  const state = onboardingOf(db, userId);
  const named = db.conversations.find(
    (c) => c.id === state.conversation_id && c.owner_id === userId,
  );
  if (named) return named;
  const conversation = newConversation(db, userId, chatServerTexts.onboardingTitle);
  db.onboarding.set(userId, { ...state, conversation_id: conversation.id });
  return conversation;
}

/** Literal paths win over placeholders (`/users/me` over `/users/{user_id}`), as in the server. */
const placeholders = (definition: MockDefinition) =>
  (definition.endpoint.path.match(/\{/g) ?? []).length;
const byRoutePriority = [...mockDefinitions].sort((a, b) => placeholders(a) - placeholders(b));

/** The handlers for every endpoint of the table, over one in-memory db. */
export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  return byRoutePriority.map((definition) => definition.toHandler(db, options));
}

/** The shared db behind `handlers`; call `resetMockDb()` between tests or stories. */
export let mockDb: MockDb = createMockDb();

/**
 * Default handlers. They read `mockDb` through a proxy so `resetMockDb()` takes effect without
 * re-registering handlers.
 */
const liveDb = new Proxy({} as MockDb, {
  get: (_target, key) => mockDb[key as keyof MockDb],
  set: (_target, key, value) => {
    (mockDb as unknown as Record<PropertyKey, unknown>)[key] = value;
    return true;
  },
});

export const handlers: HttpHandler[] = createHandlers(liveDb);

/**
 * The chat socket over the shared db (the socket of the page's own origin), for stories and
 * component tests; see `chatSocketHandler` for the options.
 */
export const chatSocket = (origin: string, options: ChatSocketMockOptions = {}) =>
  chatSocketHandler(liveDb, origin, options);

export function resetMockDb(): MockDb {
  mockDb = createMockDb();
  return mockDb;
}

const detail = (status: number, text: string) => HttpResponse.json({ detail: text }, { status });
const route = (endpoint: { path: string }) => mockApi(routePath(endpoint.path));

/** Overrides for particular states; prepend them with `server.use()` / `msw.use()`. */
export const mockHandlers = {
  /** Every endpoint answers after `ms` milliseconds (busy labels, skeletons). */
  delayed: (ms: number) => createHandlers(liveDb, { delay: ms }),
  /** Every endpoint stays pending forever (loading states). */
  pending: () => createHandlers(liveDb, { delay: 'infinite' }),
  /** Sign-in fails the way the server answers a wrong password. */
  loginFails: http.post(route(login.accessToken), () => detail(400, serverMessages.incorrectLogin)),
  /** The stored token is rejected: the session must end. */
  unauthorized: http.get(route(users.me), () => detail(401, serverMessages.invalidCredentials)),
  /** The current user never arrives. */
  meLoading: http.get(route(users.me), () => delay('infinite')),
  /** A failing call with a FastAPI `detail` string. */
  error: (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    status = 500,
    text = 'Internal Server Error',
  ) => http[method](mockApi(path), () => detail(status, text)),
};
