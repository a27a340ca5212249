import { ResetPasswordFormSchema } from '@vita/api';
import { Button, Form, Text } from '@vita/ui';
import { FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useResetPassword } from './api';
import { AuthCard } from './auth-layout';

export interface ResetPasswordPageProps {
  /** The token from the recovery e-mail's link (`?token=`); without it submitting does nothing. */
  token: string | undefined;
}

export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const form = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const resetPassword = useResetPassword({ onDone: () => form.reset() });

  return (
    <AuthCard
      title="Reset Password"
      description="Please enter your new password and confirm it to reset your password."
      footer={
        <Text>
          Back to <Link to="/login">Log in</Link>
        </Text>
      }
    >
      <Form
        onSubmit={form.handleSubmit(({ new_password }) => {
          // Without a token in the address there is nothing to reset: submitting does nothing.
          if (!token) return;
          resetPassword.mutate({ token, new_password });
        })}
      >
        <FormTextField
          control={form.control}
          name="new_password"
          kind="password"
          label="New Password"
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
          isPending={resetPassword.isPending}
          pendingLabel="Resetting..."
        >
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
