import { useState } from 'react';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { useBilling } from './api/get-billing';
import { useCountries } from '../../api/get-countries';
import { BillingForm } from './components/billing-form';
import { BillingView } from './components/billing-view';
import { useBillingTaxIdKey } from './hooks/use-billing-tax-id-key';

const section = settingsPaths.billing;

/** /settings/billing (spec §2, §4): the stored details, or the form when editing or none are stored. */
export function BillingPage() {
  const billing = useBilling();
  const [editing, setEditing] = useState(false);
  // Spec §4: no stored type means the form opens for first entry.
  const formShown = billing.data !== undefined && (editing || billing.data.type === null);
  const countries = useCountries(formShown);
  useBillingTaxIdKey(billing.data?.tax_id);

  // A failed load says why and offers another try (the lists come from the same api).
  const failed = billing.isError ? billing : formShown && countries.isError ? countries : null;

  let content;
  if (failed) {
    content = <LoadFailed message={failed.error?.message} onRetry={() => void failed.refetch()} />;
  } else if (billing.data === undefined) {
    content = <SectionSkeleton label="billing details" rows={6} />;
  } else if (!formShown) {
    content = <BillingView billing={billing.data} onEdit={() => setEditing(true)} />;
  } else if (countries.data === undefined) {
    content = <SectionSkeleton label="countries" rows={6} />;
  } else {
    content = (
      <BillingForm
        billing={billing.data}
        countries={countries.data}
        onCancel={billing.data.type === null ? undefined : () => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    );
  }

  return (
    <PageFrame title={section.title} description={section.description}>
      {content}
    </PageFrame>
  );
}
