import { useEffect, useId } from 'react';
import type { ReportFilters, WeekTotals } from '@talentindia/contracts';
import { useLocation } from '@talentindia/router';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { formatWeek } from '../../../utils/format-week';
import { useWeekDetail } from '../api/get-week-detail';
import { WEEK_CONTRACTS_ID } from '../hooks/use-selected-week';
import { RowsSkeleton } from './rows-skeleton';
import { WeekContractsTable } from './week-contracts-table';
import styles from './week-contracts.module.css';

interface WeekContractsProps {
  /** The chosen week, from the range's answer: its name is known before its contracts come. */
  week: WeekTotals;
  filters: Pick<ReportFilters, 'freelancer' | 'contract'>;
}

/**
 * The chosen week's contracts, asked for on their own (a range's weeks carry only their totals).
 * While another week's contracts load, the ones shown stay, dimmed and marked busy, under the new
 * week's heading. Opened from a week's link (the address's #hash), the section takes the focus, so
 * the next Tab and a screen reader start there rather than back in the list of weeks.
 */
export function WeekContracts({ week, filters }: WeekContractsProps) {
  const headingId = useId();
  const detail = useWeekDetail(week.monday, { freelancer: filters.freelancer, contract: filters.contract });
  const { data } = detail;
  const { key, hash } = useLocation();

  useEffect(() => {
    // The shell has scrolled to the section already (its #hash): focusing it must not scroll again.
    if (hash === `#${WEEK_CONTRACTS_ID}`) document.getElementById(WEEK_CONTRACTS_ID)?.focus({ preventScroll: true });
  }, [key, hash]);

  let content;
  if (detail.isError && !data) {
    // A week the api refuses (not a Monday) fails the same way again.
    const retry = detail.error.status === 422 ? undefined : () => void detail.refetch();
    content = <LoadFailed message={detail.error.message} onRetry={retry} />;
  } else if (!data) {
    content = <RowsSkeleton label="the week’s contracts" />;
  } else {
    content = (
      <div className={styles.contracts} aria-busy={detail.isPlaceholderData || undefined}>
        <WeekContractsTable week={data} labelledBy={headingId} />
      </div>
    );
  }

  return (
    <Section
      id={WEEK_CONTRACTS_ID}
      tabIndex={-1}
      className={styles.section}
      title={`Contracts in the week ${formatWeek(week.monday, week.sunday)}`}
      headingId={headingId}
    >
      {content}
    </Section>
  );
}
