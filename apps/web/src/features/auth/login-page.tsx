import { LoginFormSchema, messages } from '@vita/api';
import { Text } from '@vita/ui';
import { FormEmailField, FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useSignIn } from './api';
import { AuthCard, AuthForm } from './auth-layout';
import * as styles from './auth-layout.css';

export function LoginPage() {
  const form = useZodForm(LoginFormSchema, { defaultValues: { username: '', password: '' } });
  const login = useSignIn({
    // The error toast comes from the query client; the field message is this screen's own.
    onError: () => form.setError('username', { message: messages.invalidCredentials }),
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
