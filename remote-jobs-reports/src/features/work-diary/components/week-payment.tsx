import type { WorkDiary } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Button, preloadFormKit, preloadWidgets } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { formatReviewEnd } from '../../../utils/format-week';
import { DisputeHoursDialog } from './dispute-hours-dialog';
import styles from './week-payment.module.css';

const loadDisputeDialog = () => Promise.all([preloadWidgets(), preloadFormKit()]);

/** Where the week's payment stands, in the client's words. */
function paymentState(diary: WorkDiary): string {
  const review = diary.review ?? null;
  if (review?.status === 'in_review')
    return `In review until ${formatReviewEnd(review.review_ends_at)}: the payment is held until then.`;
  if (review?.status === 'released') return 'Paid to the freelancer';
  // Only this week has no week after it to show: it is still open.
  if (diary.next_week === null) return 'This week is open: hours can still be logged';
  if (diary.total_minutes === 0) return 'No hours logged';
  // Ended, and not yet closed into its invoice (the scheduler closes it after Monday 00:00 UTC).
  return 'This week has ended: its invoice is on its way.';
}

export interface WeekPaymentProps {
  contractId: number;
  diary: WorkDiary;
  /** The page's `?week=` (null for this week), where a dispute's answer is stored. */
  week: string | null;
}

/** The week's payment: open, held for the client's review (with its invoice, and Dispute hours), or paid. */
export function WeekPayment({ contractId, diary, week }: WeekPaymentProps) {
  const disputing = useDialogOnDemand(loadDisputeDialog);
  const review = diary.review ?? null;
  return (
    <div className={styles.payment}>
      <p className={styles.state}>{paymentState(diary)}</p>
      {review ? (
        <div className={styles.actions}>
          <Link className={styles.invoice} to={paths.invoice(review.invoice_id)}>
            View invoice
          </Link>
          {review.can_dispute ? (
            <Button
              variant="secondary"
              size="small"
              onPointerEnter={disputing.warm}
              onFocus={disputing.warm}
              onClick={() => disputing.open()}
            >
              Dispute hours
            </Button>
          ) : null}
        </div>
      ) : null}
      {disputing.everOpened ? (
        <DisputeHoursDialog
          contractId={contractId}
          diary={diary}
          week={week}
          open={disputing.isOpen}
          onOpenChange={disputing.setIsOpen}
        />
      ) : null}
    </div>
  );
}
