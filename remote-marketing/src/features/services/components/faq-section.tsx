import { useId } from 'react';
import { Accordion } from '@talentindia/ui';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import type { ServicePageContent } from '../content/service-page-content';

/** Spec §2: seven questions, one open at a time; a repeated click on the open one closes it. */
export function FaqSection({ faq }: Pick<ServicePageContent, 'faq'>) {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId} tone="alt" narrow>
      <SectionHeading id={headingId} eyebrow="FAQ" title="Frequently asked questions" />
      <Accordion items={[...faq]} headingLevel={3} />
    </PageSection>
  );
}
