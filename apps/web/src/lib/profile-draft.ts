import type { ProfileDraft } from '@vita/api';

/** A CV's reading: the draft and what could not be read from it. */
export interface StoredReading {
  draft: ProfileDraft;
  problems: string[];
}

/**
 * What was read from the CV uploaded in the wizard, kept for this browser tab until onboarding
 * ends: a reload mid-wizard still opens the next steps prefilled. Per user, so another account
 * signing in on the same tab never sees it.
 */
const key = (userId: string) => `vita.onboarding-draft.${userId}`;

export function loadDraft(userId: string): StoredReading | undefined {
  try {
    const stored = sessionStorage.getItem(key(userId));
    if (!stored) return undefined;
    const reading = JSON.parse(stored) as Partial<StoredReading>;
    return reading.draft ? { draft: reading.draft, problems: reading.problems ?? [] } : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(userId: string, reading: StoredReading | undefined) {
  try {
    if (reading) sessionStorage.setItem(key(userId), JSON.stringify(reading));
    else sessionStorage.removeItem(key(userId));
  } catch {
    // Storage may be full or blocked: the draft then lasts as long as the page.
  }
}
