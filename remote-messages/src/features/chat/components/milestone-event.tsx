import type { Message } from '@talentindia/contracts';
import { moneyFact, textFact } from '../utils/event-facts';
import { EventFacts } from './event-facts';
import styles from './hiring-event.module.css';

/**
 * A milestone's step (created, funded, submitted, changes requested, completed, cancelled): its name
 * and amount with its currency, the client's note when they asked for changes, and whether a
 * cancelled one's funds went back to the client.
 */
export function MilestoneEvent({ message }: { message: Message }) {
  const { data } = message;
  const name = textFact(data, 'name');
  const amount = moneyFact(data, 'amount');
  const note = textFact(data, 'note');
  const refunded = data?.refunded === true;
  return (
    <>
      <EventFacts
        facts={[name ? { label: 'Milestone', value: name } : null, amount ? { label: 'Amount', value: amount } : null]}
      />
      {refunded ? <p className={styles.outcome}>Refunded</p> : null}
      {note ? (
        <div className={styles.letter}>
          <p className={styles.letterTitle}>Note</p>
          <p className={styles.letterText}>{note}</p>
        </div>
      ) : null}
    </>
  );
}
