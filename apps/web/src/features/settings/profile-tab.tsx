import { profileFormSchema, type UserPublic } from '@vita/api';
import { Button, FileButton, Form, Heading, Text } from '@vita/ui';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormEmailField, FormTextField } from '../../components/form-fields';
import { useZodForm } from '../../lib/forms';
import { useExportJsonResume, useImportJsonResume, useUpdateProfile } from './api';
import * as styles from './settings.css';

export function ProfileTab({ user }: { user: UserPublic }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <>
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
              {/* On one line: wrapped, an address breaks at a hyphen of its name and reads as two.
                  Cut with an ellipsis when too long, the whole address as its tooltip. */}
              <dd className={styles.emailValue} title={user.email}>
                {user.email}
              </dd>
            </dl>
            <div className={styles.actions}>
              <Button variant="outline" onPress={() => setIsEditing(true)}>
                Edit
              </Button>
            </div>
          </>
        )}
      </section>
      <ProfileData user={user} />
    </>
  );
}

/** The professional profile as a file the user keeps, or brings from another tool. */
function ProfileData({ user }: { user: UserPublic }) {
  const download = useExportJsonResume();
  const upload = useImportJsonResume(user);
  return (
    <section className={styles.followingSection} aria-labelledby="profile-data-heading">
      <Heading level={2} id="profile-data-heading">
        Your profile data
      </Heading>
      <Text className={styles.sectionText}>
        Download your professional profile (basic information, work experience, education, skills,
        certifications and projects) as a JSON Resume file, the open format many résumé tools and
        themes read.
      </Text>
      <Text className={styles.sectionText}>
        Or import one: the profile steps open filled in from the file, and each step you save
        replaces that part of your profile with what you reviewed.
      </Text>
      <div className={styles.actions}>
        <Button
          variant="outline"
          isPending={download.isPending}
          pendingLabel="Preparing..."
          onPress={() => download.mutate()}
        >
          Download JSON Resume
        </Button>
        <FileButton
          variant="outline"
          acceptedFileTypes={['.json', 'application/json']}
          isPending={upload.isPending}
          pendingLabel="Reading..."
          onSelect={(file) => upload.mutate(file)}
        >
          Import JSON Resume
        </FileButton>
      </div>
    </section>
  );
}

function ProfileForm({ user, onDone }: { user: UserPublic; onDone: () => void }) {
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useZodForm(schema, {
    defaultValues: { full_name: user.full_name ?? '', email: user.email, current_password: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  // Moving the account to another address needs the password, as the server requires.
  const movesEmail = email.trim() !== user.email;
  const update = useUpdateProfile({ onDone });

  const cancel = () => {
    form.reset();
    onDone();
  };

  return (
    <Form
      onSubmit={form.handleSubmit(({ current_password, ...values }) =>
        update.mutate(movesEmail ? { ...values, current_password } : values),
      )}
    >
      <FormTextField
        control={form.control}
        name="full_name"
        label="Full name"
        autoComplete="name"
        autoFocus
      />
      <FormEmailField control={form.control} name="email" withExample={false} />
      {movesEmail ? (
        <FormTextField
          control={form.control}
          name="current_password"
          kind="password"
          label="Current password"
          description="Needed to change your email."
          autoComplete="current-password"
        />
      ) : null}
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
