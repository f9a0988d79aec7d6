import type { FeatureIconName } from '../components/icons/feature-icon';

/** The four developer types of the header's Find Talent menu; each has its own page under /services. */
export type DeveloperTypeSlug =
  'full-stack-development' | 'front-end-development' | 'web-development' | 'mobile-app-development';

export interface DeveloperType {
  slug: DeveloperTypeSlug;
  /** As the header's menu names it. */
  name: string;
  path: `/services/${DeveloperTypeSlug}`;
  summary: string;
  /** A few of the technologies these developers work with, for the overview cards. */
  highlights: string[];
  icon: FeatureIconName;
}

export const developerTypes: DeveloperType[] = [
  {
    slug: 'full-stack-development',
    name: 'Full Stack Developers',
    path: '/services/full-stack-development',
    summary:
      'Engineers who own a feature end to end, from the database schema and API to the screen your customers use.',
    highlights: ['React', 'Node.js', 'PostgreSQL'],
    icon: 'layers',
  },
  {
    slug: 'front-end-development',
    name: 'Front End Developers',
    path: '/services/front-end-development',
    summary:
      'Specialists in fast, accessible interfaces who turn designs into polished, responsive screens that work everywhere.',
    highlights: ['TypeScript', 'React', 'CSS'],
    icon: 'monitor',
  },
  {
    slug: 'web-development',
    name: 'Web Developers',
    path: '/services/web-development',
    summary:
      'Developers for company websites, online stores, content sites and web apps, built to load fast and rank well.',
    highlights: ['WordPress', 'Next.js', 'Laravel'],
    icon: 'globe',
  },
  {
    slug: 'mobile-app-development',
    name: 'Mobile App Developers',
    path: '/services/mobile-app-development',
    summary: 'iOS, Android and cross-platform developers who ship apps your users keep on their home screen.',
    highlights: ['React Native', 'Flutter', 'Swift'],
    icon: 'smartphone',
  },
];
