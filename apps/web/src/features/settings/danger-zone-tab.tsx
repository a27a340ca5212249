import { AlertDialog, Button, Heading, Text } from '@vita/ui';
import { useState } from 'react';
import { useDeleteAccount } from './api';
import * as styles from './settings.css';

export function DangerZoneTab() {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteAccount();

  return (
    <section className={styles.section} aria-labelledby="danger-heading">
      <Heading level={2} id="danger-heading">
        Delete Account
      </Heading>
      <Text className={styles.sectionText}>
        Permanently delete your account and all the data associated with it.
      </Text>
      <div className={styles.actions}>
        <Button variant="danger" onPress={() => setIsOpen(true)}>
          Delete Account
        </Button>
      </div>
      <AlertDialog
        title="Confirmation Required"
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        variant="danger"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isPending={remove.isPending}
        pendingLabel="Deleting..."
        // The dialog stays open (busy) until the call settles; a failure keeps it open.
        onConfirm={() => remove.mutateAsync()}
      >
        All your account data will be <strong>permanently deleted.</strong> If you are sure, please
        click <strong>&quot;Delete&quot;</strong> to proceed. This action cannot be undone.
      </AlertDialog>
    </section>
  );
}
