import type { PrefixRoute } from '@talentindia/core';
import { lazyFormPage, lazyPage } from '@talentindia/ui/page-parts';
import { developerTypes } from './content/developer-types';
import { HomePage } from './features/home/home-page';

// The home page is part of the first load; every other page loads when it is first opened. Each
// page's code is named after the prefix it serves (`route-<prefix>`): the build lists those files in
// mf-manifest.json, and the host's server preloads them with a page of that prefix (ADR 008). The
// legal pages share one page for two prefixes, and are left unnamed.
const AboutUsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-about-us" */ './features/about-us/about-us-page').then((m) => m.AboutUsPage),
);
const ServicesPage = lazyPage(() =>
  import(/* webpackChunkName: "route-services" */ './features/services/services-page').then((m) => m.ServicesPage),
);
const ServiceTypePage = lazyPage(() =>
  import(/* webpackChunkName: "route-services" */ './features/services/service-type-page').then(
    (m) => m.ServiceTypePage,
  ),
);
const BlogIndexPage = lazyPage(() =>
  import(/* webpackChunkName: "route-blog" */ './features/blog/blog-index-page').then((m) => m.BlogIndexPage),
);
const BlogArticleRoute = lazyPage(() =>
  import(/* webpackChunkName: "route-blog" */ './features/blog/blog-article-route').then((m) => m.BlogArticleRoute),
);
const ContentPage = lazyPage(() => import('./features/legal/content-page').then((m) => m.ContentPage));
const SignupPage = lazyFormPage(() =>
  import(/* webpackChunkName: "route-signup" */ './features/auth/signup-page').then((m) => m.SignupPage),
);
const LoginPage = lazyFormPage(() =>
  import(/* webpackChunkName: "route-login" */ './features/auth/login-page').then((m) => m.LoginPage),
);
const ForgotPasswordPage = lazyFormPage(() =>
  import(/* webpackChunkName: "route-forgot-password" */ './features/password-reset/forgot-password-page').then(
    (m) => m.ForgotPasswordPage,
  ),
);
const ResetPasswordPage = lazyFormPage(() =>
  import(/* webpackChunkName: "route-reset-password" */ './features/password-reset/reset-password-page').then(
    (m) => m.ResetPasswordPage,
  ),
);
const VerifyEmailPage = lazyPage(() =>
  import(/* webpackChunkName: "route-verify-email" */ './features/email-verification/verify-email-page').then(
    (m) => m.VerifyEmailPage,
  ),
);
const ConfirmEmailPage = lazyPage(() =>
  import(/* webpackChunkName: "route-confirm-email" */ './features/email-change/confirm-email-page').then(
    (m) => m.ConfirmEmailPage,
  ),
);
const DeleteAccountPage = lazyPage(() =>
  import(/* webpackChunkName: "route-delete-account" */ './features/account-deletion/delete-account-page').then(
    (m) => m.DeleteAccountPage,
  ),
);

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
      { path: ':slug', element: <BlogArticleRoute /> },
    ],
  },
  { path: '/privacy-policy', children: [{ index: true, element: <ContentPage slug="privacy-policy" /> }] },
  {
    path: '/terms-and-conditions',
    children: [{ index: true, element: <ContentPage slug="terms-and-conditions" /> }],
  },
  { path: '/signup', children: [{ index: true, element: <SignupPage /> }] },
  { path: '/login', children: [{ index: true, element: <LoginPage /> }] },
  { path: '/forgot-password', children: [{ index: true, element: <ForgotPasswordPage /> }] },
  { path: '/reset-password', children: [{ index: true, element: <ResetPasswordPage /> }] },
  { path: '/verify-email', children: [{ index: true, element: <VerifyEmailPage /> }] },
  { path: '/confirm-email', children: [{ index: true, element: <ConfirmEmailPage /> }] },
  { path: '/delete-account', children: [{ index: true, element: <DeleteAccountPage /> }] },
];
