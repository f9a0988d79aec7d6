import { LoadFailed } from '@talentindia/ui/page-parts';
import { useDashboard } from '../../api/get-dashboard';
import { ActiveJobs } from './components/active-jobs';
import { CreditsCard } from './components/credits-card';
import { DashboardFaqSection } from './components/dashboard-faq-section';
import { DashboardFrame } from './components/dashboard-frame';
import { DashboardLoading } from './components/dashboard-loading';
import { HelpSupport } from './components/help-support';
import { Resources } from './components/resources';
import { WaitingForYou } from './components/waiting-for-you';
import styles from './dashboard-page.module.css';

/**
 * Spec §2 /dashboard: what waits for the client (issue 19 §1), their active jobs and the credits
 * claim from `GET /dashboard`, help and support requests, resources and the FAQ. The page is drawn
 * whole once its data is here: drawing the rest first would push it down when the jobs and the
 * credits card arrive.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  if (data === undefined && !dashboard.isError) return <DashboardLoading />;

  return (
    <DashboardFrame>
      <div className={styles.layout}>
        <div className={styles.main}>
          {data ? (
            <>
              {/* Absent from an api older than issue 19. */}
              {data.waiting ? <WaitingForYou waiting={data.waiting} /> : null}
              <ActiveJobs jobs={data.active_jobs} />
            </>
          ) : (
            <LoadFailed message={dashboard.error?.message} onRetry={() => void dashboard.refetch()} />
          )}
        </div>
        <div className={styles.side}>
          {data ? <CreditsCard credits={data.credits} /> : null}
          <HelpSupport />
        </div>
      </div>
      <div className={styles.more}>
        <Resources />
        <DashboardFaqSection />
      </div>
    </DashboardFrame>
  );
}
