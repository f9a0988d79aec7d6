import { useId } from 'react';
import { FeatureCardList, type FeatureCard } from '../../../components/feature-card-list/feature-card-list';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';

const values: FeatureCard[] = [
  {
    icon: 'shield',
    title: 'Trust first',
    text: 'Verified identities, honest profiles and secure payments, because a good working relationship starts with knowing who is on the other side.',
  },
  {
    icon: 'code',
    title: 'Craft matters',
    text: 'We celebrate developers who write clean, tested, maintainable code, and we help clients recognise and reward that craft.',
  },
  {
    icon: 'wallet',
    title: 'Fair for both sides',
    text: 'Clear rates, clear contracts and clear payments. Clients know what they pay for, and developers know they will be paid.',
  },
  {
    icon: 'message',
    title: 'Work without borders',
    text: 'Great teams can span continents and time zones. We build the tools that make distance a detail, not a barrier.',
  },
];

export function ValuesSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow="Our values"
        title="What we stand for"
        lead="Four principles guide every feature we build and every decision we make."
      />
      <FeatureCardList items={values} columns={4} />
    </PageSection>
  );
}
