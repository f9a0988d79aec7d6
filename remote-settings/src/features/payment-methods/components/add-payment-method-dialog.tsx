import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { settingsMessages } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { InlineLoading, Modal } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { usePaymentSetup, type PaymentSetup } from '../api/get-payment-setup';
import type { CardFormProps } from './card-form-props';
import type { StripeCardFormProps } from './stripe-card-form';
import { TestCardForm } from './test-card-form';

export interface AddPaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add Payment Method (spec §2, §4): a fresh setup intent when it opens, the provider's card form
 * (Stripe's Payment Element, or the built-in test provider's form), then the confirmed card is
 * recorded with the server, the list refreshes and the dialog closes.
 */
export function AddPaymentMethodDialog({ open, onOpenChange }: AddPaymentMethodDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    setBusy(false);
    onOpenChange(false);
  }, [onOpenChange]);
  return (
    <Modal
      open={open}
      // While a card is being confirmed and saved, its outcome belongs in this dialog.
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      title="Add Payment Method"
      description="Your card is kept by our payment provider; we store only its brand, last four digits and expiry."
    >
      {open ? <AddPaymentMethodBody onClose={close} onBusyChange={setBusy} /> : null}
    </Modal>
  );
}

function AddPaymentMethodBody({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const setup = usePaymentSetup();
  const add = useAddPaymentMethod();

  // Spec §8: a payment setup that fails is the server's message in an error toast.
  const setupError = setup.isError ? setup.error.message : null;
  useEffect(() => {
    if (setupError === null) return;
    toast.error(setupError);
    onClose();
  }, [setupError, onClose]);

  const onConfirmed = async (paymentMethod: string) => {
    try {
      await add.mutateAsync({ payment_method: paymentMethod });
    } catch (error) {
      // The setup intent was used by the confirmation: another card needs a new one.
      void setup.refetch();
      throw error;
    }
    onClose();
  };

  if (!setup.data) return <InlineLoading>Preparing the card form…</InlineLoading>;
  const formProps: CardFormProps = {
    clientSecret: setup.data.client_secret,
    onConfirmed,
    onCancel: onClose,
    waiting: setup.isFetching,
    onBusyChange,
  };
  return setup.data.provider === 'stripe' ? (
    <StripeForm setup={setup.data} {...formProps} />
  ) : (
    <TestCardForm {...formProps} />
  );
}

type StripeCardFormComponent = ComponentType<StripeCardFormProps>;
let stripeFormModule: Promise<StripeCardFormComponent> | null = null;

/** Stripe's form and Stripe.js are their own chunk, fetched only when a Stripe dialog opens. */
function loadStripeCardForm(): Promise<StripeCardFormComponent> {
  stripeFormModule ??= import(/* webpackChunkName: "settings-stripe-card-form" */ './stripe-card-form').then(
    (module) => module.StripeCardForm,
    (error: unknown) => {
      stripeFormModule = null;
      throw error;
    },
  );
  return stripeFormModule;
}

function StripeForm({ setup, ...props }: CardFormProps & { setup: PaymentSetup }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ Form: StripeCardFormComponent } | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    loadStripeCardForm().then(
      (Form) => current && setLoaded({ Form }),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (setup.publishable_key === null || loaded === 'failed') {
    return (
      <LoadFailed
        message={settingsMessages.paymentProviderUnavailable}
        onCancel={props.onCancel}
        onRetry={
          setup.publishable_key === null
            ? undefined
            : () => {
                setLoaded(null);
                setAttempt((count) => count + 1);
              }
        }
      />
    );
  }
  if (loaded === null) return <InlineLoading>Loading the secure card form…</InlineLoading>;
  return <loaded.Form publishableKey={setup.publishable_key} {...props} />;
}
