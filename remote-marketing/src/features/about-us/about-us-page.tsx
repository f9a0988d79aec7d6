import { useId } from 'react';
import { usePageTitle } from '@talentindia/core';
import { ButtonLink } from '@talentindia/ui';
import { CtaBanner } from '../../components/cta-banner/cta-banner';
import { PageHero } from '../../components/page-hero/page-hero';
import { FREE_CREDITS } from '../../content/free-credits';
import { MissionSection } from './components/mission-section';
import { StorySection } from './components/story-section';
import { ValuesSection } from './components/values-section';

export const ABOUT_US_TITLE = 'About Us';

export function AboutUsPage() {
  usePageTitle(ABOUT_US_TITLE);
  const titleId = useId();
  return (
    <>
      <PageHero
        titleId={titleId}
        eyebrow="TalentIndia"
        title={ABOUT_US_TITLE}
        lead="We connect businesses around the world with India’s best developers, engineers, programmers, coders and designers, and make working together simple from the first message to the final payment."
        actions={
          <ButtonLink to="/services" variant="secondary">
            Explore our services
          </ButtonLink>
        }
      />
      <MissionSection />
      <StorySection />
      <ValuesSection />
      <CtaBanner
        title="Join the clients hiring on TalentIndia"
        text={`Create your account in minutes, post your first job and get ${FREE_CREDITS} in free credits to spend on your first hires.`}
      />
    </>
  );
}
