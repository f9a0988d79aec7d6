import type { DeveloperType } from '../../content/developer-types';
import { FindTalentSection } from './components/find-talent-section';
import { ServicePage } from './components/service-page';
import { serviceTypePages } from './content/service-types';

/** /services/<type>: one developer type's page, from its content file, with real freelancers of the type. */
export function ServiceTypePage({ type }: { type: DeveloperType }) {
  return (
    <ServicePage
      content={serviceTypePages[type.slug]}
      breadcrumbLabel={type.name}
      talent={<FindTalentSection type={type} />}
    />
  );
}
