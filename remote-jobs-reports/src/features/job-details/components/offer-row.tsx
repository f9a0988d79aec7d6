import { useId } from 'react';
import { WORK_TYPE_LABELS, formatMoney, type Offer } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar, ButtonLink } from '@talentindia/ui';
import { OfferStatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { formatDate, formatRate } from '../../../utils/format';
import styles from './offer-row.module.css';

/** The offer's terms in a line: "Hourly · $25.00/hr · 20 hrs/week", "Fixed Price · $1,400.00 in 2 milestones". */
function termsOf(offer: Offer): string {
  if (offer.type === 'hourly') {
    const limit = offer.weekly_limit === null ? [] : [`${offer.weekly_limit} hrs/week`];
    return [WORK_TYPE_LABELS.hourly, ...(offer.hourly_rate ? [formatRate(offer.hourly_rate)] : []), ...limit].join(
      ' · ',
    );
  }
  const [first] = offer.milestones;
  if (!first) return WORK_TYPE_LABELS.fixed;
  const total = offer.milestones.reduce((sum, milestone) => sum + milestone.amount.amount, 0);
  const count = offer.milestones.length;
  const amount = formatMoney({ currency: first.amount.currency, amount: total });
  return `${WORK_TYPE_LABELS.fixed} · ${amount} in ${count} ${count === 1 ? 'milestone' : 'milestones'}`;
}

/** One sent offer on the job's page: to whom, its terms, when, its status, and the link to open it. */
export function OfferRow({ offer }: { offer: Offer }) {
  const nameId = useId();
  const { freelancer } = offer;
  return (
    <div className={styles.row}>
      <Avatar
        image={freelancer.image}
        firstName={freelancer.first_name}
        lastName={freelancer.last_name}
        size={40}
        loading="lazy"
      />
      <div className={styles.what}>
        <Link id={nameId} className={styles.name} to={paths.freelancer(freelancer.id)}>
          {freelancer.first_name} {freelancer.last_name}
        </Link>
        <span className={styles.meta}>
          {termsOf(offer)} · Sent {formatDate(offer.created_at)}
        </span>
      </div>
      <OfferStatusBadge status={offer.status} />
      <ButtonLink variant="secondary" size="small" to={paths.offer(offer.id)} aria-describedby={nameId}>
        View Offer
      </ButtonLink>
    </div>
  );
}
