import { useState } from 'react';
import { Link, useSearchParams } from '@talentindia/router';
import { addCalendarDays, platformDayOf } from '@talentindia/contracts';
import { PageFrame } from '@talentindia/ui';
import { paths } from '../../config/paths';
import { DateRangeField } from '../../components/report-filters/date-range-field';
import { ReportFilterBar } from '../../components/report-filters/report-filter-bar';
import { useReportFilters } from '../../hooks/use-report-filters';
import { useTransactionSummary } from './api/get-transaction-summary';
import { AvailableCredits } from './components/available-credits';
import { CreditHistory } from './components/credit-history';
import { ReportDownloads } from './components/report-downloads';
import { TransactionList } from './components/transaction-list';
import { TransactionSummary } from './components/transaction-summary';
import { TRANSACTION_HISTORY_TITLE } from './transaction-history-title';
import styles from './transaction-history-page.module.css';

/** Spec §2: without a range in the address, from one day before today to today (platform days, UTC). */
function defaultRange() {
  const today = platformDayOf(new Date());
  return { from: addCalendarDays(today, -1), to: today };
}

/** The page's address with only its range kept, and `type=credits` or not. */
function rangeLink(params: URLSearchParams, credits: boolean) {
  const next = new URLSearchParams();
  for (const end of ['from', 'to']) {
    const value = params.get(end);
    if (value !== null) next.set(end, value);
  }
  if (credits) next.set('type', 'credits');
  const search = next.toString();
  return { pathname: paths.transactionHistory, search: search ? `?${search}` : '' };
}

/**
 * /reports/transaction-history (spec §2, issue 20): the client's payments and refunds in a range of
 * days, filtered by type, freelancer and contract (all kept in the address), with the range's summary,
 * the credits available now, and the rows as CSV or their invoices as a ZIP. With `?type=credits`
 * (Payment Methods' "View Credit History") it shows the credits ledger in the range instead.
 */
export function TransactionHistoryPage() {
  const [params] = useSearchParams();
  const credits = params.get('type') === 'credits';
  // Today is read once per visit, so the default range does not move while the page is open.
  const [defaults] = useState(defaultRange);
  const { filters, setFilters } = useReportFilters(defaults);
  const summary = useTransactionSummary(filters);

  let availableCredits;
  if (summary.data) availableCredits = summary.data.available_credits;
  else if (summary.isError) availableCredits = null;

  return (
    <PageFrame
      title={TRANSACTION_HISTORY_TITLE}
      description="Every payment, fee and credit on your account."
      actions={credits ? null : <ReportDownloads filters={filters} />}
    >
      <AvailableCredits
        credits={availableCredits}
        link={
          credits ? null : (
            <Link className={styles.link} to={rangeLink(params, true)}>
              View Credit History
            </Link>
          )
        }
      />
      <div className={styles.filters}>
        <DateRangeField
          label="Date range"
          from={filters.from}
          to={filters.to}
          onChange={(range) => setFilters({ from: range.from, to: range.to })}
        />
        {credits ? null : (
          <ReportFilterBar
            filters={filters}
            onChange={setFilters}
            show={{ type: true, freelancer: true, contract: true }}
          />
        )}
      </div>
      {credits ? (
        <CreditHistory range={{ from: filters.from, to: filters.to }} allTransactions={rangeLink(params, false)} />
      ) : (
        <>
          <TransactionSummary
            data={summary.data}
            error={summary.error}
            stale={summary.isPlaceholderData}
            onRetry={() => void summary.refetch()}
          />
          <section aria-labelledby="transactions-heading">
            <h2 id="transactions-heading" className={styles.heading}>
              Transactions
            </h2>
            <TransactionList filters={filters} />
          </section>
        </>
      )}
    </PageFrame>
  );
}
