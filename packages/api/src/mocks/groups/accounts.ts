import { endpoints } from '../../endpoints';
import { serverMessages } from '../../schemas/messages';
import { ownApplications } from '../applications';
import { removeConversationsOf } from '../chat';
import { MOCK_RESET_TOKEN, publicUser, type MockDb, type MockUser } from '../db';
import { fail, mockEndpoint, type MockDefinition } from '../mock-endpoint';
import { newId, ownCvs, ownFiles, ownItems } from './shared';

const { login, users } = endpoints;

// E-mails are unique and compared regardless of letter case, like the server's lower(email) index.
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const findByEmail = (db: MockDb, email: string) => db.users.find((u) => sameEmail(u.email, email));
const emailTaken = (db: MockDb, email: string, exceptId?: string) =>
  db.users.some((u) => u.id !== exceptId && sameEmail(u.email, email));

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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sign-in, password recovery and the e-mail preview. */
export const loginMocks: MockDefinition[] = [
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
];

/** The signed-in user's own account, sign-up and user administration. */
export const usersMocks: MockDefinition[] = [
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
];
