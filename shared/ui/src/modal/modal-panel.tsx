import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { CloseIcon } from '../icons/icons';
import type { ModalProps } from './modal';
import styles from './modal.module.css';

/** Modal, once Radix Dialog has loaded. */
export function ModalPanel({ open, onOpenChange, title, description, children, footer, focusFirstField }: ModalProps) {
  // Radix returns focus to its own Dialog.Trigger; these dialogs are opened by any button of the
  // page (or a menu item), so the dialog remembers what had focus when it opened and returns there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!focusFirstField || !(event.currentTarget instanceof HTMLElement)) return;
            const field = event.currentTarget.querySelector<HTMLElement>(
              'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
            opener.current = null;
          }}
          // Radix warns when a dialog has no description; without one, nothing describes it.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </header>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
