import { useEffect, useMemo, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import {
  BILLING_TYPE_OPTIONS,
  INDIA_COUNTRY_NAME,
  billingFormSchema,
  billingTypeFromWire,
  billingTypeToWire,
  findPlace,
  normalizeGstin,
  type Billing,
  type BillingFormValues,
  type BillingTypeFormValue,
  type Place,
} from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  SearchableSelect,
  SelectField,
  TextField,
  registerField,
  useContractForm,
  useFormValue,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useStates } from '../api/get-states';
import { useUpdateBilling } from '../api/update-billing';
import styles from './billing-form.module.css';

export interface BillingFormProps {
  /** The stored details the form starts from (all empty on first entry). */
  billing: Billing;
  countries: readonly Place[];
  /** Back to the view; absent on first entry, when there is nothing to go back to. */
  onCancel?: () => void;
  onSaved: () => void;
}

const typeOptions = BILLING_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));

const FIELDS: readonly Path<BillingFormValues>[] = [
  'type',
  'full_name',
  'address1',
  'address2',
  'city',
  'country',
  'state',
  'pincode',
  'tax_id',
];
/** The request names places by id; their errors belong under the fields that name them. */
const FIELD_OF_REQUEST_KEY: Record<string, Path<BillingFormValues>> = { country_id: 'country', state_id: 'state' };

function toFormValues(billing: Billing): BillingFormValues {
  return {
    type: billingTypeFromWire(billing.type),
    full_name: billing.full_name,
    address1: billing.address1,
    address2: billing.address2,
    city: billing.city,
    country: billing.country ?? '',
    state: billing.state ?? '',
    pincode: billing.pincode,
    tax_id: billing.tax_id ?? '',
  };
}

/**
 * Billing Details in edit mode (spec §2, §5): a place counts as chosen when its text is a listed
 * name (case ignored), the state list follows the chosen country and empties when it changes, and
 * for India the tax id is a GSTIN checked against the chosen state.
 */
export function BillingForm({ billing, countries, onCancel, onSaved }: BillingFormProps) {
  const [countryId, setCountryId] = useState<number | null>(
    billing.country_id ?? findPlace(countries, billing.country ?? '')?.id ?? null,
  );
  const statesQuery = useStates(countryId);
  const states = useMemo(() => statesQuery.data ?? [], [statesQuery.data]);
  // Some countries have no states (Puerto Rico, Macau…): then the state stays empty and is not asked for.
  const noStates = countryId !== null && statesQuery.isSuccess && states.length === 0;
  // The schema checks places against the lists, so it is rebuilt when a list arrives or changes.
  const schema = useMemo(() => billingFormSchema({ countries, states, noStates }), [countries, states, noStates]);
  const form = useContractForm(schema, toFormValues(billing));
  const { errors } = form.formState;
  const update = useUpdateBilling();

  // The places are typed into comboboxes: their text is set here, their ref, name and blur registered.
  const countryText = useFormValue(form, 'country');
  const stateText = useFormValue(form, 'state');
  const { ref: countryRef, name: countryName, onBlur: countryBlur } = form.register('country');
  const { ref: stateRef, name: stateName, onBlur: stateBlur } = form.register('state');
  const isIndia = countryText.trim().toLowerCase() === INDIA_COUNTRY_NAME.toLowerCase();

  const [taxIdShown, setTaxIdShown] = useState(Boolean(billing.tax_id));
  const focusTaxId = useRef(false);
  useEffect(() => {
    if (taxIdShown && focusTaxId.current) {
      focusTaxId.current = false;
      form.setFocus('tax_id');
    }
  }, [taxIdShown, form]);

  // Opened from the view, the Edit Details button is gone: the keyboard carries on in the form.
  const openedFromView = onCancel !== undefined;
  useEffect(() => {
    if (openedFromView) form.setFocus('type');
  }, [openedFromView, form]);

  const changeCountry = (text: string) => {
    form.setValue('country', text, { shouldDirty: true });
    if (form.getFieldState('country').error) form.clearErrors('country');
    const next = findPlace(countries, text)?.id ?? null;
    if (next !== countryId) {
      setCountryId(next);
      // A state belongs to one country: another country's list starts with no state chosen.
      form.setValue('state', '');
      form.clearErrors('state');
    }
  };
  const changeState = (text: string) => {
    form.setValue('state', text, { shouldDirty: true });
    if (form.getFieldState('state').error) form.clearErrors('state');
  };

  const showServerError = (error: ApiError) => {
    let onField = false;
    for (const [key, message] of Object.entries(error.errors ?? {})) {
      const field = FIELD_OF_REQUEST_KEY[key] ?? (key as Path<BillingFormValues>);
      if (!FIELDS.includes(field)) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !onField });
      onField = true;
    }
    if (!onField) toast.error(error.message);
  };

  const onSubmit = form.handleSubmit((values) => {
    // The schema passed, so both names are listed ones (or the state is empty: the country has none).
    const chosenCountry = findPlace(countries, values.country)!;
    const chosenState = findPlace(states, values.state);
    const taxId = values.tax_id.trim();
    update.mutate(
      {
        type: billingTypeToWire(values.type as BillingTypeFormValue),
        full_name: values.full_name.trim(),
        address1: values.address1.trim(),
        address2: values.address2.trim(),
        city: values.city.trim(),
        country_id: chosenCountry.id,
        state_id: chosenState?.id ?? null,
        pincode: values.pincode.trim(),
        tax_id: taxIdShown && taxId ? (isIndia ? normalizeGstin(taxId) : taxId) : null,
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onSaved();
        },
        onError: showServerError,
      },
    );
  });

  return (
    <form className={styles.form} noValidate aria-label="Billing details" onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label="Account type"
        placeholder="Select account type"
        options={typeOptions}
        {...registerField(form, 'type')}
      />
      <TextField label="Full name" autoComplete="name" {...registerField(form, 'full_name')} />
      <TextField
        label="Address 1"
        autoComplete="address-line1"
        className={styles.wide}
        {...registerField(form, 'address1')}
      />
      <TextField
        label="Address 2 (optional)"
        autoComplete="address-line2"
        className={styles.wide}
        {...registerField(form, 'address2')}
      />
      <SearchableSelect
        label="Country"
        items={countries}
        inputValue={countryText}
        onInputValueChange={changeCountry}
        // The chosen country is whichever listed name the text is: its text says it all.
        selectedItem={findPlace(countries, countryText) ?? null}
        onSelectedItemChange={() => undefined}
        emptyText="No Country Found"
        placeholder="Type to search countries"
        error={errors.country?.message}
        name={countryName}
        onBlur={(event) => void countryBlur(event)}
        ref={countryRef}
      />
      <SearchableSelect
        label="State / Province"
        items={states}
        inputValue={stateText}
        onInputValueChange={changeState}
        selectedItem={findPlace(states, stateText) ?? null}
        onSelectedItemChange={() => undefined}
        emptyText="No State Found"
        placeholder={countryId === null ? 'Choose a country first' : noStates ? 'Not needed' : 'Type to search states'}
        disabled={countryId === null || statesQuery.isPending || noStates}
        hint={
          countryId !== null && statesQuery.isPending
            ? 'Loading states…'
            : noStates
              ? 'No states for this country'
              : undefined
        }
        error={errors.state?.message}
        name={stateName}
        onBlur={(event) => void stateBlur(event)}
        ref={stateRef}
      />
      <TextField label="City" autoComplete="address-level2" {...registerField(form, 'city')} />
      <TextField
        label="Postcode / PIN code"
        autoComplete="postal-code"
        inputMode={isIndia ? 'numeric' : undefined}
        {...registerField(form, 'pincode')}
      />
      <div className={styles.wide}>
        {taxIdShown ? (
          <div className={styles.taxId}>
            <TextField
              label="Tax ID / GSTIN"
              className={styles.taxIdField}
              autoCapitalize="characters"
              maxLength={isIndia ? 15 : 30}
              hint={
                isIndia
                  ? 'Your GSTIN: 15 characters, starting with your state’s 2-digit GST code.'
                  : 'Your VAT, GST or other tax registration number.'
              }
              {...registerField(form, 'tax_id')}
            />
            <Button
              variant="ghost"
              aria-label="Remove Tax ID / GSTIN"
              onClick={() => {
                setTaxIdShown(false);
                form.setValue('tax_id', '');
                form.clearErrors('tax_id');
              }}
            >
              Remove
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              focusTaxId.current = true;
              setTaxIdShown(true);
            }}
          >
            Add Tax ID / GSTIN
          </Button>
        )}
      </div>
      <FormActions className={styles.wide}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={update.isPending || (countryId !== null && statesQuery.isPending)}>
          Update Details
        </Button>
      </FormActions>
    </form>
  );
}
