import fp from 'fastify-plugin';
import { followUserChanges } from './signed-in-users';

/**
 * Lets the access guard keep the users it has just read, once the database's announcements of
 * changed users are followed. If they cannot be, every signed-in request reads its user, as
 * before: slower, never staler.
 */
export default fp(
  async (app) => {
    let stop: (() => Promise<void>) | undefined;
    try {
      stop = await followUserChanges({ db: app.db, listen: app.dbListen });
    } catch (error) {
      app.log.warn({ err: error }, 'changes of users are not followed: each check reads the user');
      return;
    }
    app.addHook('onClose', async () => {
      // The database may be closing too: its connection then ends the subscription anyway.
      await stop?.().catch(() => undefined);
    });
  },
  { name: 'signed-in-users', dependencies: ['db'] },
);
