import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { findUserByEmail, insertUser } from './repository';

/**
 * Creates the first superuser from FIRST_SUPERUSER / FIRST_SUPERUSER_PASSWORD once; later starts
 * leave it alone (its password may have been changed since). Safe when instances start together:
 * the unique e-mail index lets only one insert win.
 */
export default fp(
  async (app) => {
    const { firstSuperuser, firstSuperuserPassword } = app.settings;
    if (await findUserByEmail(app.db, firstSuperuser)) return;
    const password = firstSuperuserPassword ?? randomBytes(12).toString('base64url');
    const created = await insertUser(app.db, {
      email: firstSuperuser,
      hashed_password: await app.passwords.hash(password),
      full_name: 'Administrator',
      is_superuser: true,
    });
    if (!created) return;
    app.log.info({ email: firstSuperuser }, 'first superuser created');
    if (!firstSuperuserPassword) {
      // Written to the terminal once and never to the structured log, which may be shipped elsewhere.
      process.stdout.write(
        `\n  First superuser: ${firstSuperuser}\n  Generated password (shown once): ${password}\n\n`,
      );
    }
  },
  { name: 'bootstrap', dependencies: ['db', 'security'] },
);
