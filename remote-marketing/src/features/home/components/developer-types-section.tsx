import { useId } from 'react';
import { DeveloperTypeCards } from '../../../components/developer-type-cards/developer-type-cards';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';

export function DeveloperTypesSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="Find talent"
        title="Developers for every part of your product"
        lead="Whether you need one specialist for a sprint or a whole team for a launch, start with the kind of developer you need."
      />
      <DeveloperTypeCards />
    </PageSection>
  );
}
