import { Toaster } from 'react-hot-toast';

/** Spec §9: toasts close after 5000 ms, bottom-right. Rendered once, by the host (or a standalone shell). */
export const TOAST_DURATION_MS = 5000;

export function AppToaster() {
  return <Toaster position="bottom-right" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}

export { toast } from 'react-hot-toast';
