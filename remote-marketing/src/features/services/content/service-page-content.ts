import type { AccordionItem } from '@talentindia/ui';
import type { FeatureCard } from '../../../components/feature-card-list/feature-card-list';
import type { Step } from '../../../components/step-list/step-list';

/** Spec §2: three why-choose cards, three hire steps and seven FAQ items; the tuples make the counts a type. */
type Three<T> = readonly [T, T, T];
type Seven<T> = readonly [T, T, T, T, T, T, T];

export interface FaqItem extends AccordionItem {
  answer: string;
}

/** The content of one services page; one template renders them all. */
export interface ServicePageContent {
  /** The page's h1 and document title, e.g. "Hire Full Stack Developers". */
  title: string;
  eyebrow: string;
  lead: string;
  /** The label of the hero's link to /signup. */
  heroAction: string;
  technologies: {
    title: string;
    lead: string;
    items: string[];
  };
  whyChoose: {
    title: string;
    lead: string;
    cards: Three<FeatureCard>;
  };
  hireSteps: {
    title: string;
    lead: string;
    steps: Three<Step>;
  };
  faq: Seven<FaqItem>;
  cta: {
    title: string;
    text: string;
  };
}
