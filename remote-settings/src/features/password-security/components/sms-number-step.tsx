import { useEffect, useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { findPlace, smsSetupFormSchema, type SmsSetupFormValues } from '@talentindia/contracts';
import type { ApiError } from '@talentindia/core';
import {
  Button,
  FormAlert,
  SearchableSelect,
  TextField,
  registerField,
  useContractForm,
  useFormValue,
} from '@talentindia/ui';
import { FormActions, LoadFailed } from '@talentindia/ui/page-parts';
import { useCountries } from '../../../api/get-countries';
import { useSendSmsCode, type SmsCodeSent } from '../api/send-sms-code';
import styles from './sms-number-step.module.css';

/** The number a code was sent to, as typed, to send again ("Resend OTP") or to change. */
export interface SmsNumber {
  country: string;
  countryId: number;
  phone: string;
}

export interface SmsNumberStepProps {
  /** The number typed before, when coming back to change it. */
  initial?: SmsNumber;
  onSent: (number: SmsNumber, sent: SmsCodeSent) => void;
  onCancel: () => void;
}

/** The request names the country by id; its errors belong under the field that names it. */
const FIELD_OF_REQUEST_KEY: Record<string, Path<SmsSetupFormValues>> = { country_id: 'country', phone: 'phone' };

/** The SMS dialog's first step (spec §5): country (searchable, "No Country Found") and mobile number. */
export function SmsNumberStep({ initial, onSent, onCancel }: SmsNumberStepProps) {
  const countriesQuery = useCountries();
  const countries = useMemo(() => countriesQuery.data ?? [], [countriesQuery.data]);
  const schema = useMemo(() => smsSetupFormSchema(countries), [countries]);
  const form = useContractForm(schema, { country: initial?.country ?? '', phone: initial?.phone ?? '' });
  const { errors } = form.formState;
  const send = useSendSmsCode();

  const countryText = useFormValue(form, 'country');
  const { ref: countryRef, name: countryName, onBlur: countryBlur } = form.register('country');

  // Back from the code to change the number: the keyboard carries on in the number it left.
  const changing = initial !== undefined;
  useEffect(() => {
    if (changing) form.setFocus('phone');
  }, [changing, form]);

  const changeCountry = (text: string) => {
    form.setValue('country', text, { shouldDirty: true });
    if (form.getFieldState('country').error) form.clearErrors('country');
  };

  const showServerError = (error: ApiError) => {
    let onField = false;
    for (const [key, message] of Object.entries(error.errors ?? {})) {
      const field = FIELD_OF_REQUEST_KEY[key];
      if (!field) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !onField });
      onField = true;
    }
    if (!onField) form.setError('root.server', { type: 'server', message: error.message });
  };

  const onSubmit = form.handleSubmit((values) => {
    // The schema passed, so the country is a listed one.
    const country = findPlace(countries, values.country)!;
    const number: SmsNumber = { country: country.name, countryId: country.id, phone: values.phone.trim() };
    send.mutate(
      { country_id: number.countryId, phone: number.phone },
      { onSuccess: (sent) => onSent(number, sent), onError: showServerError },
    );
  });

  if (countriesQuery.isError) {
    return <LoadFailed message={countriesQuery.error.message} onRetry={() => void countriesQuery.refetch()} />;
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Number for SMS codes"
      onSubmit={(event) => void onSubmit(event)}
    >
      <SearchableSelect
        label="Country"
        items={countries}
        inputValue={countryText}
        onInputValueChange={changeCountry}
        selectedItem={findPlace(countries, countryText) ?? null}
        onSelectedItemChange={() => undefined}
        // Usable at once (the dialog starts in it); the list fills in when it arrives.
        emptyText={countriesQuery.isPending ? 'Loading countries…' : 'No Country Found'}
        placeholder="Type to search countries"
        error={errors.country?.message}
        name={countryName}
        onBlur={(event) => void countryBlur(event)}
        ref={countryRef}
      />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...registerField(form, 'phone')}
      />
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={send.isPending || countriesQuery.isPending}
          aria-busy={send.isPending || undefined}
        >
          Send code
        </Button>
      </FormActions>
    </form>
  );
}
