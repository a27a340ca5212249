import {
  accountMutations,
  ApiError,
  errorMessage,
  publicMessages,
  publicServerMessages,
} from '@vita/api';
import { useNavigate } from '@tanstack/react-router';
import { useApiMutation } from '../../lib/mutations';
import { useApi, useSession } from '../../lib/services';
import { showErrorToast } from '../../lib/toasts';

/** Sign in: the token is stored and the visitor goes home. */
export function useSignIn({ onError }: { onError: (error: Error) => void }) {
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

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set by sign-up on its way to /login, which then says the account was created and fills in
     * its e-mail. Only that history entry carries it: a later visit to /login says nothing.
     */
    accountCreated?: { email: string };
  }
}

/** Sign up, then sign in with the new account. */
export function useSignUp() {
  const navigate = useNavigate();
  return useApiMutation(accountMutations(useApi()).signUp, {
    onSuccess: ({ email }) => navigate({ to: '/login', state: { accountCreated: { email } } }),
  });
}

export function useRecoverPassword({ onSent }: { onSent: () => void }) {
  return useApiMutation(accountMutations(useApi()).recoverPassword, {
    success: publicMessages.recoveryEmailSent,
    onSuccess: onSent,
  });
}

export interface ResetPasswordCallbacks {
  onDone: () => void;
  /** The server refused the link's token (expired, already used, or never issued). */
  onLinkRefused: (token: string) => void;
}

/** A new password from a recovery link, then sign in with it. */
export function useResetPassword({ onDone, onLinkRefused }: ResetPasswordCallbacks) {
  const navigate = useNavigate();
  return useApiMutation(accountMutations(useApi()).resetPassword, {
    success: publicMessages.passwordUpdated,
    // A refused link is the screen's to explain (with a way to a new one); any other failure
    // gets the usual toast.
    failure: false,
    onSuccess: async () => {
      onDone();
      await navigate({ to: '/login' });
    },
    onError: (error, { token }) => {
      if (isRefusedToken(error)) onLinkRefused(token);
      else showErrorToast(error);
    },
  });
}

const isRefusedToken = (error: Error) =>
  error instanceof ApiError &&
  error.status === 400 &&
  errorMessage(error) === publicServerMessages.invalidToken;
