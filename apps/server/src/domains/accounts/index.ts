/**
 * Accounts: sign-in and its throttle, password recovery, the signed-in user's own account, user
 * administration, and the first superuser. What the rest of the app may use is exported here.
 */
import type { GroupImplementation } from '../../http/endpoint';
import { loginRoutes } from './login-routes';
import type { UserDataRelease } from './repository';
import { usersRoutes } from './users-routes';

export { default as firstSuperuser } from './first-superuser';
export { findUserById } from './repository';
export type { UserDataRelease } from './repository';

/**
 * The login and users groups of the endpoint table. `releases` free what other domains keep for
 * a deleted user outside the database's cascade (the app wires them in, e.g. CV file bytes).
 */
export function accountsRoutes(releases: readonly UserDataRelease[]): GroupImplementation[] {
  return [loginRoutes, usersRoutes(releases)];
}
