import { useMemo } from 'react';
import type { FreelancerTime } from '@talentindia/contracts';
import { PageFrame } from '@talentindia/ui';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { DateRangeField } from '../../components/report-filters/date-range-field';
import { ReportFilterBar } from '../../components/report-filters/report-filter-bar';
import { useReportFilters } from '../../hooks/use-report-filters';
import { useTimeByFreelancer } from './api/get-time-by-freelancer';
import { FreelancerTable } from './components/freelancer-table';
import { HoursChart } from './components/hours-chart';
import { ReportSkeleton } from './components/report-skeleton';
import { formatHours } from './utils/chart-series';
import { byHours, freelancerHoursChart } from './utils/freelancer-hours-chart';
import styles from './report-page.module.css';

/** Each bar's row of the horizontal chart, and the room its axes take. */
const BAR_ROW_REM = 2.5;
const AXES_REM = 3;

/**
 * /reports/time-by-freelancer (issue 20 §2): per freelancer, the hours logged over the chosen range
 * (a bar each, the most first), their contracts and what the client paid them. The range and
 * filters are in the URL; an open end reaches the first or the last record ("Early",
 * "Continuous"), so without a range the page covers everything.
 */
export function TimeByFreelancerPage() {
  const { filters, setFilters } = useReportFilters({});
  const report = useTimeByFreelancer({
    from: filters.from,
    to: filters.to,
    type: filters.type,
    contract: filters.contract,
  });
  const { data } = report;

  let content;
  if (report.isError && !data) {
    const retry = report.error.status === 422 ? undefined : () => void report.refetch();
    content = <LoadFailed message={report.error.message} onRetry={retry} />;
  } else if (!data) {
    content = <ReportSkeleton label="the hours by freelancer" />;
  } else if (data.length === 0) {
    content = (
      <p className={styles.empty} role="status">
        No time logged in this range.
      </p>
    );
  } else {
    content = <FreelancerFigures freelancers={data} busy={report.isPlaceholderData} />;
  }

  return (
    <PageFrame
      title="Time by freelancer"
      description="The hours each freelancer logged on your contracts, and what you paid them."
    >
      <div className={styles.filters}>
        <DateRangeField
          label="Date range"
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters(range)}
        />
        <ReportFilterBar filters={filters} onChange={setFilters} show={{ type: true, contract: true }} />
      </div>
      {content}
    </PageFrame>
  );
}

function FreelancerFigures({ freelancers, busy }: { freelancers: FreelancerTime[]; busy: boolean }) {
  const sorted = useMemo(() => byHours(freelancers), [freelancers]);
  const chart = useMemo(() => freelancerHoursChart(freelancers), [freelancers]);
  return (
    <div className={styles.figures} aria-busy={busy || undefined}>
      {chart ? (
        <Section title="Hours per freelancer">
          <HoursChart
            label={chart.label}
            categories={chart.categories}
            series={chart.series}
            orientation="horizontal"
            formatValue={formatHours}
            height={`${chart.categories.length * BAR_ROW_REM + AXES_REM}rem`}
          />
        </Section>
      ) : null}
      <FreelancerTable freelancers={sorted} />
    </div>
  );
}
