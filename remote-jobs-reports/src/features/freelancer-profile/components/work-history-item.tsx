import { formatMoney, WORK_TYPE_LABELS, type WorkHistoryItem as Item } from '@talentindia/contracts';
import { formatDay, formatHours, formatPeriod } from '../utils/format-dates';
import { StarRating } from './star-rating';
import styles from './work-history-item.module.css';

/** One contract of the freelancer's: the job, its terms, what it earned and the client's review once it ended. */
export function WorkHistoryItem({ item }: { item: Item }) {
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.meta}>
        {WORK_TYPE_LABELS[item.type]} · {formatPeriod(item.started_at, item.ended_at)}
      </p>
      <dl className={styles.figures}>
        {item.hourly_rate ? (
          <div>
            <dt>Rate</dt>
            <dd>{formatMoney(item.hourly_rate)}/hr</dd>
          </div>
        ) : null}
        {item.type === 'hourly' ? (
          <div>
            <dt>Hours</dt>
            <dd>{formatHours(item.total_hours)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Earned</dt>
          <dd>{formatMoney(item.earned)}</dd>
        </div>
      </dl>
      {item.review ? (
        <figure className={styles.review}>
          <StarRating rating={item.review.rating} />
          {item.review.text ? <blockquote className={styles.quote}>{item.review.text}</blockquote> : null}
          <figcaption className={styles.when}>Reviewed {formatDay(item.review.created_at)}</figcaption>
        </figure>
      ) : null}
    </li>
  );
}
