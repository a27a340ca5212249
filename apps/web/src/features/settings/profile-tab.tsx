import { ProfileFormSchema, type UserPublic } from '@vita/api';
import { Button, Form, Heading } from '@vita/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormEmailField, FormTextField } from '../../components/form-fields';
import { useZodForm } from '../../lib/forms';
import { useUpdateProfile } from './api';
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
  const form = useZodForm(ProfileFormSchema, {
    defaultValues: { full_name: user.full_name ?? '', email: user.email },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const update = useUpdateProfile({ onDone });

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
      <FormEmailField control={form.control} name="email" withExample={false} />
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
