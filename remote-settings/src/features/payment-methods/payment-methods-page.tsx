import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.paymentMethods;

/** /settings/payment-methods (spec §2). */
export function PaymentMethodsPage() {
  return <PageFrame title={section.title} description={section.description} />;
}
