import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import { createTokenService, type TokenService } from './tokens';
import type { Settings } from '../../settings';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
    settings: Settings;
  }
}

export default fp<{ settings: Settings }>(
  async (app, { settings }) => {
    app.decorate('settings', settings);
    app.decorate(
      'passwords',
      createPasswordHasher(settings.passwordHashCost, {
        concurrency: settings.hashingConcurrency,
        queueLimit: settings.hashingQueueLimit,
      }),
    );
    app.decorate('tokens', createTokenService(settings));
  },
  { name: 'security' },
);
