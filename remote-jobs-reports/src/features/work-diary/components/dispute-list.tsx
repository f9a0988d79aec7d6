import { formatMoney, type WeekDispute } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { formatDuration, formatMoment } from '../../../utils/format-week';
import { WithdrawDispute } from './withdraw-dispute';
import styles from './dispute-list.module.css';

function statusText(dispute: WeekDispute): string {
  if (dispute.status === 'open') return 'Open';
  if (dispute.status === 'withdrawn') return 'Withdrawn';
  return dispute.refund ? `Accepted — refunded ${formatMoney(dispute.refund)}` : 'Accepted';
}

export interface DisputeListProps {
  contractId: number;
  disputes: WeekDispute[];
  /** The page's `?week=` (null for this week), where a withdrawal's answer is stored. */
  week: string | null;
}

/** The week's disputes, newest first: the hours, why, and how each stands; an open one can be withdrawn. */
export function DisputeList({ contractId, disputes, week }: DisputeListProps) {
  return (
    <Section title="Disputes">
      <ul className={styles.disputes}>
        {disputes.map((dispute) => {
          const summaryId = `dispute-${dispute.id}`;
          return (
            <li key={dispute.id} className={styles.dispute}>
              <p id={summaryId} className={styles.summary}>
                <span>
                  {formatDuration(dispute.minutes)} disputed on {formatMoment(dispute.created_at)}
                </span>
                <span className={`${styles.status} ${styles[dispute.status]}`}>{statusText(dispute)}</span>
              </p>
              <p className={styles.reason}>{dispute.reason}</p>
              <WithdrawDispute contractId={contractId} dispute={dispute} week={week} describedBy={summaryId} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
