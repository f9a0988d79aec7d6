import { ServicePage } from './components/service-page';
import { ServiceTypesSection } from './components/service-types-section';
import { servicesOverview } from './content/services-overview';

/** /services: the overview, with links to the four developer types. */
export function ServicesPage() {
  return (
    <ServicePage content={servicesOverview}>
      <ServiceTypesSection />
    </ServicePage>
  );
}
