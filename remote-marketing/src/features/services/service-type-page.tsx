import type { DeveloperType } from '../../content/developer-types';
import { ServicePage } from './components/service-page';
import { serviceTypePages } from './content/service-types';

/** /services/<type>: one developer type's page, from its content file. */
export function ServiceTypePage({ type }: { type: DeveloperType }) {
  return <ServicePage content={serviceTypePages[type.slug]} breadcrumbLabel={type.name} />;
}
