import { join } from 'node:path';
import fp from 'fastify-plugin';
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
    const storage = new LocalFileStorage(filesDir(settings));
    await storage.init();
    app.decorate('files', storage);
  },
  { name: 'storage' },
);
