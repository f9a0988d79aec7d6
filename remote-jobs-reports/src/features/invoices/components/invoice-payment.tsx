import { useId } from 'react';
import { formatInvoiceMoney, type Invoice } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Button, FormAlert } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useInvoicePayment } from '../hooks/use-invoice-payment';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import styles from './invoice-payment.module.css';

/**
 * What the client can do about an unpaid invoice, above the document (and never printed): pay it
 * again after a decline, or confirm a charge the bank asks them to. Nothing when there is nothing to do.
 */
export function InvoicePayment({ invoice }: { invoice: Invoice }) {
  const headingId = useId();
  const payment = useInvoicePayment(invoice);
  const { status, can_pay: canPay = false } = invoice.payment;
  const waiting = status === 'requires_action';
  const due = formatInvoiceMoney(invoice.card_part);

  return (
    <>
      {canPay || waiting || payment.noCard ? (
        <section className={styles.panel} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {waiting ? 'Waiting for your confirmation' : 'This invoice is not paid yet'}
          </h2>
          <p className={styles.text}>
            {waiting
              ? `Your bank asks you to confirm the payment of ${due} before it is made.`
              : `${due} is due. Pay it again with your default card.`}
          </p>
          {payment.noCard ? (
            <FormAlert>
              {payment.noCard} <Link to={paths.settingsPaymentMethods}>Add a card</Link>
            </FormAlert>
          ) : null}
          <div className={styles.buttons}>
            {canPay ? (
              <Button onClick={payment.payAgain} disabled={payment.busy} aria-busy={payment.paying || undefined}>
                Pay again
              </Button>
            ) : null}
            {waiting ? (
              <Button
                onClick={payment.authenticate}
                onPointerEnter={payment.dialog.warm}
                onFocus={payment.dialog.warm}
                disabled={payment.busy}
                aria-busy={payment.confirming || undefined}
              >
                Confirm payment
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      {/* Drawn from its first opening on, so it closes (and gives the focus back) after the button has gone. */}
      {payment.dialog.everOpened ? (
        <ConfirmPaymentDialog
          invoice={invoice}
          open={payment.dialog.open}
          onOpenChange={payment.dialog.onOpenChange}
          onComplete={payment.completeAuthentication}
          pending={payment.dialog.pending}
          error={payment.dialog.error}
        />
      ) : null}
    </>
  );
}
