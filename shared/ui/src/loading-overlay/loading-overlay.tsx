import type { ReactNode } from 'react';
import styles from './loading-overlay.module.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** A full-screen overlay while a blocking request runs (spec §4: signup, login, content pages). */
export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

/** A spinner in the flow of the page, with its text visible. */
export function InlineLoading({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <div className={styles.inline} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
