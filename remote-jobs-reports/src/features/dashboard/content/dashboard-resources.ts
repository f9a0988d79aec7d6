import { DEVELOPER_TYPES, DEVELOPER_TYPE_LABELS, DEVELOPER_TYPE_SLUGS } from '@talentindia/contracts';
import { paths } from '../../../config/paths';

export interface ResourceLink {
  title: string;
  href: string;
  /** A short line under the title. */
  note: string;
}

/**
 * The hiring guides of remote-marketing's blog (its features/blog/content), newest first. A remote
 * cannot import another's code, so their titles and slugs are restated here; the dashboard e2e test
 * opens each link and checks that the article's heading is this title.
 */
export const blogResources: ResourceLink[] = [
  {
    title: 'How to hire a full stack developer in India: a step-by-step guide',
    href: paths.blogArticle('how-to-hire-full-stack-developers-in-india'),
    note: 'Hiring guide · 7 min read',
  },
  {
    title: 'Working across time zones with Indian developers',
    href: paths.blogArticle('working-across-time-zones-with-indian-developers'),
    note: 'Remote teams · 6 min read',
  },
  {
    title: 'Hourly or fixed price: choosing the right contract for your project',
    href: paths.blogArticle('hourly-vs-fixed-price-contracts'),
    note: 'Contracts and payments · 5 min read',
  },
  {
    title: 'Writing a job post that attracts great developers',
    href: paths.blogArticle('writing-a-job-post-that-attracts-great-developers'),
    note: 'Hiring guide · 5 min read',
  },
];

/** The Find Talent page of each developer type: what they build, how to hire them, common questions. */
export const developerTypeGuides: ResourceLink[] = DEVELOPER_TYPES.map((type) => ({
  title: `Hiring a ${DEVELOPER_TYPE_LABELS[type]}`,
  href: paths.findTalent(DEVELOPER_TYPE_SLUGS[type]),
  note: 'Technologies, hiring steps and FAQ',
}));
