import { useId } from 'react';
import { DeveloperTypeCards } from '../../../components/developer-type-cards/developer-type-cards';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';

/** The overview's links to the four developer-type pages. */
export function ServiceTypesSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId} tone="alt">
      <SectionHeading
        id={headingId}
        eyebrow="Find talent"
        title="Choose the developers you need"
        lead="Each kind of developer has its own page with the technologies they cover, how to hire them and answers to common questions."
      />
      <DeveloperTypeCards />
    </PageSection>
  );
}
