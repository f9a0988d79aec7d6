import { useId } from 'react';
import { FeatureCardList, type FeatureCard } from '../../../components/feature-card-list/feature-card-list';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';

const reasons: FeatureCard[] = [
  {
    icon: 'shield',
    title: 'Verified Indian talent',
    text: 'Profiles show verified identity, skills, languages, employment history, education and past earnings, so you know who you are hiring.',
  },
  {
    icon: 'clock',
    title: 'Hire your way',
    text: 'Pay by the hour for ongoing work or agree a fixed price for a defined project, and grow or shrink your team as your roadmap changes.',
  },
  {
    icon: 'message',
    title: 'Everything in one place',
    text: 'Jobs, proposals, messages and reports live together, so nothing gets lost between email threads and spreadsheets.',
  },
  {
    icon: 'wallet',
    title: 'Clear, secure payments',
    text: 'Pay with a saved card or your credits, and see every contract, fee and tax in your transaction history.',
  },
];

export function WhyTalentIndiaSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="Why TalentIndia"
        title="Built for clients who hire developers"
        lead="India has one of the largest software talent pools in the world. TalentIndia makes it simple to find, hire and pay the right people in it."
      />
      <FeatureCardList items={reasons} columns={4} />
    </PageSection>
  );
}
