import type { Offer } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ConfirmDialog, preloadWidgets } from '@talentindia/ui';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { useWithdrawOffer } from '../api/withdraw-offer';

/**
 * "Withdraw Offer" while the offer is pending, after a question. If the freelancer has answered
 * meanwhile (409), the question closes with the api's reason and the page shows the offer as it now is;
 * any other failure stays in the question, to try again.
 */
export function WithdrawOffer({ offer }: { offer: Offer }) {
  const withdraw = useWithdrawOffer(offer.id);
  const confirm = useDialogOnDemand(preloadWidgets);
  const { first_name, last_name } = offer.freelancer;
  const refused = withdraw.error?.status === 409;

  return (
    <>
      {offer.status === 'pending' ? (
        <Button
          variant="secondary"
          onPointerEnter={confirm.warm}
          onFocus={confirm.warm}
          onClick={() => confirm.open(() => withdraw.reset())}
        >
          Withdraw Offer
        </Button>
      ) : null}
      {/* Drawn from its first opening on, so it closes (and says why) after the button has gone. */}
      {confirm.everOpened ? (
        <ConfirmDialog
          open={confirm.isOpen}
          onOpenChange={confirm.setIsOpen}
          title="Withdraw this offer?"
          description={`${first_name} ${last_name} will no longer be able to accept it. You can send a new offer later.`}
          confirmLabel="Withdraw Offer"
          tone="danger"
          pending={withdraw.isPending}
          error={withdraw.error && !refused ? withdraw.error.message : undefined}
          onConfirm={() =>
            withdraw.mutate(undefined, {
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
