import {
  accountMutations,
  JSON_RESUME_FILENAME,
  messages,
  profileMutations,
  type UserPublic,
} from '@vita/api';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { saveDraft } from '../../lib/profile-draft';
import { saveBlob } from '../../lib/save-blob';
import { useApiMutation } from '../../lib/mutations';
import { useApi, useSession } from '../../lib/services';

export function useUpdateProfile({ onDone }: { onDone: () => void }) {
  return useApiMutation(accountMutations(useApi()).updateMe, {
    success: messages.userUpdated,
    onSuccess: onDone,
  });
}

/**
 * A new password ends every session signed in before it, this one included; the answer carries
 * a fresh token, so this browser stays signed in.
 */
export function useChangePassword({ onDone }: { onDone: () => void }) {
  const session = useSession();
  return useApiMutation(accountMutations(useApi()).updatePassword, {
    success: messages.passwordUpdated,
    onSuccess: ({ access_token }) => {
      session.signIn(access_token);
      onDone();
    },
  });
}

/** Ends every other session; this browser carries on with the fresh token of the answer. */
export function useEndOtherSessions() {
  const session = useSession();
  return useApiMutation(accountMutations(useApi()).endOtherSessions, {
    success: ({ message }) => message,
    onSuccess: ({ access_token }) => session.signIn(access_token),
  });
}

/** Deleting the account ends the session: nothing of it is left to show. */
export function useDeleteAccount() {
  const session = useSession();
  return useApiMutation(accountMutations(useApi()).deleteMe, {
    success: messages.accountDeleted,
    onSuccess: () => session.signOut(),
  });
}

/** The profile as JSON Resume, saved as resume.json. */
export function useExportJsonResume() {
  return useApiMutation(profileMutations(useApi()).exportJsonResume, {
    success: `Your profile was saved as ${JSON_RESUME_FILENAME}.`,
    onSuccess: (blob) => saveBlob(blob, JSON_RESUME_FILENAME),
  });
}

/**
 * A JSON Resume file read into a draft, then the profile steps on the home screen, filled in
 * from it for the user to review and save one by one (nothing is saved before).
 */
export function useImportJsonResume(user: UserPublic) {
  const api = useApi();
  const navigate = useNavigate();
  const mutations = useMemo(() => profileMutations(api), [api]);
  const openSteps = useApiMutation(mutations.setStep, {
    onSuccess: () => navigate({ to: '/' }),
  });
  const read = useApiMutation(mutations.importJsonResume, {
    success: (_reading, file: File) => `${file.name} was read: review each step, then save it.`,
    onSuccess: (reading) => {
      saveDraft(user.id, reading);
      openSteps.mutate('basic_info');
    },
  });
  return { mutate: read.mutate, isPending: read.isPending || openSteps.isPending };
}
