/**
 * Accounts: sign-in and its throttle, password recovery, the signed-in user's own account, user
 * administration, and the first superuser. What the rest of the app may use is exported here.
 */
export { default as firstSuperuser } from './first-superuser';
export { accountsPlugin, type AccountsPorts } from './plugin';
export { findSignedInUser, findUserById } from './repository';
export { default as signedInUsers } from './signed-in-users-plugin';
export type { UserDataRelease } from './repository';
