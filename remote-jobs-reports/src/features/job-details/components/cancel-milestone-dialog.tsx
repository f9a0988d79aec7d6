import { formatMoney } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { ConfirmDialog } from '@talentindia/ui';
import { useCancelMilestone } from '../api/cancel-milestone';
import type { MilestoneDialogProps } from './milestone-dialog-props';

/** Cancel a milestone not submitted yet; a funded one says where its money goes back. */
export function CancelMilestoneDialog({ contract, milestone, open, onOpenChange }: MilestoneDialogProps) {
  const cancel = useCancelMilestone();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this milestone?"
      description={
        milestone.status === 'funded'
          ? `“${milestone.name}” is cancelled and its ${formatMoney(milestone.amount)} refunded: credits at once, the card part in 5 to 10 days.`
          : `“${milestone.name}” is cancelled. Nothing has been charged for it.`
      }
      confirmLabel="Cancel milestone"
      cancelLabel="Keep milestone"
      tone="danger"
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { contractId: contract.id, milestoneId: milestone.id },
          {
            onSuccess: ({ message }) => {
              onOpenChange(false);
              toast.success(message);
            },
            onError: (error) => {
              onOpenChange(false);
              toast.error(error.message);
            },
          },
        )
      }
    />
  );
}
