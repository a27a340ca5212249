import { accountMutations, messages } from '@vita/api';
import { useApiMutation } from '../../lib/mutations';
import { useApi, useSession } from '../../lib/services';

export function useUpdateProfile({ onDone }: { onDone: () => void }) {
  return useApiMutation(accountMutations(useApi()).updateMe, {
    success: messages.userUpdated,
    onSuccess: onDone,
  });
}

export function useChangePassword({ onDone }: { onDone: () => void }) {
  return useApiMutation(accountMutations(useApi()).updatePassword, {
    success: messages.passwordUpdated,
    onSuccess: onDone,
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
