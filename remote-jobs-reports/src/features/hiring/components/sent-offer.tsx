import { useId } from 'react';
import {
  MARKETPLACE_CURRENCY,
  WORK_TYPE_LABELS,
  formatMoney,
  type Offer,
  type OfferStatus,
} from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar } from '@talentindia/ui';
import { OfferStatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { formatDate, formatRate } from '../../../utils/format';
import styles from './sent-offer.module.css';

/** What the date of the freelancer's answer (or the client's withdrawal) is called, by the status it led to. */
const ANSWERED_LABELS: Record<Exclude<OfferStatus, 'pending'>, string> = {
  accepted: 'Accepted on',
  declined: 'Declined on',
  withdrawn: 'Withdrawn on',
};

interface Fact {
  label: string;
  value: string;
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An offer as the client sent it: to whom, its status and dates, its terms (hourly: rate and weekly
 * limit; fixed price: the milestones and their total) and the message.
 */
export function SentOffer({ offer }: { offer: Offer }) {
  const nameId = useId();
  const { freelancer } = offer;
  const total = offer.milestones.reduce((sum, milestone) => sum + milestone.amount.amount, 0);
  const currency = offer.milestones[0]?.amount.currency ?? MARKETPLACE_CURRENCY;

  const dates: Fact[] = [
    { label: 'Sent on', value: formatDate(offer.created_at) },
    ...(offer.status !== 'pending' && offer.responded_at
      ? [{ label: ANSWERED_LABELS[offer.status], value: formatDate(offer.responded_at) }]
      : []),
  ];
  const terms: Fact[] = [
    { label: 'Type', value: WORK_TYPE_LABELS[offer.type] },
    ...(offer.hourly_rate ? [{ label: 'Rate', value: formatRate(offer.hourly_rate) }] : []),
    ...(offer.weekly_limit !== null ? [{ label: 'Weekly limit', value: `${offer.weekly_limit} hrs/week` }] : []),
    ...(offer.type === 'fixed' ? [{ label: 'Total', value: formatMoney({ currency, amount: total }) }] : []),
  ];

  return (
    <article className={styles.offer} aria-labelledby={nameId}>
      <header className={styles.header}>
        <Avatar image={freelancer.image} firstName={freelancer.first_name} lastName={freelancer.last_name} size={64} />
        <h2 id={nameId} className={styles.name}>
          <Link to={paths.freelancer(freelancer.id)}>
            {freelancer.first_name} {freelancer.last_name}
          </Link>
        </h2>
        <OfferStatusBadge status={offer.status} />
      </header>
      <Facts facts={dates} />

      <section className={styles.part} aria-labelledby={`${nameId}-terms`}>
        <h3 id={`${nameId}-terms`} className={styles.heading}>
          Terms
        </h3>
        <Facts facts={terms} />
        {offer.milestones.length > 0 ? (
          <ol className={styles.milestones} aria-label="Milestones">
            {offer.milestones.map((milestone) => (
              <li key={milestone.id} className={styles.milestone}>
                <span className={styles.milestoneName}>{milestone.name}</span>
                <span>{formatMoney(milestone.amount)}</span>
                <span className={styles.due}>Due {formatDate(milestone.due_date)}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section className={styles.part} aria-labelledby={`${nameId}-message`}>
        <h3 id={`${nameId}-message`} className={styles.heading}>
          Message
        </h3>
        {offer.message ? (
          <p className={styles.message}>{offer.message}</p>
        ) : (
          <p className={styles.none}>No message was sent with this offer.</p>
        )}
      </section>

      {offer.status === 'accepted' ? (
        <p className={styles.note}>
          The contract has started: it is on <Link to={paths.job(offer.job.id)}>the job’s page</Link>.
        </p>
      ) : null}
    </article>
  );
}
