import { formatMoney, type DashboardWaiting } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Section } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { formatWeekInReview } from '../utils/format-week-in-review';
import { WaitingGroup } from './waiting-group';
import styles from './waiting-for-you.module.css';

type PaymentStatus = DashboardWaiting['invoices_to_pay']['items'][number]['payment_status'];

/** What the client has to do for each invoice: pay again, confirm the charge, or pay it. */
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  declined: 'Payment declined',
  requires_action: 'Waiting for your confirmation',
  awaiting_payment: 'Not paid yet',
};
const PAYMENT_STATUS_TONES: Record<PaymentStatus, string | undefined> = {
  declined: styles.danger,
  requires_action: styles.warning,
  awaiting_payment: styles.muted,
};

const NOTHING_SPENT = formatMoney({ currency: 'USD', amount: 0 });

/**
 * Issue 19 §1: what waits for the client (proposals to review, submitted milestones, invoices to
 * pay, hourly weeks in their review), each to the page where it is done, and this week's spend.
 */
export function WaitingForYou({ waiting }: { waiting: DashboardWaiting }) {
  const { proposals_to_review: proposals, milestones_to_approve, invoices_to_pay, weeks_in_review } = waiting;
  const nothingWaits =
    proposals === 0 && milestones_to_approve.count === 0 && invoices_to_pay.count === 0 && weeks_in_review.count === 0;
  const spend =
    waiting.spend_this_week.length === 0
      ? NOTHING_SPENT
      : waiting.spend_this_week.map((money) => formatMoney(money)).join(' + ');

  return (
    <Section
      title="Waiting for you"
      aside={
        <p className={styles.spend}>
          <span className={styles.spendLabel}>This week&apos;s spend</span>{' '}
          <strong className={styles.spendAmount}>{spend}</strong>
        </p>
      }
    >
      {nothingWaits ? <p className={styles.nothing}>Nothing waits for you right now.</p> : null}

      {proposals > 0 ? (
        <p className={styles.proposals}>
          <Link to={paths.jobs} className={styles.link}>
            {proposals === 1 ? '1 proposal to review' : `${proposals} proposals to review`}
          </Link>
        </p>
      ) : null}

      {milestones_to_approve.count > 0 ? (
        <WaitingGroup
          title="Milestones to approve"
          count={milestones_to_approve.count}
          shown={milestones_to_approve.items.length}
        >
          {milestones_to_approve.items.map((milestone) => (
            <li key={milestone.milestone_id} className={styles.item}>
              <Link to={paths.job(milestone.job_id)} className={styles.link}>
                {milestone.name} from {milestone.freelancer_name} — {formatMoney(milestone.amount)}
              </Link>
            </li>
          ))}
        </WaitingGroup>
      ) : null}

      {invoices_to_pay.count > 0 ? (
        <WaitingGroup title="Payments to finish" count={invoices_to_pay.count} shown={invoices_to_pay.items.length}>
          {invoices_to_pay.items.map((invoice) => (
            <li key={invoice.id} className={styles.item}>
              <Link to={paths.invoice(invoice.id)} className={styles.link}>
                Invoice {invoice.number} — {invoice.description} — {formatMoney(invoice.total)}
              </Link>
              <span className={`${styles.status} ${PAYMENT_STATUS_TONES[invoice.payment_status]}`}>
                {PAYMENT_STATUS_LABELS[invoice.payment_status]}
              </span>
            </li>
          ))}
        </WaitingGroup>
      ) : null}

      {weeks_in_review.count > 0 ? (
        <WaitingGroup title="Weeks in review" count={weeks_in_review.count} shown={weeks_in_review.items.length}>
          {weeks_in_review.items.map((week) => (
            <li key={`${week.contract_id}-${week.monday}`} className={styles.item}>
              <Link
                to={`${paths.workDiary(week.job_id, week.contract_id)}?${new URLSearchParams({ week: week.monday })}`}
                className={styles.link}
              >
                {formatWeekInReview(week)}
              </Link>
            </li>
          ))}
        </WaitingGroup>
      ) : null}
    </Section>
  );
}
