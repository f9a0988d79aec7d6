import { formatMoney, type WeekSummary } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { VisuallyHidden } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { formatDuration } from '../../../utils/format-week';
import { MoneyAmounts } from './money-amounts';
import { ReportTableFrame } from './report-table-frame';
import { WeekStatusBadge } from './week-status-badge';
import base from './report-table.module.css';
import styles from './week-contracts-table.module.css';

const COLUMNS = 7;

type WeekContract = WeekSummary['contracts'][number];

interface WeekContractsTableProps {
  week: WeekSummary;
  /** The id of the heading that names the table (the section's: "Contracts in the week …"). */
  labelledBy: string;
}

/**
 * One week's hourly contracts: each with its freelancer, hours, weekly limit, amount, where its
 * payment stands and its invoice, then the week's totals.
 */
export function WeekContractsTable({ week, labelledBy }: WeekContractsTableProps) {
  return (
    <ReportTableFrame label="Contracts table">
      <table className={`${base.table} ${styles.table}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Freelancer</th>
            <th scope="col" className={base.number}>
              Hours
            </th>
            <th scope="col" className={base.number}>
              Weekly limit
            </th>
            <th scope="col" className={base.number}>
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {week.contracts.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className={styles.none}>
                No hourly contracts this week.
              </td>
            </tr>
          ) : (
            week.contracts.map((row) => <ContractRow key={row.contract.id} row={row} monday={week.monday} />)
          )}
          <tr className={styles.total}>
            <th scope="row" colSpan={2}>
              Week total
            </th>
            <td className={base.number}>{formatDuration(week.total_minutes)}</td>
            <td />
            <td className={base.number}>
              <MoneyAmounts amounts={week.totals} none="Nothing to pay" />
            </td>
            <td colSpan={2} />
          </tr>
        </tbody>
      </table>
    </ReportTableFrame>
  );
}

function ContractRow({ row, monday }: { row: WeekContract; monday: string }) {
  const { contract, freelancer, invoice } = row;
  return (
    <tr>
      <td>
        <Link to={`${paths.workDiary(contract.job_id, contract.id)}?week=${monday}`}>{contract.title}</Link>
      </td>
      <td>
        {freelancer.id === null ? freelancer.name : <Link to={paths.freelancer(freelancer.id)}>{freelancer.name}</Link>}
      </td>
      <td className={base.number}>{formatDuration(row.minutes)}</td>
      <td className={base.number}>{row.weekly_limit_hours === null ? 'No limit' : `${row.weekly_limit_hours} h`}</td>
      <td className={base.number}>{formatMoney(row.amount)}</td>
      <td>
        <WeekStatusBadge status={row.status} />
      </td>
      <td>
        {invoice ? (
          <Link to={paths.invoice(invoice.id)}>{invoice.number}</Link>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>No invoice</VisuallyHidden>
          </>
        )}
      </td>
    </tr>
  );
}
