import { useMemo } from 'react';
import type { ReportFilters, WeekTotals } from '@talentindia/contracts';
import { PageFrame } from '@talentindia/ui';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { formatDuration, formatWeek } from '../../utils/format-week';
import { DateRangeField } from '../../components/report-filters/date-range-field';
import { ReportFilterBar } from '../../components/report-filters/report-filter-bar';
import { useReportFilters } from '../../hooks/use-report-filters';
import { useWeeklySummary } from './api/get-weekly-summary';
import { HoursChart } from './components/hours-chart';
import { ReportSkeleton } from './components/report-skeleton';
import { WeekContracts } from './components/week-contracts';
import { WeeksTable } from './components/weeks-table';
import { useSelectedWeek } from './hooks/use-selected-week';
import { formatHours } from './utils/chart-series';
import { weeklyHoursChart } from './utils/weekly-hours-chart';
import styles from './report-page.module.css';

/**
 * /reports/weekly-summary (issue 20 §2): what a client who pays hourly contracts by the week needs
 * to see: each week's hours and what they cost, and for one week at a time (`?week=` its Monday,
 * the newest without it) its contracts' hours, limits, amounts, payments and invoices. A year of
 * weeks with every contract in each was too much for one answer and one page, so the range brings
 * the weeks' totals and a week's contracts come when it is opened. The range and filters are in
 * the URL; without a range the api answers the 12 weeks up to this week, and the date field shows
 * that range.
 */
export function WeeklySummaryPage() {
  const { filters, setFilters } = useReportFilters({});
  const summary = useWeeklySummary({
    from: filters.from,
    to: filters.to,
    freelancer: filters.freelancer,
    contract: filters.contract,
  });
  const { data } = summary;

  let content;
  if (summary.isError && !data) {
    // A range the api refuses (longer than 53 weeks, reversed) fails the same way again.
    const retry = summary.error.status === 422 ? undefined : () => void summary.refetch();
    content = <LoadFailed message={summary.error.message} onRetry={retry} />;
  } else if (!data) {
    content = <ReportSkeleton label="the weekly summary" />;
  } else {
    content = <WeeklyFigures weeks={data.weeks} filters={filters} busy={summary.isPlaceholderData} />;
  }

  return (
    <PageFrame title="Weekly Summary" description="Your hourly contracts’ hours and what they cost, week by week.">
      <div className={styles.filters}>
        <DateRangeField
          label="Date range"
          from={filters.from ?? data?.from}
          to={filters.to ?? data?.to}
          onChange={(range) => setFilters(range)}
        />
        <ReportFilterBar filters={filters} onChange={setFilters} show={{ freelancer: true, contract: true }} />
      </div>
      {content}
    </PageFrame>
  );
}

interface WeeklyFiguresProps {
  /** The range's weeks, newest first. */
  weeks: WeekTotals[];
  filters: Pick<ReportFilters, 'freelancer' | 'contract'>;
  busy: boolean;
}

function WeeklyFigures({ weeks, filters, busy }: WeeklyFiguresProps) {
  const chart = useMemo(() => weeklyHoursChart(weeks), [weeks]);
  const { selected, weekLink } = useSelectedWeek(weeks);
  const newest = weeks[0];
  const oldest = weeks.at(-1);
  if (!chart || !newest || !oldest || !selected) {
    return (
      <p className={styles.empty} role="status">
        No hours logged in these weeks.
      </p>
    );
  }
  const total = weeks.reduce((sum, week) => sum + week.total_minutes, 0);
  return (
    <div className={styles.figures} aria-busy={busy || undefined}>
      <Section
        title="Hours per week"
        description={`${formatDuration(total)} logged, ${formatWeek(oldest.monday, newest.sunday)}`}
      >
        <HoursChart
          label={chart.label}
          categories={chart.categories}
          axisLabels={chart.axisLabels}
          series={chart.series}
          orientation="vertical"
          formatValue={formatHours}
          height="18rem"
        />
      </Section>
      <WeeksTable weeks={weeks} selected={selected.monday} weekLink={weekLink} />
      <WeekContracts week={selected} filters={filters} />
    </div>
  );
}
