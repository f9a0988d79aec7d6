import { useState, type MouseEvent } from 'react';
import { settingsMessages } from '@talentindia/contracts';
import { Button, ConfirmDialog, Modal } from '@talentindia/ui';
import { useRequestAccountDeletion } from '../api/delete-account';
import styles from './delete-account-section.module.css';

/**
 * Spec §2, §4: the Delete Your Account block. Confirming asks the api to mail a deletion link
 * (`DELETE /settings/profile`); nothing is erased until that link is used. A failure shows in the
 * dialog (spec §8: delete-account errors are inline), a success opens the Delete Account Email notice.
 */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const [emailSent, setEmailSent] = useState(false);
  // The notice opens once the confirmation has closed and given focus back to "Delete Account", so
  // that the notice in turn gives focus back there when it closes (it returns focus to its opener).
  const [noticeDue, setNoticeDue] = useState(false);
  const request = useRequestAccountDeletion();

  const openConfirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the dialog gives focus back to what had it when it opened.
    event.currentTarget.focus();
    request.reset();
    setConfirming(true);
  };

  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setNoticeDue(true);
        setConfirming(false);
      },
    });

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className={styles.heading}>
        Delete Your Account
      </h2>
      <p className={styles.text}>
        Deleting your account is permanent and irreversible: your profile, picture, billing details, email preferences,
        notifications and saved cards are erased, and you are signed out everywhere. Contracts, messages, reviews and
        payment records stay with the people you worked with, shown as “Deleted user”; any active contract ends.
      </p>
      <Button
        variant="danger"
        className={styles.button}
        onClick={openConfirm}
        onFocus={() => {
          if (!noticeDue) return;
          setNoticeDue(false);
          setEmailSent(true);
        }}
      >
        Delete Account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title="Delete your account?"
        description={
          <>
            This erases your profile, picture, billing details, email preferences and notifications, and cannot be
            undone. We will email you a link to confirm; nothing is deleted until you open it.
          </>
        }
        confirmLabel="Send deletion link"
        onConfirm={confirm}
        pending={request.isPending}
        error={request.error?.message}
      />
      <Modal
        open={emailSent}
        onOpenChange={setEmailSent}
        title="Delete Account Email"
        description={settingsMessages.deleteAccountEmailSent}
        footer={<Button onClick={() => setEmailSent(false)}>OK</Button>}
      />
    </section>
  );
}
