import type { FreelancerCard } from '@talentindia/contracts';
import styles from './freelancer-facts.module.css';

/** Where a freelancer is, whether their identity is verified, and how clients rated them. */
export function FreelancerFacts({ freelancer }: { freelancer: FreelancerCard }) {
  const place = [freelancer.city, freelancer.state, freelancer.country].filter(Boolean).join(', ');
  return (
    <ul className={styles.facts}>
      {place ? <li>{place}</li> : null}
      {freelancer.identity_verified ? <li className={styles.verified}>ID: Verified</li> : null}
      <li>
        {freelancer.rating === null ? (
          'No reviews yet'
        ) : (
          <>
            <span aria-hidden="true">★ </span>
            {`${freelancer.rating.toFixed(1)} out of 5 (${freelancer.reviews_count} ${
              freelancer.reviews_count === 1 ? 'review' : 'reviews'
            })`}
          </>
        )}
      </li>
    </ul>
  );
}
