import { useId } from 'react';
import { FeatureCardList } from '../../../components/feature-card-list/feature-card-list';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import type { ServicePageContent } from '../content/service-page-content';

export function WhyChooseSection({ whyChoose }: Pick<ServicePageContent, 'whyChoose'>) {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId} tone="alt">
      <SectionHeading id={headingId} eyebrow="Why TalentIndia" title={whyChoose.title} lead={whyChoose.lead} />
      <FeatureCardList items={[...whyChoose.cards]} columns={3} />
    </PageSection>
  );
}
