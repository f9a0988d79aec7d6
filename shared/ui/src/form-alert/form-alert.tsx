import { AlertIcon, CheckIcon } from '../icons/icons';
import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

/**
 * A message under a form: an error from the server (role="alert", read out at once) or a
 * confirmation (role="status", read out politely).
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertIcon : CheckIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <Icon className={styles.icon} />
      <div className={styles.text}>{children}</div>
    </div>
  );
}
