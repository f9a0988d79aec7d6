import { useEffect, useState, type ChangeEvent } from 'react';
import type { Path } from 'react-hook-form';
import { cardNumberDigits, parseCardExpiry, testCardFormSchema, type TestCardFormValues } from '@talentindia/contracts';
import { toApiError, type ApiError } from '@talentindia/core';
import { Button, FormAlert, TextField, registerField, useContractForm } from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { confirmTestCard } from '../api/confirm-test-card';
import { formatCardNumberInput, formatCvcInput, formatExpiryInput, reformatInput } from '../utils/card-format';
import type { CardFormProps } from './card-form-props';
import styles from './card-form.module.css';

/** The request's fields, by the form field that shows their errors. */
const FIELD_OF_REQUEST_KEY: Record<string, Path<TestCardFormValues>> = {
  card_number: 'card_number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/**
 * The built-in test provider's card form (the default when no Stripe keys are set): it confirms the
 * setup intent with the card as Stripe.js would (`POST …/test-provider/confirm`), and the dialog
 * records the payment method it answers. The card errors show under the form (spec §8).
 */
export function TestCardForm({ clientSecret, onConfirmed, onCancel, waiting = false, onBusyChange }: CardFormProps) {
  const form = useContractForm(testCardFormSchema, { card_number: '', expiry: '', cvc: '' });
  const { isSubmitting } = form.formState;
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);
  useEffect(() => form.setFocus('card_number'), [form]);

  const formatted = (name: Path<TestCardFormValues>, format: (text: string) => string) => {
    const registration = registerField(form, name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        reformatInput(event.target, format);
        return registration.onChange(event);
      },
    };
  };

  const showCardError = (error: ApiError) => {
    // A decline (402) is about the card as a whole; a field the server refused (422) goes under it.
    let onField = false;
    if (error.status !== 402) {
      for (const [key, message] of Object.entries(error.errors ?? {})) {
        const field = FIELD_OF_REQUEST_KEY[key];
        if (!field || form.getFieldState(field).error) continue;
        form.setError(field, { type: 'server', message }, { shouldFocus: !onField });
        onField = true;
      }
    }
    if (!onField) setCardError(error.message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setCardError(null);
    // The schema passed, so the expiry reads.
    const expiry = parseCardExpiry(values.expiry)!;
    let paymentMethod: string;
    try {
      paymentMethod = await confirmTestCard({
        client_secret: clientSecret,
        card_number: cardNumberDigits(values.card_number),
        exp_month: expiry.exp_month,
        exp_year: expiry.exp_year,
        cvc: values.cvc.trim(),
      });
    } catch (error) {
      showCardError(await toApiError(error));
      return;
    }
    await onConfirmed(paymentMethod).catch(() => undefined);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Card details">
      <p className={styles.testMode}>
        Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242, any future date and any CVC.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        spellCheck={false}
        maxLength={23}
        {...formatted('card_number', formatCardNumberInput)}
      />
      <div className={styles.row}>
        <TextField
          label="Expiry date (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          spellCheck={false}
          maxLength={7}
          {...formatted('expiry', formatExpiryInput)}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          spellCheck={false}
          maxLength={4}
          {...formatted('cvc', formatCvcInput)}
        />
      </div>
      {cardError ? <FormAlert>{cardError}</FormAlert> : null}
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || waiting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving card…' : 'Save card'}
        </Button>
      </FormActions>
    </form>
  );
}
