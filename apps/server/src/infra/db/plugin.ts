import fp from 'fastify-plugin';
import { createDatabase, type Database, type DatabaseHandle } from './index';
import type { Settings } from '../../settings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Follows a notification channel of the database (see DatabaseHandle.listen). */
    dbListen: DatabaseHandle['listen'];
  }
}

export interface DbPluginOptions {
  settings: Settings;
  /** A database opened by the caller (tests); it is then not closed with the app. */
  database?: DatabaseHandle;
}

export default fp<DbPluginOptions>(
  async (app, { settings, database }) => {
    const handle = database ?? (await createDatabase(settings));
    app.decorate('db', handle.db);
    app.decorate('dbListen', handle.listen);
    app.log.info({ database: handle.kind }, 'database ready');
    if (!database) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
