import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AllJobsPage, CompletedJobsPage, DraftJobsPage } from './features/jobs/jobs-pages';
import { TimeByFreelancerPage, TransactionHistoryPage, WeeklySummaryPage } from './features/reports/reports-pages';

// The profile and the directory load their code when first opened, so the other pages of this
// remote do not download them; meanwhile their frame (the title) is already drawn.
const FreelancerProfilePage = lazy(() =>
  import(/* webpackChunkName: "freelancer-profile" */ './features/freelancer-profile/freelancer-profile-page').then(
    (m) => ({ default: m.FreelancerProfilePage }),
  ),
);
const FreelancerDirectoryPage = lazy(() =>
  import(
    /* webpackChunkName: "freelancer-directory" */ './features/freelancer-directory/freelancer-directory-page'
  ).then((m) => ({ default: m.FreelancerDirectoryPage })),
);

function LazyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageFrame title={title}>
          <SectionSkeleton label={title} />
        </PageFrame>
      }
    >
      {children}
    </Suspense>
  );
}

/** What this remote exposes (`./routes`): each prefix it owns, with its pages relative to it. */
export const routes: PrefixRoute[] = [
  { path: '/dashboard', children: [{ index: true, element: <DashboardPage /> }] },
  {
    path: '/jobs',
    children: [
      { index: true, element: <AllJobsPage /> },
      { path: 'drafts', element: <DraftJobsPage /> },
      { path: 'completed', element: <CompletedJobsPage /> },
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
      {
        index: true,
        element: (
          <LazyPage title="Find Freelancers">
            <FreelancerDirectoryPage />
          </LazyPage>
        ),
      },
      {
        path: ':id',
        element: (
          <LazyPage title="Profile">
            <FreelancerProfilePage />
          </LazyPage>
        ),
      },
    ],
  },
  // Spec §2: a link-like reference to /freelancer/profile also appears; both readings resolve (`?id=`).
  {
    path: '/freelancer',
    children: [
      {
        path: 'profile',
        element: (
          <LazyPage title="Profile">
            <FreelancerProfilePage />
          </LazyPage>
        ),
      },
    ],
  },
];
