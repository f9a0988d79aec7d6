import { preloadFormKit, preloadWidgets } from '@talentindia/ui';

/**
 * The code of this page's dialogs (Radix Dialog, the form kit, the searchable list: some 35 KB gzip)
 * is fetched when the user moves to the page's controls (a pointer over them, or the keyboard in
 * them), ahead of the click that opens one, rather than with the page: most visits open none.
 * A switch opens its dialog once this has resolved, so the dialog never has to wait inside itself
 * (a form kit arriving after the dialog opened would hide its content and drop the focus).
 */
export const DIALOG_LOAD_FAILED = 'This could not load. Check your connection and try again.';

export function preloadDialogs(): Promise<void> {
  return Promise.all([preloadFormKit(), preloadWidgets()]).then(() => undefined);
}
