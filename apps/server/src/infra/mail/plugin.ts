import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from './mailer';
import type { Settings } from '../../settings';

export interface AppMailer {
  /**
   * Sends without making the caller wait, so a request's timing does not tell whether a message
   * was sent (password recovery must not reveal which e-mails exist). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every message handed over so far has been sent or has failed. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

export default fp<{ settings: Settings }>(
  async (app, { settings }) => {
    const log = app.log.child({ component: 'mailer' });
    const mailer = createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.emailsFrom,
      outboxDir: join(settings.dataDir, 'outbox'),
      onOutbox: ({ subject, file }) => log.info({ subject, file }, 'e-mail written to the outbox'),
    });
    const pending = new Set<Promise<void>>();

    const appMailer: AppMailer = {
      sendInBackground(message) {
        const task = mailer
          .send(message)
          .then(() => {
            if (settings.smtpUrl) log.info({ subject: message.subject }, 'e-mail sent');
          })
          .catch((error: unknown) =>
            log.error({ err: error, subject: message.subject }, 'e-mail failed'),
          )
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };

    app.decorate('mailer', appMailer);
    app.addHook('onClose', async () => {
      await appMailer.idle();
      mailer.close();
    });
  },
  { name: 'mailer' },
);
