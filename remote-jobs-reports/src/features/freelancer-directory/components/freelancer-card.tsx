import { DEVELOPER_TYPE_LABELS, formatMoney, type FreelancerCard as Card } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar, ShieldIcon } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import styles from './freelancer-card.module.css';

/** How many skills a card shows; the profile has them all. */
const SHOWN_SKILLS = 5;

/** A freelancer in the directory: the name opens the profile, and so does a click anywhere on the card. */
export function FreelancerCard({ freelancer }: { freelancer: Card }) {
  const name = `${freelancer.first_name} ${freelancer.last_name}`;
  const more = freelancer.skills.length - SHOWN_SKILLS;
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <Avatar image={freelancer.image} firstName={freelancer.first_name} lastName={freelancer.last_name} size={64} />
        <div className={styles.identity}>
          <h2 className={styles.name}>
            <Link to={paths.freelancer(freelancer.id)} className={styles.link}>
              {name}
            </Link>
          </h2>
          <p className={styles.muted}>
            {freelancer.city}, {freelancer.state}
          </p>
        </div>
      </div>
      <div className={styles.work}>
        <p className={styles.title}>{freelancer.title}</p>
        <p className={styles.muted}>{DEVELOPER_TYPE_LABELS[freelancer.developer_type]}</p>
      </div>
      <p className={styles.facts}>
        <span className={styles.rate}>{formatMoney(freelancer.hourly_rate)}/hr</span>
        {freelancer.identity_verified ? (
          <span className={styles.verified}>
            <ShieldIcon width={16} height={16} aria-hidden="true" />
            ID: Verified
          </span>
        ) : null}
        <span className={styles.muted}>
          {freelancer.rating !== null
            ? `★ ${freelancer.rating.toFixed(1)} (${freelancer.reviews_count} ${freelancer.reviews_count === 1 ? 'review' : 'reviews'})`
            : 'No reviews yet'}
          {' · '}
          {freelancer.total_jobs} {freelancer.total_jobs === 1 ? 'job' : 'jobs'}
        </span>
      </p>
      {freelancer.skills.length > 0 ? (
        <ul className={styles.skills} aria-label={`Skills of ${name}`}>
          {freelancer.skills.slice(0, SHOWN_SKILLS).map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
          {more > 0 ? <li className={styles.more}>+{more} more</li> : null}
        </ul>
      ) : null}
    </li>
  );
}
