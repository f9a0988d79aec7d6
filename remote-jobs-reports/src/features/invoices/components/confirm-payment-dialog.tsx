import { formatInvoiceMoney, type Invoice } from '@talentindia/contracts';
import { Button, FormAlert, Modal } from '@talentindia/ui';
import { cardName } from '../utils/invoice-text';
import styles from './confirm-payment-dialog.module.css';

export interface ConfirmPaymentDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: () => void;
  /** The confirmation is with the api: the dialog waits for its answer and cannot be closed meanwhile. */
  pending: boolean;
  /** Why the confirmation failed when it can be tried again (the network, the server). */
  error?: string;
}

/**
 * The test payment provider's authentication step, the page's stand-in for the cardholder's bank
 * (like Stripe's test 3-D Secure page): the amount and the card, then "Complete authentication",
 * which confirms the charge, or "Cancel", which leaves it waiting.
 */
export function ConfirmPaymentDialog({
  invoice,
  open,
  onOpenChange,
  onComplete,
  pending,
  error,
}: ConfirmPaymentDialogProps) {
  const { card } = invoice.payment;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending || next) onOpenChange(next);
      }}
      title="Confirm this payment"
      description="Your bank asks you to confirm this payment. In test mode, this step stands in for your bank’s."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onComplete} disabled={pending} aria-busy={pending || undefined}>
            Complete authentication
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>Amount</dt>
          <dd>{formatInvoiceMoney(invoice.card_part)}</dd>
        </div>
        {card ? (
          <div>
            <dt>Card</dt>
            <dd>{cardName(card)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Invoice</dt>
          <dd>{invoice.number}</dd>
        </div>
      </dl>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Modal>
  );
}
