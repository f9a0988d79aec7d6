import { lazy, Suspense } from 'react';
import { DashboardLoading } from './components/dashboard-loading';

/**
 * The dashboard's code loads when it is first shown, so the other pages of this remote do not
 * download it (and it does not download theirs). Its chunk is named after its prefix
 * (`route-dashboard`): the host's server preloads it with a /dashboard page (ADR 008).
 */
const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "route-dashboard" */ './dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** /dashboard; while its code loads, the same frame and skeleton as while its data loads. */
export function DashboardRoute() {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
