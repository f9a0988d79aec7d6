import type { ReactNode } from 'react';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { Button, FormAlert } from '@talentindia/ui';
import { FormActions } from '../form-actions/form-actions';
import styles from './load-failed.module.css';

export interface LoadFailedProps {
  /** Why the read failed: the server's message, or the network's. Read out at once (role="alert"). */
  message: ReactNode;
  /** Asks again (a query's refetch). Without it nothing is offered to try again. */
  onRetry?: () => void;
  /**
   * Inside a dialog: closes it. The dialog's actions then sit at the end of the block, with
   * Try again as the main one.
   */
  onCancel?: () => void;
}

/** A read that failed, in place of what it would have shown: why, and another try. */
export function LoadFailed({ message, onRetry, onCancel }: LoadFailedProps) {
  const retry = (variant: 'primary' | 'secondary') =>
    onRetry ? (
      <Button variant={variant} onClick={onRetry}>
        Try again
      </Button>
    ) : null;
  return (
    <div className={onCancel ? `${styles.failed} ${styles.inDialog}` : styles.failed}>
      <FormAlert>{message}</FormAlert>
      {onCancel ? (
        <FormActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          {retry('primary')}
        </FormActions>
      ) : (
        retry('secondary')
      )}
    </div>
  );
}
