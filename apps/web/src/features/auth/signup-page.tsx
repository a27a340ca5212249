import { SignupFormSchema, type SignupForm } from '@vita/api';
import { Text } from '@vita/ui';
import { FormEmailField, FormNewPasswordFields, FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useSignUp } from './api';
import { AuthCard, AuthForm } from './auth-layout';

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
      <AuthForm
        onSubmit={form.handleSubmit(submit)}
        submitLabel="Sign Up"
        pendingLabel="Creating account..."
        isPending={signup.isPending}
      >
        <FormTextField
          control={form.control}
          name="full_name"
          label="Full Name"
          autoComplete="name"
        />
        <FormEmailField control={form.control} name="email" />
        <FormNewPasswordFields
          control={form.control}
          name="password"
          label="Password"
          confirmName="confirm_password"
        />
      </AuthForm>
    </AuthCard>
  );
}
