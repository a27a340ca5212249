import { accountMutations, messages } from '@vita/api';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation } from '../../lib/mutations';
import { useApi, useSession } from '../../lib/services';

/** Sign in: the token is stored and the visitor goes home. */
export function useSignIn({ onError }: { onError: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  return useApiMutation(accountMutations(useApi()).signIn, {
    onSuccess: async ({ access_token }) => {
      session.signIn(access_token);
      await navigate({ to: '/' });
    },
    onError,
  });
}

/** Sign up, then sign in with the new account. */
export function useSignUp() {
  const navigate = useNavigate();
  return useApiMutation(accountMutations(useApi()).signUp, {
    onSuccess: () => navigate({ to: '/login' }),
  });
}

export function useRecoverPassword({ onSent }: { onSent: () => void }) {
  return useApiMutation(accountMutations(useApi()).recoverPassword, {
    success: messages.recoveryEmailSent,
    onSuccess: onSent,
  });
}

/** A new password from a recovery link, then sign in with it. */
export function useResetPassword({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  return useApiMutation(accountMutations(useApi()).resetPassword, {
    success: messages.passwordUpdated,
    onSuccess: async () => {
      onDone();
      await navigate({ to: '/login' });
    },
  });
}
