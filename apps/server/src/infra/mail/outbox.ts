import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { outboxMails } from '../db/schema';
import type { MailMessage } from './mailer';

/**
 * How long a claimed e-mail is left to the instance that claimed it: far longer than a send takes
 * (nodemailer's own timeouts end a stuck one sooner). Past it, an instance that died mid-send
 * has its e-mail sent by another.
 */
export const MAIL_LEASE_SECONDS = 300;
/** Sends tried before an e-mail is given up (and logged as an error). */
export const MAIL_MAX_ATTEMPTS = 5;
/** The wait after a failed send, doubling from a minute to at most an hour. */
export const mailRetrySeconds = (attempts: number) =>
  Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** An e-mail one instance has claimed and is sending. */
export interface ClaimedMail {
  id: string;
  claim: string;
  /** Sends tried, this one included. */
  attempts: number;
  message: MailMessage;
}

const later = (seconds: number) =>
  sql`clock_timestamp() + ${sql.raw(`interval '${seconds} seconds'`)}`;

/**
 * The `outbox_mails` table: e-mails kept until sent, whichever instance sends them. Each is sent
 * with the Message-ID `<row id@domain>`, `domain` being the public origin's host.
 */
export function mailOutbox(db: Database, domain: string) {
  return {
    async add(message: MailMessage): Promise<void> {
      await db.insert(outboxMails).values({
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },

    /**
     * Claims the e-mail due first, in one statement: rows another instance is claiming right now
     * are skipped, not waited for. Null when nothing is due.
     */
    async claim(): Promise<ClaimedMail | null> {
      const claim = randomUUID();
      const due = db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(lte(outboxMails.due_at, sql`clock_timestamp()`))
        .orderBy(outboxMails.due_at)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outboxMails)
        .set({
          claim,
          attempts: sql`${outboxMails.attempts} + 1`,
          due_at: later(MAIL_LEASE_SECONDS),
        })
        .where(eq(outboxMails.id, sql`(${due})`))
        .returning();
      if (!row) return null;
      return {
        id: row.id,
        claim,
        attempts: row.attempts,
        message: {
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: `<${row.id}@${domain}>`,
        },
      };
    },

    /** The e-mail went out: its row goes, unless its lease ran out and another claimed it. */
    async sent(mail: ClaimedMail): Promise<void> {
      await db
        .delete(outboxMails)
        .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.claim, mail.claim)));
    },

    /**
     * The send failed: the e-mail is due again after a wait, or, after the last attempt, given
     * up. Answers whether it was given up.
     */
    async failed(mail: ClaimedMail): Promise<boolean> {
      const mine = and(eq(outboxMails.id, mail.id), eq(outboxMails.claim, mail.claim));
      if (mail.attempts >= MAIL_MAX_ATTEMPTS) {
        await db.delete(outboxMails).where(mine);
        return true;
      }
      await db
        .update(outboxMails)
        .set({ claim: null, due_at: later(mailRetrySeconds(mail.attempts)) })
        .where(mine);
      return false;
    },
  };
}
