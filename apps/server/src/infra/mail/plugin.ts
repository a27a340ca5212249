import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from './mailer';
import { mailOutbox } from './outbox';
import type { Settings } from '../../settings';

/**
 * How often an instance looks for e-mails due that nobody is sending: those of an instance that
 * died before or while sending them, and failed sends due again.
 */
const OUTBOX_SWEEP_MS = 30_000;

export interface AppMailer {
  /**
   * Keeps the message in the outbox table and sends it, without making the caller wait, so a
   * request's timing does not tell whether a message was sent (password recovery must not reveal
   * which e-mails exist). Failed sends are retried, then logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every message handed over here so far has been sent or has failed. */
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
    const outbox = mailOutbox(app.db, new URL(settings.frontendHost).hostname);
    const pending = new Set<Promise<void>>();

    /** Sends what is due, one e-mail at a time, until nothing is. */
    async function sendDue() {
      for (let mail = await outbox.claim(); mail; mail = await outbox.claim()) {
        const { subject } = mail.message;
        try {
          await mailer.send(mail.message);
        } catch (error) {
          const givenUp = await outbox.failed(mail);
          if (givenUp) log.error({ err: error, subject, attempts: mail.attempts }, 'e-mail failed');
          else
            log.warn({ err: error, subject, attempts: mail.attempts }, 'e-mail failed, to retry');
          continue;
        }
        await outbox.sent(mail);
        if (settings.smtpUrl) log.info({ subject }, 'e-mail sent');
      }
    }

    // One pass at a time; a call during a pass asks for one more, so a row added meanwhile is
    // never missed.
    let again = false;
    let draining: Promise<void> | null = null;
    const drain = (): Promise<void> => {
      again = true;
      return (draining ??= (async () => {
        try {
          while (again) {
            again = false;
            await sendDue();
          }
        } catch (error) {
          log.error({ err: error }, 'the e-mail outbox could not be read');
        } finally {
          draining = null;
        }
      })());
    };

    const appMailer: AppMailer = {
      sendInBackground(message) {
        const task = outbox
          .add(message)
          .then(drain)
          .catch((error: unknown) =>
            log.error({ err: error, subject: message.subject }, 'e-mail failed'),
          )
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async idle() {
        while (pending.size > 0 || draining) await Promise.all([...pending, draining]);
      },
    };

    app.decorate('mailer', appMailer);
    const sweep = setInterval(() => void drain(), OUTBOX_SWEEP_MS);
    sweep.unref();
    // What was left due before this start (another instance's, or this one's before a crash).
    app.addHook('onReady', async () => {
      void drain();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await appMailer.idle();
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
