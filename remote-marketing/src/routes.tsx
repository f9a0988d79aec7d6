import type { PrefixRoute } from '@talentindia/core';
import { developerTypes } from './content/developer-types';
import { AboutUsPage } from './features/about-us/about-us-page';
import { LoginPage } from './features/auth/login-page';
import { SignupPage } from './features/auth/signup-page';
import { BlogArticlePage } from './features/blog/blog-article-page';
import { BlogIndexPage } from './features/blog/blog-index-page';
import { blogArticles } from './features/blog/content/blog-articles';
import { HomePage } from './features/home/home-page';
import { PrivacyPolicyPage } from './features/legal/privacy-policy-page';
import { TermsAndConditionsPage } from './features/legal/terms-and-conditions-page';
import { ServiceTypePage } from './features/services/service-type-page';
import { ServicesPage } from './features/services/services-page';

/**
 * The marketing prefixes of the host's route table. Only the home page has no children; every
 * other prefix lists its pages explicitly, so any other sub-path (/services/unknown, /blog/unknown)
 * falls through to the 404 page. Pages get a key so moving between two pages of one template starts
 * with fresh state (every FAQ item closed).
 */
export const routes: PrefixRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about-us', children: [{ index: true, element: <AboutUsPage /> }] },
  {
    path: '/services',
    children: [
      { index: true, element: <ServicesPage /> },
      ...developerTypes.map((type) => ({ path: type.slug, element: <ServiceTypePage key={type.slug} type={type} /> })),
    ],
  },
  {
    path: '/blog',
    children: [
      { index: true, element: <BlogIndexPage /> },
      ...blogArticles.map((article) => ({
        path: article.slug,
        element: <BlogArticlePage key={article.slug} article={article} />,
      })),
    ],
  },
  { path: '/privacy-policy', children: [{ index: true, element: <PrivacyPolicyPage /> }] },
  { path: '/terms-and-conditions', children: [{ index: true, element: <TermsAndConditionsPage /> }] },
  { path: '/signup', children: [{ index: true, element: <SignupPage /> }] },
  { path: '/login', children: [{ index: true, element: <LoginPage /> }] },
];
