import { useState } from 'react';
import { settingsMessages, type Invoice, type InvoicePaymentResponse } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import { preloadWidgets } from '@talentindia/ui';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { useConfirmInvoice } from '../api/confirm-invoice';
import { getStripePublishableKey } from '../api/get-stripe-publishable-key';
import { usePayInvoice } from '../api/pay-invoice';

/** Stripe.js and the code that runs it: a chunk of its own, fetched only when a Stripe charge waits for the cardholder. */
const loadStripeStep = () => import(/* webpackChunkName: "invoice-stripe" */ '../utils/stripe-next-action');

/** An attempt's outcome (200 paid, 202 processing) as a toast, in the api's words. */
function toastOutcome({ message, data }: InvoicePaymentResponse) {
  if (data.payment.status === 'paid') toast.success(message);
  else toast(message);
}

/** Refusals that end the attempt (declined, nothing to confirm, a secret that is not the charge's): said once, in a toast. */
const ENDS_THE_ATTEMPT = new Set([402, 409, 422]);

/**
 * Paying an invoice from its page: "Pay again" with the default card, and the cardholder's
 * authentication when the bank asks for it. With the test provider the page is that step (a
 * dialog, like Stripe's test 3-D Secure page); with Stripe, Stripe.js runs it in its own frame and
 * the api is then asked how the charge stands. After every attempt the invoice in the cache is the
 * api's answer, or is read again.
 */
export function useInvoicePayment(invoice: Invoice) {
  const pay = usePayInvoice(invoice.id);
  const confirm = useConfirmInvoice(invoice.id);
  const dialog = useDialogOnDemand(preloadWidgets);
  // The api's 422 when the client has no card: shown beside the button with a way to add one.
  const [noCard, setNoCard] = useState<string | null>(null);
  const [withStripe, setWithStripe] = useState(false);

  const confirmed = {
    onSuccess: (response: InvoicePaymentResponse) => {
      dialog.setIsOpen(false);
      toastOutcome(response);
    },
    onError: (error: ApiError) => {
      // Any other failure (the network, the server) stays in the dialog, to try again.
      if (!ENDS_THE_ATTEMPT.has(error.status ?? 0) && dialog.isOpen) return;
      dialog.setIsOpen(false);
      toast.error(error.message);
    },
  };

  async function authenticateWithStripe(clientSecret: string) {
    setWithStripe(true);
    try {
      const [publishableKey, stripeStep] = await Promise.all([getStripePublishableKey(), loadStripeStep()]);
      if (!publishableKey) throw new Error('The api does not run Stripe.');
      await stripeStep.handleStripeNextAction(publishableKey, clientSecret);
    } catch {
      // Nothing was asked of the cardholder: the charge still waits, and "Confirm payment" tries again.
      setWithStripe(false);
      toast.error(settingsMessages.paymentProviderUnavailable);
      return;
    }
    confirm.mutate({}, { ...confirmed, onSettled: () => setWithStripe(false) });
  }

  /** The cardholder's step for the charge waiting on `current`: Stripe.js's, or the page's own dialog. */
  function authenticate(current: Invoice) {
    const { provider, client_secret: clientSecret } = current.payment;
    if (provider === 'stripe' && clientSecret) void authenticateWithStripe(clientSecret);
    else dialog.open(() => confirm.reset());
  }

  function payAgain() {
    setNoCard(null);
    pay.mutate(undefined, {
      onSuccess: (response) => {
        // The bank asks for the cardholder: their step opens at once (it says what the toast would).
        if (response.data.payment.status === 'requires_action') authenticate(response.data);
        else toastOutcome(response);
      },
      onError: (error) => {
        if (error.status === 422) setNoCard(error.message);
        else toast.error(error.message);
      },
    });
  }

  function completeAuthentication() {
    confirm.mutate({ client_secret: invoice.payment.client_secret ?? undefined }, confirmed);
  }

  return {
    payAgain,
    authenticate: () => authenticate(invoice),
    completeAuthentication,
    noCard,
    busy: pay.isPending || confirm.isPending || withStripe,
    paying: pay.isPending,
    confirming: confirm.isPending || withStripe,
    dialog: {
      everOpened: dialog.everOpened,
      open: dialog.isOpen,
      onOpenChange: dialog.setIsOpen,
      warm: dialog.warm,
      pending: confirm.isPending,
      error: confirm.error && dialog.isOpen ? confirm.error.message : undefined,
    },
  };
}
