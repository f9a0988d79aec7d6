import { lazy, Suspense } from 'react';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { DASHBOARD_TITLE } from './dashboard-title';

/**
 * The dashboard's code loads when it is first shown, so the other pages of this remote do not
 * download it (and it does not download theirs). Its chunk is named after its prefix
 * (`route-dashboard`): the host's server preloads it with a /dashboard page (ADR 008).
 */
const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "route-dashboard" */ './dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** /dashboard, with its title and a skeleton while its code loads. */
export function DashboardRoute() {
  return (
    <Suspense
      fallback={
        <PageFrame title={DASHBOARD_TITLE}>
          <SectionSkeleton label="your dashboard" rows={3} />
        </PageFrame>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
