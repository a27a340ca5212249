import { SignupFormSchema, type SignupForm } from '@vita/api';
import { Button, Form, Text } from '@vita/ui';
import { FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useSignUp } from './api';
import { AuthCard } from './auth-layout';

export function SignupPage() {
  const form = useZodForm(SignupFormSchema, {
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const signup = useSignUp();
  // confirm_password is a form-only check; the API never receives it.
  const submit = ({ full_name, email, password }: SignupForm) =>
    signup.mutate({ full_name: full_name.trim(), email, password });

  return (
    <AuthCard
      title="Create your account"
      footer={
        <Text>
          Already have an account? <Link to="/login">Log in</Link>
        </Text>
      }
    >
      <Form onSubmit={form.handleSubmit(submit)}>
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
