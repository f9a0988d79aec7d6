import { useState, type MouseEvent } from 'react';
import { RECOVERY_CODE_COUNT } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, Modal } from '@talentindia/ui';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { RecoveryCodes } from './recovery-codes';
import styles from './recovery-codes-setting.module.css';

/**
 * The recovery codes while two-step verification is on: how many are left, and new ones on request.
 * One dialog asks first, then shows the new codes once (the old ones stop working).
 */
export function RecoveryCodesSetting({ codesLeft }: { codesLeft: number }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.focus();
    setCodes(null);
    setOpen(true);
  };

  const generate = () =>
    regenerate.mutate(undefined, {
      onSuccess: ({ message, data }) => {
        toast.success(message);
        setCodes(data.recovery_codes);
      },
      onError: (error) => {
        toast.error(error.message);
        setOpen(false);
      },
    });

  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <p className={styles.label}>Recovery codes</p>
        <p className={styles.description}>
          {codesLeft} of {RECOVERY_CODE_COUNT} codes left. Each logs you in once if you cannot get a code.
        </p>
      </div>
      <Button variant="secondary" size="small" onClick={openDialog}>
        Generate new codes
      </Button>
      <Modal
        open={open}
        // While the codes are being made, their outcome belongs in this dialog.
        onOpenChange={(next) => {
          if (!regenerate.isPending || next) setOpen(next);
        }}
        title={codes ? 'Save your recovery codes' : 'Generate new recovery codes?'}
        description={
          codes
            ? 'Your old recovery codes no longer work. Save these codes now.'
            : 'You will get ten new codes, and the ones you have now will stop working.'
        }
        footer={
          codes ? (
            <Button onClick={() => setOpen(false)}>Done</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={regenerate.isPending}>
                Cancel
              </Button>
              <Button onClick={generate} disabled={regenerate.isPending} aria-busy={regenerate.isPending || undefined}>
                Generate new codes
              </Button>
            </>
          )
        }
      >
        {codes ? <RecoveryCodes codes={codes} /> : null}
      </Modal>
    </div>
  );
}
