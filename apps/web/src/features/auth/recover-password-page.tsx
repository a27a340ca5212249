import { RecoverPasswordFormSchema } from '@vita/api';
import { Button, Form, Text } from '@vita/ui';
import { FormTextField } from '../../components/form-fields';
import { Link } from '../../components/links';
import { useZodForm } from '../../lib/forms';
import { useRecoverPassword } from './api';
import { AuthCard } from './auth-layout';

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
      <Form onSubmit={form.handleSubmit((values) => recover.mutate(values.email))}>
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
