import type { Message } from '@talentindia/contracts';
import { moneyFact, numberFact, textFact } from '../utils/event-facts';
import { EventFacts } from './event-facts';
import styles from './hiring-event.module.css';

/**
 * A proposal: its terms in one line as the spec's sample reads ("$20.00/hr, 10% increase every 6
 * months, 40 hrs/week"), each term on its own, and the cover letter when the event carries it.
 */
export function ProposalEvent({ message }: { message: Message }) {
  const { data } = message;
  const hourly = textFact(data, 'type') !== 'fixed';
  const amount = moneyFact(data, 'amount');
  const increase = numberFact(data, 'rate_increase_percent');
  const weekly = numberFact(data, 'weekly_limit');
  const rate = amount ? (hourly ? `${amount}/hr` : amount) : null;
  const terms = [
    rate,
    increase ? `${increase}% increase every 6 months` : null,
    weekly ? `${weekly} hrs/week` : null,
  ].filter(Boolean);
  const coverLetter = textFact(data, 'cover_letter');
  const job = textFact(data, 'job_title');
  return (
    <>
      {terms.length > 0 ? <p className={styles.summary}>{terms.join(', ')}</p> : null}
      <EventFacts
        facts={[
          job ? { label: 'Job', value: job } : null,
          rate ? { label: hourly ? 'Rate per hour' : 'Bid', value: rate } : null,
          increase ? { label: 'Rate increase', value: `${increase}% every 6 months` } : null,
          weekly ? { label: 'Weekly limit', value: `${weekly} hrs/week` } : null,
        ]}
      />
      {coverLetter ? (
        <div className={styles.letter}>
          <p className={styles.letterTitle}>Cover letter</p>
          <p className={styles.letterText}>{coverLetter}</p>
        </div>
      ) : null}
    </>
  );
}
