import { lazy, Suspense } from 'react';
import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { preloadFormKit } from '@talentindia/ui';
import { PageLoading } from './components/page-loading';
import { JOB_DETAILS_TITLE } from './features/job-details/job-details-title';
import { OFFER_TITLE } from './features/hiring/offer-title';
import { DashboardRoute } from './features/dashboard/dashboard-route';
import { FreelancerProfilePage } from './features/freelancer-profile/freelancer-profile-page';
import { AllJobsPage, CompletedJobsPage, DraftJobsPage } from './features/jobs/jobs-pages';
import { TimeByFreelancerPage, TransactionHistoryPage, WeeklySummaryPage } from './features/reports/reports-pages';

// A job's page and the offer form load their code when opened; the offer form fetches the form kit with it.
const JobDetailsPage = lazy(() =>
  import(/* webpackChunkName: "job-details" */ './features/job-details/job-details-page').then((m) => ({
    default: m.JobDetailsPage,
  })),
);
const JobOfferPage = lazy(() => {
  void preloadFormKit();
  return import(/* webpackChunkName: "job-offer" */ './features/hiring/job-offer-page').then((m) => ({
    default: m.JobOfferPage,
  }));
});
const HireFreelancerPage = lazy(() => {
  void preloadFormKit();
  return import(/* webpackChunkName: "hire-freelancer" */ './features/hiring/hire-freelancer-page').then((m) => ({
    default: m.HireFreelancerPage,
  }));
});

/** What this remote exposes (`./routes`): each prefix it owns, with its pages relative to it. */
export const routes: PrefixRoute[] = [
  { path: '/dashboard', children: [{ index: true, element: <DashboardRoute /> }] },
  {
    path: '/jobs',
    children: [
      { index: true, element: <AllJobsPage /> },
      { path: 'drafts', element: <DraftJobsPage /> },
      { path: 'completed', element: <CompletedJobsPage /> },
      {
        path: ':id',
        element: (
          <Suspense fallback={<PageLoading title={JOB_DETAILS_TITLE} />}>
            <JobDetailsPage />
          </Suspense>
        ),
      },
      {
        path: ':id/offer',
        element: (
          <Suspense fallback={<PageLoading title={OFFER_TITLE} />}>
            <JobOfferPage />
          </Suspense>
        ),
      },
    ],
  },
  {
    path: '/reports',
    children: [
      { index: true, element: <Navigate to="/reports/transaction-history" replace /> },
      { path: 'transaction-history', element: <TransactionHistoryPage /> },
      { path: 'weekly-summary', element: <WeeklySummaryPage /> },
      { path: 'time-by-freelancer', element: <TimeByFreelancerPage /> },
    ],
  },
  {
    path: '/freelancers',
    children: [
      { path: ':id', element: <FreelancerProfilePage /> },
      {
        path: ':id/hire',
        element: (
          <Suspense fallback={<PageLoading title={OFFER_TITLE} />}>
            <HireFreelancerPage />
          </Suspense>
        ),
      },
    ],
  },
  // Spec §2: a link-like reference to /freelancer/profile also appears; both readings resolve.
  { path: '/freelancer', children: [{ path: 'profile', element: <FreelancerProfilePage /> }] },
];
