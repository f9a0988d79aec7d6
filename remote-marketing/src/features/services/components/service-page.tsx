import { useId, type ReactNode } from 'react';
import { usePageTitle } from '@talentindia/core';
import { ButtonLink } from '@talentindia/ui';
import { CtaBanner } from '../../../components/cta-banner/cta-banner';
import { PageHero } from '../../../components/page-hero/page-hero';
import type { ServicePageContent } from '../content/service-page-content';
import { FaqSection } from './faq-section';
import { HireStepsSection } from './hire-steps-section';
import { ServiceBreadcrumb } from './service-breadcrumb';
import { TechnologyListSection } from './technology-list-section';
import { WhyChooseSection } from './why-choose-section';

export interface ServicePageProps {
  content: ServicePageContent;
  /** The current page's name in a breadcrumb back to /services; the overview itself has none. */
  breadcrumbLabel?: string;
  /** Extra sections right after the hero (the overview's developer types). */
  children?: ReactNode;
  /** Real freelancers of the page's type, after the technologies they work with. */
  talent?: ReactNode;
}

/**
 * The one template of every services page (spec §2): technology list, three why-choose cards,
 * three hire steps, a seven-item FAQ and a create-account call to action.
 */
export function ServicePage({ content, breadcrumbLabel, children, talent }: ServicePageProps) {
  usePageTitle(content.title);
  const titleId = useId();
  return (
    <>
      {breadcrumbLabel ? <ServiceBreadcrumb current={breadcrumbLabel} /> : null}
      <PageHero
        titleId={titleId}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        actions={
          <ButtonLink to="/signup" variant="accent">
            {content.heroAction}
          </ButtonLink>
        }
      />
      {children}
      <TechnologyListSection technologies={content.technologies} />
      {talent}
      <WhyChooseSection whyChoose={content.whyChoose} />
      <HireStepsSection hireSteps={content.hireSteps} />
      <FaqSection faq={content.faq} />
      <CtaBanner title={content.cta.title} text={content.cta.text} />
    </>
  );
}
