import type { Token } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../infra/db/schema';

/** A token for the user's current session version (earlier versions were ended). */
export async function issueToken(app: FastifyInstance, user: UserRow): Promise<Token> {
  return {
    access_token: await app.tokens.createAccessToken({
      userId: user.id,
      sessionVersion: user.session_version,
    }),
    token_type: 'bearer',
  };
}
