// The texts of `messages` that carry a value, filled in: the wording stays in messages.ts, these
// only pick its variant and put the number in.
import { messages } from './messages';

/**
 * What a refused sign-in says when the server asks to wait `retryAfterSeconds` (its Retry-After):
 * the wait in whole minutes, rounded up, at least one; without a wait, "later".
 */
export function tooManyAttemptsIn(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return messages.tooManyAttempts;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 1) return messages.tooManyAttemptsInOneMinute;
  return messages.tooManyAttemptsInMinutes.replace('{minutes}', String(minutes));
}

/** What a refused save of a profile form says: how many fields need attention. */
export function fieldsNeedAttention(count: number): string {
  if (count === 1) return messages.oneFieldNeedsAttention;
  return messages.fieldsNeedAttention.replace('{count}', String(count));
}
