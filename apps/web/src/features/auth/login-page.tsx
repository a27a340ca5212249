import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema, messages, type LoginForm } from '@vita/api';
import { Button, Form, Link, Text } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi, useSession } from '../../lib/services';
import { AuthCard } from './auth-layout';
import * as styles from './auth-layout.css';

export function LoginPage() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    // SPEC §5: the login form validates each field when it loses focus.
    mode: 'onBlur',
    defaultValues: { username: '', password: '' },
  });

  const login = useMutation({
    mutationFn: (body: LoginForm) => api.login.accessToken({ body }),
    onSuccess: async ({ access_token }) => {
      session.signIn(access_token);
      await navigate({ to: '/' });
    },
    // The error toast comes from the query client; the field message is this screen's own.
    onError: () => form.setError('username', { message: messages.invalidCredentials }),
  });

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <Text>
          Don&apos;t have an account? <Link href="/signup">Sign up</Link>
        </Text>
      }
    >
      <Form onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <FormTextField
          control={form.control}
          name="username"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <FormTextField
          control={form.control}
          name="password"
          kind="password"
          label="Password"
          autoComplete="current-password"
        />
        <div className={styles.inlineEnd}>
          <Link href="/recover-password">Forgot your password?</Link>
        </div>
        <Button type="submit" fullWidth isPending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
