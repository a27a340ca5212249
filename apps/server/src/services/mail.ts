import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
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
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // One predictable encoding keeps the outbox easy to read and parse.
        textEncoding: 'quoted-printable',
      });
      if (options.smtpUrl) return {};
      const raw = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(raw)) throw new Error('Mail stream transport returned no message buffer');
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, outboxFileName());
      await writeFile(file, raw);
      options.onOutbox?.({ subject: message.subject, file });
      return { file };
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password recovery e-mail: an HTML and a text part, both carrying the link. */
export function recoveryEmail(options: {
  projectName: string;
  email: string;
  link: string;
  validHours: number;
}): { subject: string; html: string; text: string } {
  const subject = `${options.projectName} - Password recovery for user ${options.email}`;
  const text = [
    `Hello ${options.email},`,
    '',
    `We received a request to reset the password of your ${options.projectName} account.`,
    'Open this link to choose a new password:',
    '',
    options.link,
    '',
    `The link is valid for ${options.validHours} hours and works once.`,
    'If you did not ask for this, you can ignore this e-mail.',
    '',
  ].join('\n');
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5;">
<p>Hello ${escapeHtml(options.email)},</p>
<p>We received a request to reset the password of your ${escapeHtml(options.projectName)} account.</p>
<p><a href="${link}">Reset password</a></p>
<p>The link is valid for ${options.validHours} hours and works once.
If you did not ask for this, you can ignore this e-mail.</p>
</body>
</html>
`;
  return { subject, html, text };
}
