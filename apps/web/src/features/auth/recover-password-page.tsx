import { RecoverPasswordFormSchema } from '@vita/api';
import { Text } from '@vita/ui';
import { FormEmailField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useRecoverPassword } from './api';
import { AuthCard, AuthForm } from './auth-layout';

export function RecoverPasswordPage() {
  const form = useZodForm(RecoverPasswordFormSchema, { defaultValues: { email: '' } });
  const recover = useRecoverPassword({ onSent: () => form.reset() });

  return (
    <AuthCard
      title="Password Recovery"
      description="A password recovery email will be sent to the registered account."
      footer={
        <Text>
          Remember your password? <Link to="/login">Log in</Link>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => recover.mutate(values.email))}
        submitLabel="Continue"
        pendingLabel="Sending..."
        isPending={recover.isPending}
      >
        <FormEmailField control={form.control} name="email" />
      </AuthForm>
    </AuthCard>
  );
}
