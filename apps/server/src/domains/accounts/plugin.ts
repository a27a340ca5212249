import type { FastifyInstance } from 'fastify';
import { registerGroups } from '../../http/endpoint';
import { loginRoutes } from './login-routes';
import type { UserDataRelease } from './repository';
import { usersRoutes } from './users-routes';

export interface AccountsPorts {
  /**
   * What frees what other domains keep for a deleted user outside the database's cascade (file
   * bytes); the app's wiring hands them in, so domains stay unaware of each other.
   */
  releases: readonly UserDataRelease[];
}

/** The login and users groups of the endpoint table. */
export async function accountsPlugin(api: FastifyInstance, { releases }: AccountsPorts) {
  await registerGroups(api, [loginRoutes, usersRoutes(releases)]);
}
