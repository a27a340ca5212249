import { zodResolver } from '@hookform/resolvers/zod';
import { messages, RecoverPasswordFormSchema, type RecoverPasswordForm } from '@vita/api';
import { Button, Form, Link, Text } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import { AuthCard } from './auth-layout';

export function RecoverPasswordPage() {
  const api = useApi();
  const form = useForm<RecoverPasswordForm>({
    resolver: zodResolver(RecoverPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const recover = useMutation({
    mutationFn: ({ email }: RecoverPasswordForm) =>
      api.login.recoverPassword({ params: { email } }),
    onSuccess: () => {
      showSuccessToast(messages.recoveryEmailSent);
      form.reset();
    },
  });

  return (
    <AuthCard
      title="Password Recovery"
      description="A password recovery email will be sent to the registered account."
      footer={
        <Text>
          Remember your password? <Link href="/login">Log in</Link>
        </Text>
      }
    >
      <Form onSubmit={form.handleSubmit((values) => recover.mutate(values))}>
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <Button type="submit" fullWidth isPending={recover.isPending} pendingLabel="Sending...">
          Continue
        </Button>
      </Form>
    </AuthCard>
  );
}
