import { AlertIcon } from '../icons/icons';
import styles from './form-field.module.css';

/** A field's error under it, with its icon; `id` is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon className={styles.errorIcon} width={16} height={16} />
      <span>{children}</span>
    </p>
  );
}
