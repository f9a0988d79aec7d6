import type { Message } from '@talentindia/contracts';
import { numberFact, textFact } from '../utils/event-facts';
import { StarRating } from './star-rating';
import styles from './hiring-event.module.css';

/** A contract ended by the client: its title, the rating they gave and their review. */
export function ContractEndedEvent({ message }: { message: Message }) {
  const { data } = message;
  const title = textFact(data, 'title');
  const rating = numberFact(data, 'rating');
  const review = textFact(data, 'review');
  return (
    <>
      {title ? <p className={styles.summary}>{title}</p> : null}
      {rating !== null ? <StarRating rating={rating} /> : null}
      {review ? <p className={styles.letterText}>“{review}”</p> : null}
    </>
  );
}
