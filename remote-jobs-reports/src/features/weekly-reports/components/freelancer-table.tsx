import { useId } from 'react';
import type { FreelancerTime } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Section } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { formatDuration } from '../../../utils/format-week';
import { MoneyAmounts } from './money-amounts';
import { ReportTableFrame } from './report-table-frame';
import base from './report-table.module.css';
import styles from './freelancer-table.module.css';

/**
 * Time by freelancer's figures, the chart's accessible equivalent: each freelancer (to their
 * profile, while they have one) with the hours logged in the range, their contracts, and what the
 * client paid them there, per currency.
 */
export function FreelancerTable({ freelancers }: { freelancers: FreelancerTime[] }) {
  const headingId = useId();
  return (
    <Section title="Freelancers" headingId={headingId}>
      <ReportTableFrame label="Freelancers table">
        <table className={`${base.table} ${styles.table}`} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Freelancer</th>
              <th scope="col" className={base.number}>
                Hours
              </th>
              <th scope="col" className={base.number}>
                Contracts
              </th>
              <th scope="col" className={base.number}>
                Spent
              </th>
            </tr>
          </thead>
          <tbody>
            {freelancers.map(({ freelancer, minutes, contracts, spent }, index) => (
              // A deleted freelancer has no id, and several may share the name "Deleted user".
              <tr key={freelancer.id ?? `deleted-${index}`}>
                <th scope="row">
                  {freelancer.id === null ? (
                    freelancer.name
                  ) : (
                    <Link to={paths.freelancer(freelancer.id)}>{freelancer.name}</Link>
                  )}
                </th>
                <td className={base.number}>{formatDuration(minutes)}</td>
                <td className={base.number}>{contracts}</td>
                <td className={base.number}>
                  <MoneyAmounts amounts={spent} none="Nothing paid" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReportTableFrame>
    </Section>
  );
}
