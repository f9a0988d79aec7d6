import { formatMoney } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { ConfirmDialog } from '@talentindia/ui';
import { useApproveMilestone } from '../api/approve-milestone';
import { milestoneIsFunded } from '../utils/milestone-status';
import { showPaymentOutcome } from '../utils/payment-outcome';
import { freelancerName, type MilestoneDialogProps } from './milestone-dialog-props';

/** Approve & pay: the money goes to the freelancer, so the question names both. */
export function ApproveMilestoneDialog({ contract, milestone, open, onOpenChange }: MilestoneDialogProps) {
  const approve = useApproveMilestone();
  const name = freelancerName(contract);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Release ${formatMoney(milestone.amount)} to ${name}?`}
      description={
        milestoneIsFunded(milestone)
          ? `You approve the work on “${milestone.name}” and its payment goes to ${name}.`
          : `You approve the work on “${milestone.name}”. It is not funded yet, so it is charged first, plus the marketplace fee (your credits, then your default card), and then paid to ${name}.`
      }
      confirmLabel="Approve & pay"
      pending={approve.isPending}
      onConfirm={() =>
        approve.mutate(
          { contractId: contract.id, milestoneId: milestone.id },
          {
            onSuccess: (response) => {
              onOpenChange(false);
              showPaymentOutcome(response, milestone.id);
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
