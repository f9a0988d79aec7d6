import { useId } from 'react';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import { StepList, type Step } from '../../../components/step-list/step-list';

const steps: Step[] = [
  {
    title: 'Post a job',
    text: 'Describe the work, the skills you need and your budget. Choose an hourly rate for ongoing work or a fixed price for a defined project.',
  },
  {
    title: 'Meet developers',
    text: 'Review proposals from Indian developers, compare their profiles, skills and rates, and message the people you would like to work with.',
  },
  {
    title: 'Hire and pay securely',
    text: 'Hire the right person, follow the work in one place and pay by card or with your credits. Every charge shows up in your transaction history.',
  },
];

export function HowHiringWorksSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId} tone="alt">
      <SectionHeading
        id={headingId}
        eyebrow="How it works"
        title="Hire in three steps"
        lead="From your first job post to your first invoice, everything happens on TalentIndia."
      />
      <StepList steps={steps} />
    </PageSection>
  );
}
