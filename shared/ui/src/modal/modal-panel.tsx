import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useLayoutEffect, useRef, type RefObject } from 'react';
import { CloseIcon } from '../icons/icons';
import { InlineLoading } from '../loading-overlay/loading-overlay';
import type { ModalProps } from './modal';
import styles from './modal.module.css';

const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Modal, once Radix Dialog has loaded. */
export function ModalPanel({ open, onOpenChange, title, description, children, footer, focusFirstField }: ModalProps) {
  // Radix returns focus to its own Dialog.Trigger; these dialogs are opened by any button of the
  // page (or a menu item), so the dialog remembers what had focus when it opened and returns there.
  const opener = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={panel}
          className={styles.panel}
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            // Only what had focus outside the dialog is its opener: never the page's body, nor the
            // dialog itself should Radix tell us again while it stays open.
            const active = document.activeElement;
            if (
              opener.current === null &&
              active instanceof HTMLElement &&
              active !== document.body &&
              !panel.current?.contains(active)
            ) {
              opener.current = active;
            }
            const field = focusFirstField ? panel.current?.querySelector<HTMLElement>(FIELD) : null;
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
          {/* Content that waits for code (a form's kit) waits inside the dialog: without a boundary of
              its own, the page's would hide the whole open dialog, and the focus in it, meanwhile. */}
          {children ? (
            <div className={styles.body}>
              <Suspense fallback={<InlineLoading />}>
                {children}
                <FocusOnReveal panel={panel} focusFirstField={focusFirstField === true} />
              </Suspense>
            </div>
          ) : null}
          {footer ? (
            <footer className={styles.footer}>
              <Suspense fallback={null}>{footer}</Suspense>
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Runs each time the dialog's content is shown: first shown after waiting for its code, or shown
 * again after it waited once more. A form dialog whose focus is still where opening put it (the
 * dialog, its close button) moves to its first field; focus lost while the content was hidden comes
 * back into the dialog rather than staying on the page behind it.
 */
function FocusOnReveal({
  panel,
  focusFirstField,
}: {
  panel: RefObject<HTMLDivElement | null>;
  focusFirstField: boolean;
}) {
  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    const active = document.activeElement;
    const untouched =
      active === null ||
      active === document.body ||
      active === dialog ||
      active === dialog.querySelector('header button');
    if (!untouched) return;
    const field = focusFirstField ? dialog.querySelector<HTMLElement>(FIELD) : null;
    if (field) field.focus();
    else if (active === null || active === document.body) dialog.focus();
  }, [panel, focusFirstField]);
  return null;
}
