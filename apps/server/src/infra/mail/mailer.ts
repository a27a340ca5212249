import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID, `<…@…>`: the same for every try of one e-mail, so a copy sent again after a
   * crash is recognisable as the same message. Generated when absent.
   */
  messageId?: string;
}

export interface MailResult {
  /** Where the message was written when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  onOutbox?: (info: { subject: string; file: string }) => void;
}

/** Sortable by name and unique: the newest message is the last file in the folder. */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file, so recovery
 * works on a machine without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer is loaded with the first message rather than with the server, whose start needs
  // none of it. SMTP_URL's form is checked with the other settings at start.
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  return {
    async send(message) {
      const mail = await open();
      const info = await mail.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        // One predictable encoding keeps the outbox easy to read and parse.
        textEncoding: 'quoted-printable',
      });
      if (options.smtpUrl) return {};
      const raw = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(raw))
        throw new Error('Mail stream transport returned no message buffer');
      // A message carries a live reset link: only the server's account may read it.
      await mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = join(options.outboxDir, outboxFileName());
      await writeFile(file, raw, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      options.onOutbox?.({ subject: message.subject, file });
      return { file };
    },
    close: () => {
      void transport?.then((opened) => opened.close());
    },
  };
}
