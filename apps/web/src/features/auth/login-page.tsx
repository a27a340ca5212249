import { ApiError, LoginFormSchema, messages, tooManyAttemptsIn } from '@vita/api';
import { Text } from '@vita/ui';
import { useLocation } from '@tanstack/react-router';
import { FormEmailField, FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useSignIn } from './api';
import { AuthCard, AuthForm, AuthNotice } from './auth-layout';
import * as styles from './auth-layout.css';

export function LoginPage() {
  // Straight after sign-up: say so, and start from the new account's e-mail.
  const created = useLocation({ select: (location) => location.state.accountCreated });
  const form = useZodForm(LoginFormSchema, {
    defaultValues: { username: created?.email ?? '', password: '' },
  });
  const login = useSignIn({
    // The error toast comes from the query client; the field message is this screen's own.
    onError: (error) => {
      const message = signInFailure(error);
      if (message) form.setError('username', { message });
    },
  });

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <Text>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        isPending={login.isPending}
      >
        {/* Until the first try: then the answer to it is what matters. */}
        {created && form.formState.submitCount === 0 ? (
          <AuthNotice tone="success">{messages.accountCreated}</AuthNotice>
        ) : null}
        <FormEmailField control={form.control} name="username" />
        <FormTextField
          control={form.control}
          name="password"
          kind="password"
          label="Password"
          autoComplete="current-password"
        />
        <div className={styles.inlineEnd}>
          <Link to="/recover-password">Forgot your password?</Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}

/**
 * The message under Email for a refused sign-in: wrong credentials (400 or 401), or too many
 * attempts (429, with the wait the server asks for). Anything else (a busy server, no network) is
 * not the credentials' fault: the error toast alone tells it.
 */
function signInFailure(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429) return tooManyAttemptsIn(error.retryAfterSeconds);
  if (error.status === 400 || error.status === 401) return messages.invalidCredentials;
  return undefined;
}
