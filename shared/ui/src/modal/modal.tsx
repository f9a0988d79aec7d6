import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called with false when the user closes it: Escape, the close button, or a click outside the panel. */
  onOpenChange: (open: boolean) => void;
  /** The heading of the dialog, and its accessible name. */
  title: string;
  /** A line under the title, read out with the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's actions, at the bottom of the panel. */
  footer?: ReactNode;
}

/**
 * A modal dialog on Radix Dialog, which does the focus management: focus moves into it and stays
 * there, Escape closes it, focus returns to what opened it, and the rest of the page is hidden from
 * assistive technology while it is open.
 */
export function Modal({ open, onOpenChange, title, description, children, footer }: ModalProps) {
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
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
