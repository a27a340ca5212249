import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, messages, type ChangePasswordForm } from '@vita/api';
import { Button, Form, Heading } from '@vita/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import * as styles from './settings.css';

const empty: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordTab() {
  const api = useApi();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onBlur',
    defaultValues: empty,
  });

  // Messages appear on blur, but Save follows every keystroke: RHF's isValid would only update
  // on blur in this mode, so the same schema is checked against the live values.
  const values = useWatch({ control: form.control });
  const canSave = ChangePasswordFormSchema.safeParse(values).success;

  const change = useMutation({
    // confirm_password only guards against typos; it is never sent (SPEC §5).
    mutationFn: ({ current_password, new_password }: ChangePasswordForm) =>
      api.users.updatePassword({ body: { current_password, new_password } }),
    onSuccess: () => {
      showSuccessToast(messages.passwordUpdated);
      form.reset(empty);
    },
  });

  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <Heading level={2} id="password-heading">
        Change Password
      </Heading>
      <Form onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <FormTextField
          control={form.control}
          name="current_password"
          kind="password"
          label="Current Password"
          autoComplete="current-password"
        />
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
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={change.isPending}
            pendingLabel="Saving..."
            isDisabled={!canSave}
          >
            Save
          </Button>
        </div>
      </Form>
    </section>
  );
}
