import { useId } from 'react';
import type { WeekTotals } from '@talentindia/contracts';
import { Link, type To } from '@talentindia/router';
import { VisuallyHidden } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { formatDuration, formatWeek } from '../../../utils/format-week';
import { MoneyAmounts } from './money-amounts';
import { ReportTableFrame } from './report-table-frame';
import base from './report-table.module.css';
import styles from './weeks-table.module.css';

interface WeeksTableProps {
  /** The range's weeks, newest first. */
  weeks: WeekTotals[];
  /** The Monday of the week whose contracts are shown below. */
  selected: string;
  /** Where a week's "View contracts" goes: the page with that week chosen. */
  weekLink: (monday: string) => To;
}

/**
 * Weekly Summary's weeks, the chart's accessible equivalent: each week (newest first) with its
 * hours and what they cost, and a link that opens its contracts below. The week shown is marked
 * current, in words for a screen reader and by its row's colour.
 */
export function WeeksTable({ weeks, selected, weekLink }: WeeksTableProps) {
  const headingId = useId();
  return (
    <Section title="Week by week" headingId={headingId}>
      <ReportTableFrame label="Week by week table">
        <table className={`${base.table} ${styles.table}`} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col" className={base.number}>
                Hours
              </th>
              <th scope="col" className={base.number}>
                Amount
              </th>
              <th scope="col">
                <VisuallyHidden>Contracts</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const name = formatWeek(week.monday, week.sunday);
              const current = week.monday === selected;
              return (
                <tr key={week.monday} className={current ? styles.current : undefined}>
                  <th scope="row">{name}</th>
                  <td className={base.number}>{formatDuration(week.total_minutes)}</td>
                  <td className={base.number}>
                    <MoneyAmounts amounts={week.totals} none="Nothing to pay" />
                  </td>
                  <td className={styles.action}>
                    <Link to={weekLink(week.monday)} aria-current={current ? 'true' : undefined}>
                      View contracts<VisuallyHidden> for the week {name}</VisuallyHidden>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ReportTableFrame>
    </Section>
  );
}
