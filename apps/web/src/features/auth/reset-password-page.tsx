import { zodResolver } from '@hookform/resolvers/zod';
import { messages, ResetPasswordFormSchema, type ResetPasswordForm } from '@vita/api';
import { Button, Form, Link, Text } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import { AuthCard } from './auth-layout';

export interface ResetPasswordPageProps {
  /** The token from the recovery e-mail's link (`?token=`); without it submitting does nothing. */
  token: string | undefined;
}

export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const resetPassword = useMutation({
    mutationFn: (body: { token: string; new_password: string }) =>
      api.login.resetPassword({ body }),
    onSuccess: async () => {
      showSuccessToast(messages.passwordUpdated);
      form.reset();
      await navigate({ to: '/login' });
    },
  });

  return (
    <AuthCard
      title="Reset Password"
      description="Please enter your new password and confirm it to reset your password."
      footer={
        <Text>
          Back to <Link href="/login">Log in</Link>
        </Text>
      }
    >
      <Form
        onSubmit={form.handleSubmit(({ new_password }) => {
          // SPEC §2: without a token in the address, submitting does nothing.
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
