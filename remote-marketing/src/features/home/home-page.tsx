import { usePageTitle } from '@talentindia/core';
import { CtaBanner } from '../../components/cta-banner/cta-banner';
import { FREE_CREDITS } from '../../content/free-credits';
import { DeveloperTypesSection } from './components/developer-types-section';
import { HomeHero } from './components/home-hero';
import { HowHiringWorksSection } from './components/how-hiring-works-section';
import { WhyTalentIndiaSection } from './components/why-talentindia-section';

export const HOME_TITLE = 'Hire Top Indian Talent';

export function HomePage() {
  usePageTitle(HOME_TITLE);
  return (
    <>
      <HomeHero />
      <DeveloperTypesSection />
      <HowHiringWorksSection />
      <WhyTalentIndiaSection />
      <CtaBanner
        title="Ready to build with top Indian talent?"
        text={`Create your free account, post your first job and put your ${FREE_CREDITS} in credits to work.`}
      />
    </>
  );
}
