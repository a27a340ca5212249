import { ChangePasswordFormSchema, type ChangePasswordForm } from '@vita/api';
import { Button, Form, Heading, Text } from '@vita/ui';
import { FormNewPasswordFields, FormTextField } from '../../components/form-fields';
import { useZodForm } from '../../lib/forms';
import { useChangePassword, useEndOtherSessions } from './api';
import * as styles from './settings.css';

const empty: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordTab() {
  const form = useZodForm(ChangePasswordFormSchema, { defaultValues: empty });
  const change = useChangePassword({ onDone: () => form.reset(empty) });
  // confirm_password only guards against typos; it is never sent.
  const submit = ({ current_password, new_password }: ChangePasswordForm) =>
    change.mutate({ current_password, new_password });

  return (
    <>
      <section className={styles.section} aria-labelledby="password-heading">
        <Heading level={2} id="password-heading">
          Change Password
        </Heading>
        <Form onSubmit={form.handleSubmit(submit)}>
          <FormTextField
            control={form.control}
            name="current_password"
            kind="password"
            label="Current Password"
            autoComplete="current-password"
          />
          <FormNewPasswordFields
            control={form.control}
            name="new_password"
            label="New Password"
            confirmName="confirm_password"
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              isPending={change.isPending}
              pendingLabel="Saving..."
              isDisabled={!form.isValid}
            >
              Save
            </Button>
          </div>
        </Form>
      </section>
      <OtherSessions />
    </>
  );
}

/** Signs out every other browser or device (a lost laptop, a shared computer); this one stays. */
function OtherSessions() {
  const end = useEndOtherSessions();
  return (
    <section className={styles.followingSection} aria-labelledby="sessions-heading">
      <Heading level={2} id="sessions-heading">
        Sessions
      </Heading>
      <Text className={styles.sectionText}>
        Signed in on a device you no longer use, or one that is not yours? Sign out everywhere else;
        you stay signed in here. Changing your password does the same.
      </Text>
      <div className={styles.actions}>
        <Button
          variant="outline"
          isPending={end.isPending}
          pendingLabel="Signing out..."
          onPress={() => end.mutate()}
        >
          Sign out of all other sessions
        </Button>
      </div>
    </section>
  );
}
