import { Button, FormAlert } from '@talentindia/ui';
import styles from './load-failed.module.css';

/** A read that failed: why (the server's message, or the network's), and another try. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
