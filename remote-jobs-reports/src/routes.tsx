import { Navigate, Outlet } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { ClientsOnly, lazyFormPage, lazyPage } from '@talentindia/ui/page-parts';
import { DashboardRoute } from './features/dashboard/dashboard-route';
import { paths } from './config/paths';

// The jobs pages load when first opened. The list is named after its prefix (`route-jobs`), so the
// host's server preloads it with any /jobs page (ADR 008); the job form is a chunk of its own, with
// the form kit fetched alongside it.
const AllJobsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-jobs" */ './features/jobs/all-jobs-page').then((m) => m.AllJobsPage),
);
const PostJobPage = lazyFormPage(() =>
  import(/* webpackChunkName: "jobs-form" */ './features/job-form/post-job-page').then((m) => m.PostJobPage),
);
const EditJobPage = lazyFormPage(() =>
  import(/* webpackChunkName: "jobs-form" */ './features/job-form/edit-job-page').then((m) => m.EditJobPage),
);
// The directory and the profile share one chunk named after their prefix (`route-freelancers`), so
// the host's server preloads it with any /freelancers page; the /freelancer/profile alias loads it
// when opened.
const FreelancerDirectoryPage = lazyPage(() =>
  import(/* webpackChunkName: "route-freelancers" */ './features/freelancer-directory/freelancer-directory-page').then(
    (m) => m.FreelancerDirectoryPage,
  ),
);
const FreelancerProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "route-freelancers" */ './features/freelancer-profile/freelancer-profile-page').then(
    (m) => m.FreelancerProfilePage,
  ),
);

// A job's page and the offer forms, each a chunk of its own; the offer forms fetch the form kit alongside.
const JobDetailsPage = lazyPage(() =>
  import(/* webpackChunkName: "job-details" */ './features/job-details/job-details-page').then((m) => m.JobDetailsPage),
);
const JobOfferPage = lazyFormPage(() =>
  import(/* webpackChunkName: "job-offer" */ './features/hiring/job-offer-page').then((m) => m.JobOfferPage),
);
const HireFreelancerPage = lazyFormPage(() =>
  import(/* webpackChunkName: "hire-freelancer" */ './features/hiring/hire-freelancer-page').then(
    (m) => m.HireFreelancerPage,
  ),
);

// An hourly contract's work diary, a chunk of its own; its dispute form fetches the form kit when opened.
const WorkDiaryPage = lazyPage(() =>
  import(/* webpackChunkName: "work-diary" */ './features/work-diary/work-diary-page').then((m) => m.WorkDiaryPage),
);

// An offer the client sent, named after its prefix (`route-offers`): the host's server preloads it
// with any /offers page.
const OfferDetailsPage = lazyPage(() =>
  import(/* webpackChunkName: "route-offers" */ './features/hiring/offer-details-page').then((m) => m.OfferDetailsPage),
);

// An invoice (issue 19 §2), a chunk of its own: Stripe.js's step is a further chunk, fetched only
// when a Stripe charge waits for the cardholder.
const InvoicePage = lazyPage(() =>
  import(/* webpackChunkName: "invoice" */ './features/invoices/invoice-page').then((m) => m.InvoicePage),
);

// Transaction History (issue 20 §1), a chunk of its own; its calendar (react-day-picker) is a further
// chunk, fetched when the date range is first reached or opened.
const TransactionHistoryPage = lazyPage(() =>
  import(/* webpackChunkName: "transaction-history" */ './features/transaction-history/transaction-history-page').then(
    (m) => m.TransactionHistoryPage,
  ),
);

// The weekly reports (issue 20 §2), a chunk each; their chart (Chart.js) is a further chunk, fetched
// once there are hours to draw.
const WeeklySummaryPage = lazyPage(() =>
  import(/* webpackChunkName: "weekly-summary" */ './features/weekly-reports/weekly-summary-page').then(
    (m) => m.WeeklySummaryPage,
  ),
);
const TimeByFreelancerPage = lazyPage(() =>
  import(/* webpackChunkName: "time-by-freelancer" */ './features/weekly-reports/time-by-freelancer-page').then(
    (m) => m.TimeByFreelancerPage,
  ),
);

/**
 * The clients' pages (issue 18): a freelancer is told they are for clients, and their code and data
 * are never fetched (the api refuses a freelancer these routes with a 403). Find Talent and the
 * profiles stay open to both sides.
 */
const clientsOnly = (
  <ClientsOnly>
    <Outlet />
  </ClientsOnly>
);

/** What this remote exposes (`./routes`): each prefix it owns, with its pages relative to it. */
export const routes: PrefixRoute[] = [
  { path: '/dashboard', element: clientsOnly, children: [{ index: true, element: <DashboardRoute /> }] },
  {
    path: '/jobs',
    element: clientsOnly,
    children: [
      { index: true, element: <AllJobsPage /> },
      // My Jobs' "Draft Job" and "Completed Job" are the list, filtered (replaced: Back skips them).
      { path: 'drafts', element: <Navigate to={`${paths.jobs}?status=draft`} replace /> },
      { path: 'completed', element: <Navigate to={`${paths.jobs}?status=closed`} replace /> },
      { path: 'new', element: <PostJobPage /> },
      { path: ':id', element: <JobDetailsPage /> },
      { path: ':id/edit', element: <EditJobPage /> },
      { path: ':id/offer', element: <JobOfferPage /> },
      { path: ':id/contracts/:contractId/work-diary', element: <WorkDiaryPage /> },
    ],
  },
  { path: '/offers', element: clientsOnly, children: [{ path: ':id', element: <OfferDetailsPage /> }] },
  {
    path: '/reports',
    element: clientsOnly,
    children: [
      { index: true, element: <Navigate to="/reports/transaction-history" replace /> },
      { path: 'transaction-history', element: <TransactionHistoryPage /> },
      { path: 'weekly-summary', element: <WeeklySummaryPage /> },
      { path: 'time-by-freelancer', element: <TimeByFreelancerPage /> },
      { path: 'invoices/:id', element: <InvoicePage /> },
    ],
  },
  {
    path: '/freelancers',
    children: [
      { index: true, element: <FreelancerDirectoryPage /> },
      { path: ':id', element: <FreelancerProfilePage /> },
      {
        path: ':id/hire',
        element: (
          <ClientsOnly>
            <HireFreelancerPage />
          </ClientsOnly>
        ),
      },
    ],
  },
  // Spec §2: a link-like reference to /freelancer/profile also appears; both readings resolve (`?id=`).
  { path: '/freelancer', children: [{ path: 'profile', element: <FreelancerProfilePage /> }] },
];
