import { formatMoney } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { ConfirmDialog } from '@talentindia/ui';
import { useFundMilestone } from '../api/fund-milestone';
import { showPaymentOutcome } from '../utils/payment-outcome';
import type { MilestoneDialogProps } from './milestone-dialog-props';

/**
 * Fund: what is charged, before it is. The fee and the GST are the api's to compute, so the dialog
 * names the fee without a figure.
 */
export function FundMilestoneDialog({ contract, milestone, open, onOpenChange }: MilestoneDialogProps) {
  const fund = useFundMilestone();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Fund this milestone?"
      description={`${formatMoney(milestone.amount)} for “${milestone.name}”, plus the marketplace fee, is charged now: your credits are used first, then your default card. The money is held until you approve the work.`}
      confirmLabel="Fund milestone"
      pending={fund.isPending}
      onConfirm={() =>
        fund.mutate(
          { contractId: contract.id, milestoneId: milestone.id },
          {
            onSuccess: (response) => {
              onOpenChange(false);
              showPaymentOutcome(response, milestone.id);
            },
            // Declined, no card, a payment already running: the row shows what changed.
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
