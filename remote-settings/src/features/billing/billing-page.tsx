import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.billing;

/** /settings/billing (spec §2). */
export function BillingPage() {
  return <PageFrame title={section.title} description={section.description} />;
}
