import type { WeekDispute } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ConfirmDialog, preloadWidgets } from '@talentindia/ui';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { useWithdrawDispute } from '../api/withdraw-dispute';

export interface WithdrawDisputeProps {
  contractId: number;
  dispute: WeekDispute;
  /** The page's `?week=` (null for this week), where the answer is stored. */
  week: string | null;
  /** The id of the dispute's line, read out with the button (several weeks' buttons share a name). */
  describedBy: string;
}

/**
 * "Withdraw dispute" while the dispute is open, after a question. If the freelancer settled it meanwhile
 * (409), the question closes with the api's reason and the week is read again; any other failure
 * stays in the question, to try again.
 */
export function WithdrawDispute({ contractId, dispute, week, describedBy }: WithdrawDisputeProps) {
  const withdraw = useWithdrawDispute(contractId, week);
  const confirm = useDialogOnDemand(preloadWidgets);
  const refused = withdraw.error?.status === 409;
  return (
    <>
      {dispute.status === 'open' ? (
        <Button
          variant="secondary"
          size="small"
          aria-describedby={describedBy}
          onPointerEnter={confirm.warm}
          onFocus={confirm.warm}
          onClick={() => confirm.open(() => withdraw.reset())}
        >
          Withdraw dispute
        </Button>
      ) : null}
      {/* Drawn from its first opening on, so it closes (and says why) after the button has gone. */}
      {confirm.everOpened ? (
        <ConfirmDialog
          open={confirm.isOpen}
          onOpenChange={confirm.setIsOpen}
          title="Withdraw this dispute?"
          description="The freelancer is told, and these hours are no longer held back from their payment."
          confirmLabel="Withdraw dispute"
          pending={withdraw.isPending}
          error={withdraw.error && !refused ? withdraw.error.message : undefined}
          onConfirm={() =>
            withdraw.mutate(dispute.id, {
              onSuccess: ({ message }) => {
                confirm.setIsOpen(false);
                toast.success(message);
              },
              onError: (error) => {
                if (error.status !== 409) return;
                confirm.setIsOpen(false);
                toast.error(error.message);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
