import type { z } from 'zod';
import { serverMessages } from '../schemas/messages';
import {
  PROFILE_SECTIONS,
  type OnboardingState,
  type Profile,
  type ProfileSection,
} from '../schemas/profile';
import type { MockDb } from './db';
import { fail } from './mock-endpoint';
import { emptyProfile } from './profile-seed';

export const profileOf = (db: MockDb, userId: string): Profile => {
  let profile = db.profiles.get(userId);
  if (!profile) {
    profile = emptyProfile();
    db.profiles.set(userId, profile);
  }
  return profile;
};

export const onboardingOf = (db: MockDb, userId: string): OnboardingState =>
  db.onboarding.get(userId) ?? { current_step: 'welcome', conversation_id: null };

type Saved<S extends ProfileSection> = z.input<(typeof PROFILE_SECTIONS)[S]['entry']>;

/**
 * The server's replace rule: the list becomes the section, in its order; an id must be one of the
 * user's entries of that section (else 400 and nothing changes); entries without one get new ids.
 */
export function replaceSection<S extends ProfileSection>(
  db: MockDb,
  userId: string,
  section: S,
  entries: readonly ({ id?: string | undefined } & Record<string, unknown>)[],
  newId: () => string,
): Saved<S>[] {
  const profile = profileOf(db, userId);
  const key = PROFILE_SECTIONS[section].key;
  const current = profile[key] as { id: string }[];
  const owned = new Set(current.map((entry) => entry.id));
  if (entries.some((entry) => entry.id && !owned.has(entry.id))) {
    fail(400, serverMessages.unknownEntry);
  }
  const saved = entries.map((entry) =>
    PROFILE_SECTIONS[section].entry.parse({ ...entry, id: entry.id ?? newId() }),
  ) as Saved<S>[];
  (profile as Record<string, unknown>)[key] = saved;
  return saved;
}

export function deleteEntry(db: MockDb, userId: string, section: ProfileSection, id: string) {
  const profile = profileOf(db, userId);
  const key = PROFILE_SECTIONS[section].key;
  const current = profile[key] as { id: string }[];
  if (!current.some((entry) => entry.id === id)) fail(404, serverMessages.entryNotFound);
  (profile as Record<string, unknown>)[key] = current.filter((entry) => entry.id !== id);
  return { message: PROFILE_SECTIONS[section].deleted };
}
