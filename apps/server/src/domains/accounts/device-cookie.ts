import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@vita/api/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that once signed in to an account keeps a signed cookie naming that account and a
 * random device id. With it, its sign-ins to that account are limited per device, not per
 * address: people guessing passwords from an office's address cannot lock the office out.
 */
export const DEVICE_COOKIE = 'vita_device';
/** Sent only with sign-ins, never with other requests. */
const DEVICE_COOKIE_PATH = `${API_PREFIX}/login`;
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Keeps this signature apart from every other use of the secret key. */
const PURPOSE = 'vita sign-in device';
/** `<user id>.<device id>.<signature>`: a UUID, 16 random bytes and an HMAC-SHA256, base64url. */
const SHAPE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function sign(secretKey: string, userId: string, deviceId: string): Buffer {
  return createHmac('sha256', secretKey).update(`${PURPOSE}\n${userId}\n${deviceId}`).digest();
}

/** The cookie values of that name in a Cookie header (a browser may send several). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}

/** The account and device id of the request's device cookie, if it carries a valid one. */
export function signedDevice(
  request: FastifyRequest,
  secretKey: string,
): { userId: string; deviceId: string } | undefined {
  for (const value of cookieValues(request.headers.cookie, DEVICE_COOKIE)) {
    const match = SHAPE.exec(value);
    if (!match) continue;
    const [, userId, deviceId, signature] = match as unknown as [string, string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(secretKey, userId, deviceId);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      return { userId, deviceId };
    }
  }
  return undefined;
}

/** Gives the browser a device cookie (its own again, or a new one) for the account it signed in to. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secretKey: string,
  userId: string,
  deviceId = randomBytes(16).toString('base64url'),
): void {
  const signature = sign(secretKey, userId, deviceId).toString('base64url');
  const attributes = [
    `${DEVICE_COOKIE}=${userId}.${deviceId}.${signature}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  // Secure on https only: a browser drops a Secure cookie set over plain http (local use).
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
