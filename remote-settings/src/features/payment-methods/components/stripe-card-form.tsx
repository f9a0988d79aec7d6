import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { settingsMessages } from '@talentindia/contracts';
import { Button, FormAlert, InlineLoading } from '@talentindia/ui';
import { FormActions, LoadFailed } from '@talentindia/ui/page-parts';
import type { CardFormProps } from './card-form-props';
import styles from './card-form.module.css';

/**
 * Stripe.js, once per publishable key for the life of the page. `loadStripe` of the pure entry adds
 * Stripe's script only when called, so the script is fetched when this dialog first opens (this
 * module is its own chunk). A failed load (offline, blocked) is forgotten, so "Try again" retries it,
 * and resolves to null: Elements then stays empty and the form says the service is unreachable.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): { promise: Promise<Stripe | null>; failed: Promise<boolean> } {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, promise);
  }
  return { promise, failed: promise.then((stripe) => stripe === null) };
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/**
 * Stripe's Payment Element in the Add Payment Method dialog: Stripe confirms the setup intent with
 * the card (`confirmSetup`, no redirect for cards), and the dialog records the payment method.
 * Stripe's own messages (a declined card, an incomplete number) show under the form (spec §8).
 */
export function StripeCardForm({ publishableKey, clientSecret, ...props }: StripeCardFormProps) {
  // Each attempt at loading Stripe.js has its own Elements (whose `stripe` is set once).
  const [load, setLoad] = useState(() => ({ attempt: 0, ...stripeFor(publishableKey) }));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void load.failed.then((failed) => {
      if (current) setUnavailable(failed);
    });
    return () => {
      current = false;
    };
  }, [load]);
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret,
      appearance: { theme: 'stripe', variables: { colorPrimary: '#0b5cad', colorDanger: '#b42318' } },
    }),
    [clientSecret],
  );

  if (unavailable) {
    return (
      <LoadFailed
        message={settingsMessages.paymentProviderUnavailable}
        onCancel={props.onCancel}
        onRetry={() => {
          setUnavailable(false);
          setLoad(({ attempt }) => ({ attempt: attempt + 1, ...stripeFor(publishableKey) }));
        }}
      />
    );
  }
  // A new client secret (after a refused save) is a new setup intent: Elements takes it only when created.
  return (
    <Elements key={`${clientSecret}-${load.attempt}`} stripe={load.promise} options={options}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({
  onConfirmed,
  onCancel,
  waiting = false,
  onBusyChange,
}: Omit<CardFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setCardError(null);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (error) {
        setCardError(error.message ?? settingsMessages.paymentMethodInvalid);
        return;
      }
      const paymentMethod =
        typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method?.id;
      if (!paymentMethod) {
        setCardError(settingsMessages.paymentMethodInvalid);
        return;
      }
      await onConfirmed(paymentMethod).catch(() => undefined);
    } catch {
      setCardError(settingsMessages.paymentProviderUnavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
      {ready ? null : <InlineLoading>Loading the secure card form…</InlineLoading>}
      <div className={styles.element}>
        <PaymentElement onReady={() => setReady(true)} onChange={() => setCardError(null)} />
      </div>
      {cardError ? <FormAlert>{cardError}</FormAlert> : null}
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || busy || waiting} aria-busy={busy || undefined}>
          {busy ? 'Saving card…' : 'Save card'}
        </Button>
      </FormActions>
    </form>
  );
}
