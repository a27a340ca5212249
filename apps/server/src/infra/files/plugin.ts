import { join } from 'node:path';
import fp from 'fastify-plugin';
import { DatabaseFileStorage } from './database-storage';
import { LocalFileStorage, type FileStorage } from './storage';
import type { Settings } from '../../settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded file bytes (CV files); rows in the database say whose they are. */
    files: FileStorage;
  }
}

export function filesDir(settings: Pick<Settings, 'dataDir'>): string {
  return join(settings.dataDir, 'files');
}

export default fp<{ settings: Settings }>(
  async (app, { settings }) => {
    // In the database, files reach every instance; on local disk, only the one that stored them.
    const storage: FileStorage =
      settings.fileStore === 'database'
        ? new DatabaseFileStorage(app.db)
        : new LocalFileStorage(filesDir(settings));
    await storage.init();
    app.log.info({ fileStore: settings.fileStore }, 'file store ready');
    app.decorate('files', storage);
  },
  { name: 'storage', dependencies: ['db'] },
);
