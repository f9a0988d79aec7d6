import { useId } from 'react';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import { StepList } from '../../../components/step-list/step-list';
import type { ServicePageContent } from '../content/service-page-content';

export function HireStepsSection({ hireSteps }: Pick<ServicePageContent, 'hireSteps'>) {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="How it works" title={hireSteps.title} lead={hireSteps.lead} />
      <StepList steps={[...hireSteps.steps]} />
    </PageSection>
  );
}
