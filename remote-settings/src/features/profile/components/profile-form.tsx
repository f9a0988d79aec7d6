import { useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { profileFormSchema, settingsMessages, type ProfileFormValues } from '@talentindia/contracts';
import { ApiError, toast } from '@talentindia/core';
import {
  Button,
  FormAlert,
  SearchableSelect,
  SelectField,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import type { ProfileData } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { usePictureChoice } from '../hooks/use-picture-choice';
import { currencyLabel } from './currency-label';
import { PictureChooser } from './picture-chooser';
import styles from './profile-form.module.css';

const FIELDS: readonly Path<ProfileFormValues>[] = ['first_name', 'last_name', 'email', 'timezone', 'currency'];

interface Zone {
  id: string;
  name: string;
}

/**
 * A validation error from the api, shown where the form shows its own: the time zone's and the
 * currency's messages on the last name (spec §5, they replace its own), the picture's under the
 * picture chooser (returned apart).
 */
function toFormErrors(error: ApiError): { formError: ApiError; imageError: string | null } {
  const { timezone, currency, image, ...rest } = error.errors ?? {};
  const lastName = timezone ?? currency ?? rest.last_name;
  const errors = { ...rest, ...(lastName ? { last_name: lastName } : {}) };
  return { formError: new ApiError(error.message, error.status, errors), imageError: image ?? null };
}

export interface ProfileFormProps {
  data: ProfileData;
  /** Back to view mode: after Cancel or a successful save. */
  onDone: () => void;
}

/** Spec §2, §4, §5: Edit Profile. Nothing is sent while any field has an error. */
export function ProfileForm({ data, onDone }: ProfileFormProps) {
  const { profile } = data;
  const form = useContractForm(profileFormSchema, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    timezone: profile.timezone,
    currency: profile.currency,
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();
  const picture = usePictureChoice();
  const [imageError, setImageError] = useState<string | null>(null);

  const zones = useMemo<Zone[]>(() => data.timezones.map((zone) => ({ id: zone, name: zone })), [data.timezones]);
  const [timezoneText, setTimezoneText] = useState(profile.timezone);
  const timezone = form.watch('timezone');
  const selectedZone = zones.find((zone) => zone.id === timezone) ?? null;

  // The time zone's and currency's messages sit on the last name; editing the field they are about clears them.
  const clearLastNameIf = (message: string) => {
    if (form.getFieldState('last_name').error?.message === message) form.clearErrors('last_name');
  };
  const currencyField = form.register('currency', {
    onChange: () => clearLastNameIf(settingsMessages.currencyRequired),
  });

  const onSubmit = form.handleSubmit((fields) => {
    update.mutate(
      { fields, image: picture.file },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onDone();
        },
        onError: (error) => {
          if (error.errors && Object.keys(error.errors).length > 0) {
            const { formError, imageError: pictureError } = toFormErrors(error);
            applyServerError(formError, form.setError, FIELDS);
            if (pictureError) setImageError(pictureError);
          } else {
            toast.error(error.message);
          }
        },
      },
    );
  });

  const pending = update.isPending;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit profile">
      <PictureChooser
        currentImage={profile.image}
        firstName={profile.first_name}
        name={`${profile.first_name} ${profile.last_name}`}
        preview={picture.preview}
        onChoose={picture.choose}
        error={imageError}
        onErrorChange={setImageError}
        disabled={pending}
      />
      <div className={styles.grid}>
        <TextField label="First Name" autoComplete="given-name" {...registerField(form, 'first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...registerField(form, 'last_name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="A new address takes effect once you open the link we email to it."
          {...registerField(form, 'email')}
        />
        <SearchableSelect<Zone>
          label="Timezone"
          name="timezone"
          items={zones}
          inputValue={timezoneText}
          onInputValueChange={setTimezoneText}
          selectedItem={selectedZone}
          onSelectedItemChange={(zone) => {
            form.setValue('timezone', zone?.name ?? '');
            clearLastNameIf(settingsMessages.timezoneRequired);
          }}
          emptyText="No timezone Found"
          placeholder="Search time zones"
        />
        <SelectField
          label="Currency"
          placeholder="Select currency"
          options={data.currencies.map((currency) => ({ value: currency.code, label: currencyLabel(currency) }))}
          {...currencyField}
        />
      </div>
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          Update Details
        </Button>
      </FormActions>
    </form>
  );
}
