import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env';

/** Decodes quoted-printable text (RFC 2045): soft line breaks and =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: string;
  body: string;
}

function splitHeaders(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: raw, body: '' };
  return { headers: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim();
}

/** The decoded text/plain and text/html parts of a MIME message (any nesting). */
function textParts(raw: string): { type: string; text: string }[] {
  const { headers, body } = splitHeaders(raw);
  const contentType = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => textParts(chunk.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(contentType)) return [];
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64')
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return [{ type: contentType.split(';')[0]!.toLowerCase(), text }];
}

interface Mail {
  file: string;
  raw: string;
  mtimeMs: number;
}

function mailsTo(email: string): Mail[] {
  const dir = join(dataDir(), 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const file = join(dir, name);
      return { file, raw: readFileSync(file, 'utf8'), mtimeMs: statSync(file).mtimeMs };
    })
    .filter((mail) => {
      const to = header(splitHeaders(mail.raw).headers, 'To') ?? '';
      return to.toLowerCase().includes(email.toLowerCase());
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/** How many messages the outbox holds for this recipient. */
export const countMailsTo = (email: string): number => mailsTo(email).length;

/**
 * Waits until the outbox holds more than `before` messages to `email`, then returns the reset link
 * from the newest one's text part (`{FRONTEND_HOST}/reset-password?token=...`).
 */
export async function newestResetLink(email: string, before: number): Promise<string> {
  await expect
    .poll(() => countMailsTo(email), { message: `a new e-mail to ${email} in the outbox` })
    .toBeGreaterThan(before);
  const newest = mailsTo(email).at(-1)!;
  const parts = textParts(newest.raw);
  const plain = parts.find((p) => p.type === 'text/plain') ?? parts[0];
  if (!plain) throw new Error(`No text part in ${newest.file}`);
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/.exec(plain.text)?.[0];
  if (!link) throw new Error(`No reset link in the text part of ${newest.file}:\n${plain.text}`);
  return link;
}
