import type { ReactNode } from 'react';
import styles from './form-actions.module.css';

export interface FormActionsProps {
  /** The form's buttons, the main one last. */
  children: ReactNode;
  /** In a dialog: on a phone (480 px or narrower) the buttons share the row, each as wide as it can be. */
  fillOnPhones?: boolean;
  /** Where the form's layout places the row (a grid column). */
  className?: string;
}

/** A form's buttons, at its end (Cancel, then the main action), wrapping onto a new line when narrow. */
export function FormActions({ children, fillOnPhones = false, className }: FormActionsProps) {
  const classes = [styles.actions, fillOnPhones && styles.fill, className].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
