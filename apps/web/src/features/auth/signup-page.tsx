import { zodResolver } from '@hookform/resolvers/zod';
import { SignupFormSchema, type SignupForm } from '@vita/api';
import { Button, Form, Link, Text } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { AuthCard } from './auth-layout';

export function SignupPage() {
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<SignupForm>({
    resolver: zodResolver(SignupFormSchema),
    mode: 'onBlur',
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });

  const signup = useMutation({
    // confirm_password is a form-only check; the API never receives it.
    mutationFn: ({ full_name, email, password }: SignupForm) =>
      api.users.signup({ body: { full_name: full_name.trim(), email, password } }),
    onSuccess: () => navigate({ to: '/login' }),
  });

  return (
    <AuthCard
      title="Create your account"
      footer={
        <Text>
          Already have an account? <Link href="/login">Log in</Link>
        </Text>
      }
    >
      <Form onSubmit={form.handleSubmit((values) => signup.mutate(values))}>
        <FormTextField
          control={form.control}
          name="full_name"
          label="Full Name"
          autoComplete="name"
        />
        <FormTextField
          control={form.control}
          name="email"
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
          autoComplete="new-password"
        />
        <FormTextField
          control={form.control}
          name="confirm_password"
          kind="password"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          fullWidth
          isPending={signup.isPending}
          pendingLabel="Creating account..."
        >
          Sign Up
        </Button>
      </Form>
    </AuthCard>
  );
}
