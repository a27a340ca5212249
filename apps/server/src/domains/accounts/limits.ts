import { serverMessages } from '@vita/api/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { HashingBusyError } from '../../infra/security/passwords';
import type { RateRule } from '../../infra/security/rate-limits';

const HOUR = 60 * 60;
/** Checks settled by another instance are noticed this often. */
const PLACE_POLL_MS = 200;
/** The places one password check holds, and how it gives them back. */
export interface SignInCheck {
  /**
   * `wrong` counts a failure for the address (the account's key counted the attempt already);
   * `right` forgets the account's count and gives the address's place back; `released` (the
   * password was not checked) takes the attempt back and gives the place back.
   */
  settle(outcome: 'wrong' | 'right' | 'released'): Promise<void>;
}

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
    /**
     * Wrong passwords for one account from one browser that signed in to it before (its device
     * cookie): in place of the two per-address keys, so others at its address cannot lock it out.
     */
    loginDevice: (deviceId: string) =>
      [`login-device:${deviceId}`, rule(settings.loginMaxFailures, failureWindow)] as const,
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

  async function holdPlace([key, rule]: readonly [string, RateRule]): Promise<void> {
    // Past the wait (the settings' loginPlaceWaitSeconds) the server is too busy: 503.
    const deadline = Date.now() + settings.loginPlaceWaitSeconds * 1000;
    for (;;) {
      const answer = await rateLimits.reserve(key, rule);
      if (answer === true) return;
      if (answer !== false) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(answer) });
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new HashingBusyError();
      await rateLimits.settled(key, Math.min(PLACE_POLL_MS, left));
    }
  }

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
    /**
     * Counts one attempt on the account's key (an e-mail from one address, or one browser), then
     * holds a place on the address's key, if any. The account's key counts attempts, as
     * `enforce` does, and a right password forgets them (see `attempt`): a burst of guesses gets
     * at most its limit of checks. The address's key counts failures, not attempts: a
     * check waits while only checks under way fill its rule (they may all be right passwords, an
     * office signing in), and is refused with 429 once failures alone fill it. Settle the check.
     */
    async checkSignIn(
      account: readonly [string, RateRule],
      address?: readonly [string, RateRule],
    ): Promise<SignInCheck> {
      const [key, rule] = account;
      const wait = await rateLimits.attempt(key, rule);
      if (wait > 0) {
        throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(wait) });
      }
      if (address) {
        try {
          await holdPlace(address);
        } catch (error) {
          await rateLimits.endAttempt(key, 'unchecked');
          throw error;
        }
      }
      let settled = false;
      return {
        async settle(outcome) {
          if (settled) return;
          settled = true;
          await Promise.all([
            rateLimits.endAttempt(key, outcome === 'released' ? 'unchecked' : outcome),
            address &&
              rateLimits.settle(
                address[0],
                address[1],
                outcome === 'wrong' ? 'failure' : 'released',
              ),
          ]);
        },
      };
    },
    undo: (hit: readonly [string, RateRule]) => rateLimits.undo(hit[0]),
    clear: (hit: readonly [string, RateRule]) => rateLimits.clear(hit[0]),
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
