import { serverMessages } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import type { RateRule } from '../../infra/security/rate-limits';

const HOUR = 60 * 60;

/**
 * The limits of the accounts domain, read from the settings. Each key names its rule and whom it
 * counts: a client address, an e-mail, or a user.
 */
export function accountLimits(app: FastifyInstance) {
  const { settings, rateLimits } = app;
  const failureWindow = settings.loginFailureWindowSeconds;
  const rule = (limit: number, windowSeconds: number): RateRule => ({ limit, windowSeconds });

  const keys = {
    /** Wrong passwords for one e-mail from one client. */
    login: (ip: string, email: string) =>
      [
        `login:${ip}|${email.trim().toLowerCase()}`,
        rule(settings.loginMaxFailures, failureWindow),
      ] as const,
    /** Wrong passwords from one client, whatever the e-mail (a password sprayed over accounts). */
    loginClient: (ip: string) =>
      [`login-client:${ip}`, rule(settings.loginMaxFailuresPerClient, failureWindow)] as const,
    /** Wrong current passwords given by one signed-in user (a stolen session guessing it). */
    currentPassword: (userId: string) =>
      [`current-password:${userId}`, rule(settings.loginMaxFailures, failureWindow)] as const,
    recoveryAddress: (email: string) =>
      [
        `recovery:${email.trim().toLowerCase()}`,
        rule(settings.recoveryEmailsPerAddress, HOUR),
      ] as const,
    recoveryClient: (ip: string) =>
      [`recovery-client:${ip}`, rule(settings.recoveryEmailsPerClient, HOUR)] as const,
    /** "This e-mail is taken" answers to one client's signups. */
    takenAtSignup: (ip: string) =>
      [`taken-email:client:${ip}`, rule(settings.takenEmailAnswersPerHour, HOUR)] as const,
    /** "This e-mail is taken" answers to one user's e-mail changes. */
    takenAtChange: (userId: string) =>
      [`taken-email:user:${userId}`, rule(settings.takenEmailAnswersPerHour, HOUR)] as const,
  };

  return {
    keys,
    /**
     * Counts one hit on each key before the guarded work runs; when any is over its rule, answers
     * 429 with the longest wait. The hit stays counted unless the caller undoes or clears it.
     */
    async enforce(...hits: ReadonlyArray<readonly [string, RateRule]>): Promise<void> {
      const waits = await Promise.all(hits.map(([key, rule]) => rateLimits.hit(key, rule)));
      const wait = Math.max(0, ...waits);
      if (wait > 0) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(wait) });
      }
    },
    undo: (hit: readonly [string, RateRule]) => rateLimits.undo(hit[0]),
    clear: (hit: readonly [string, RateRule]) => rateLimits.clear(hit[0]),
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
