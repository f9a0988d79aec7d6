import { Accordion } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { dashboardFaq } from '../content/dashboard-faq';

/** Spec §2: seven questions, one open at a time; a repeated click on the open one closes it. */
export function DashboardFaqSection() {
  return (
    <Section title="Frequently asked questions" variant="plain">
      <Accordion items={dashboardFaq} headingLevel={3} />
    </Section>
  );
}
