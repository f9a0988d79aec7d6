import { Suspense, type ReactNode } from 'react';
import { loadDialogKit, useKitPart } from '../kit/load-kit';

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
  /**
   * A form dialog: focus starts in its first field rather than on its first button (the close
   * button). It still goes back to the opener when the dialog closes.
   */
  focusFirstField?: boolean;
}

/**
 * A modal dialog on Radix Dialog, which does the focus management: focus moves into it and stays
 * there, Escape closes it, focus returns to what opened it, and the rest of the page is hidden from
 * assistive technology while it is open. Its code loads when a page with a dialog first renders
 * (kit/load-kit.ts); until then there is nothing to draw.
 */
export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}

function LoadedModal(props: ModalProps) {
  const { ModalPanel } = useKitPart(loadDialogKit);
  return <ModalPanel {...props} />;
}
