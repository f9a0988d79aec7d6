import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { FormAlert } from '../form-alert/form-alert';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone (deleting an account or a card). */
  tone?: 'danger' | 'primary';
  /** Called on the confirm button; the caller closes the dialog (onOpenChange) when the action succeeds. */
  onConfirm: () => void;
  /** The action is running: confirm is disabled and shows it, and the dialog cannot be closed meanwhile. */
  pending?: boolean;
  /** Why the action failed (the server's message), shown inside the dialog. */
  error?: string;
}

/**
 * A question before an action ("Delete your account?"): the action's button and a cancel button.
 * It stays open until the caller closes it, so a failure can be shown where the user is looking.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      // While the action runs, its outcome belongs in this dialog: Escape and clicks outside wait.
      onOpenChange={(next) => {
        if (!pending || next) onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Modal>
  );
}
