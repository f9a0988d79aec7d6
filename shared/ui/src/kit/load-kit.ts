/**
 * The heavy part of the kit loads on demand (ADR 011). @talentindia/ui is one shared singleton,
 * bundled whole and loaded by every page's shell, so what only forms and dialogs need
 * (react-hook-form, Radix Dialog and Switch, downshift: 34 KB gzip together), and Google's sign-in
 * button, sit in chunks of their own, each fetched the first time something that needs it renders,
 * or when a route preloads it with its page.
 *
 * Each loader returns one promise for the life of the page, marked with its outcome the way React's
 * `use()` reads it (`status`, `value`), so once loaded every later render reads it synchronously.
 */
import { use } from 'react';

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let current: TrackedPromise<T> | null = null;
  return () => {
    if (current) return current;
    const promise: TrackedPromise<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        // A chunk that failed to load (offline) is asked for again by the next render, after "Try again".
        current = null;
      },
    );
    current = promise;
    return promise;
  };
}

/**
 * A part of the kit, during render, through `use()`: the component suspends until it arrives, and
 * once it has, `use()` reads the promise's outcome at once. It is called on every render, loaded or
 * not: skipping it once loaded changed the order of what a render reads when React replayed a
 * component that had suspended on it, and React then had to re-render the whole page (error 520).
 */
export function useKitPart<T>(load: () => Promise<T>): T {
  return use(load());
}

/** react-hook-form and the zod resolver, for useContractForm. */
export const loadFormKit = loader(() => import(/* webpackChunkName: "ui-form-kit" */ './form-kit'));

/** Radix Dialog, for Modal and ConfirmDialog. */
export const loadDialogKit = loader(() => import(/* webpackChunkName: "ui-dialog-kit" */ './dialog-kit'));

/** Radix Switch, for Switch. */
export const loadSwitchKit = loader(() => import(/* webpackChunkName: "ui-switch-kit" */ './switch-kit'));

/** downshift, for SearchableSelect. */
export const loadComboboxKit = loader(() => import(/* webpackChunkName: "ui-combobox-kit" */ './combobox-kit'));

/** @react-oauth/google, for GoogleSignIn (only where sign-in with Google is configured). */
export const loadGoogleKit = loader(() => import(/* webpackChunkName: "ui-google-kit" */ './google-kit'));

/**
 * Start loading ahead of need, so a route that shows a form (or a dialog, a switch, a searchable
 * select) fetches that code alongside its own instead of after it. Each resolves once loaded.
 */
export function preloadFormKit(): Promise<void> {
  return loadFormKit().then(() => undefined);
}

/** Modal, ConfirmDialog, Switch and SearchableSelect: see preloadFormKit. */
export function preloadWidgets(): Promise<void> {
  return Promise.all([loadDialogKit(), loadSwitchKit(), loadComboboxKit()]).then(() => undefined);
}
