import { messages, ResetPasswordFormSchema } from '@vita/api';
import { Text } from '@vita/ui';
import { useState } from 'react';
import { FormNewPasswordFields } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useResetPassword } from './api';
import { AuthCard, AuthForm, AuthNotice } from './auth-layout';

export interface ResetPasswordPageProps {
  /** The token from the recovery e-mail's link (`?token=`); without it submitting does nothing. */
  token: string | undefined;
}

export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const form = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });
  // The token the server refused: the notice stays with it, and a new link starts clean.
  const [refusedToken, setRefusedToken] = useState<string>();
  const resetPassword = useResetPassword({
    onDone: () => form.reset(),
    onLinkRefused: setRefusedToken,
  });
  const linkProblem = !token
    ? messages.resetLinkIncomplete
    : token === refusedToken
      ? messages.resetLinkExpired
      : undefined;

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
      <AuthForm
        onSubmit={form.handleSubmit(({ new_password }) => {
          // Without a token in the address there is nothing to reset: submitting does nothing.
          if (!token) return;
          resetPassword.mutate({ token, new_password });
        })}
        submitLabel="Reset Password"
        pendingLabel="Resetting..."
        isPending={resetPassword.isPending}
      >
        {linkProblem ? (
          <AuthNotice tone="warning">
            <span>{linkProblem}</span>
            <span>
              <Link to="/recover-password">Request a new link</Link>
            </span>
          </AuthNotice>
        ) : null}
        <FormNewPasswordFields
          control={form.control}
          name="new_password"
          label="New Password"
          confirmName="confirm_password"
        />
      </AuthForm>
    </AuthCard>
  );
}
