import type { ThreadDetail } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { useSetThreadBlocked } from '../api/block-thread';
import styles from './send-refusal.module.css';

/** In place of the composer while sending is refused: why (blocked, an account deleted), and Unblock for the blocker. */
export function SendRefusal({ thread }: { thread: ThreadDetail }) {
  const unblock = useSetThreadBlocked(thread.id);
  return (
    <div className={styles.refusal} role="status">
      <p className={styles.text}>{thread.send_refusal}</p>
      {thread.blocked_by_me ? (
        <Button
          variant="secondary"
          size="small"
          disabled={unblock.isPending}
          onClick={() =>
            unblock.mutate(false, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Unblock
        </Button>
      ) : null}
    </div>
  );
}
