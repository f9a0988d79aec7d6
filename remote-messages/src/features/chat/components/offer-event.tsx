import type { Message } from '@talentindia/contracts';
import { milestonesFact, moneyFact, numberFact, textFact } from '../utils/event-facts';
import { EventFacts } from './event-facts';
import styles from './hiring-event.module.css';

/** An offer sent, accepted or declined: the job, and the terms the event carries (rate and limit, or milestones). */
export function OfferEvent({ message }: { message: Message }) {
  const { data } = message;
  const rate = moneyFact(data, 'hourly_rate');
  const weekly = numberFact(data, 'weekly_limit');
  const type = textFact(data, 'type');
  const milestones = milestonesFact(data);
  const note = textFact(data, 'message');
  return (
    <>
      <EventFacts
        facts={[
          textFact(data, 'job_title') ? { label: 'Job', value: textFact(data, 'job_title')! } : null,
          type ? { label: 'Type', value: type === 'hourly' ? 'Hourly' : 'Fixed Price' } : null,
          rate ? { label: 'Rate per hour', value: `${rate}/hr` } : null,
          weekly ? { label: 'Weekly limit', value: `${weekly} hrs/week` } : null,
        ]}
      />
      {milestones.length > 0 ? (
        <ul className={styles.milestones} aria-label="Milestones">
          {milestones.map((milestone, index) => (
            <li key={index} className={styles.milestone}>
              <span>{milestone.name}</span>
              {milestone.amount ? <span className={styles.amount}>{milestone.amount}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className={styles.letterText}>{note}</p> : null}
    </>
  );
}
