import { zodResolver } from '@hookform/resolvers/zod';
import { messages, ProfileFormSchema, type ProfileForm, type UserPublic } from '@vita/api';
import { Button, Form, Heading } from '@vita/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import * as styles from './settings.css';

export function ProfileTab({ user }: { user: UserPublic }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="profile-heading">
      <Heading level={2} id="profile-heading">
        User Information
      </Heading>
      {isEditing ? (
        <ProfileForm user={user} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <dl className={styles.details}>
            <dt className={styles.term}>Full name</dt>
            {user.full_name ? (
              <dd className={styles.value}>{user.full_name}</dd>
            ) : (
              <dd className={styles.emptyValue}>N/A</dd>
            )}
            <dt className={styles.term}>Email</dt>
            <dd className={styles.value}>{user.email}</dd>
          </dl>
          <div className={styles.actions}>
            <Button variant="outline" onPress={() => setIsEditing(true)}>
              Edit
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function ProfileForm({ user, onDone }: { user: UserPublic; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onBlur',
    defaultValues: { full_name: user.full_name ?? '', email: user.email },
  });
  const email = useWatch({ control: form.control, name: 'email' });

  const update = useMutation({
    mutationFn: (values: ProfileForm) =>
      api.users.updateMe({
        body: { full_name: values.full_name.trim(), email: values.email.trim() },
      }),
    onSuccess: async () => {
      showSuccessToast(messages.userUpdated);
      onDone();
      // SPEC §7: after a user update all cached data is refreshed.
      await queryClient.invalidateQueries();
    },
  });

  const cancel = () => {
    form.reset();
    onDone();
  };

  return (
    <Form onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <FormTextField
        control={form.control}
        name="full_name"
        label="Full name"
        autoComplete="name"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          isPending={update.isPending}
          pendingLabel="Saving..."
          isDisabled={!form.formState.isDirty || !email.trim()}
        >
          Save
        </Button>
        <Button variant="outline" onPress={cancel} isDisabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
