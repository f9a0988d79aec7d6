import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { DashboardRoute } from './features/dashboard/dashboard-route';
import { FreelancerProfilePage } from './features/freelancer-profile/freelancer-profile-page';
import { AllJobsPage, CompletedJobsPage, DraftJobsPage } from './features/jobs/jobs-pages';
import { TimeByFreelancerPage, TransactionHistoryPage, WeeklySummaryPage } from './features/reports/reports-pages';

/** What this remote exposes (`./routes`): each prefix it owns, with its pages relative to it. */
export const routes: PrefixRoute[] = [
  { path: '/dashboard', children: [{ index: true, element: <DashboardRoute /> }] },
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
  { path: '/freelancers', children: [{ path: ':id', element: <FreelancerProfilePage /> }] },
  // Spec §2: a link-like reference to /freelancer/profile also appears; both readings resolve.
  { path: '/freelancer', children: [{ path: 'profile', element: <FreelancerProfilePage /> }] },
];
