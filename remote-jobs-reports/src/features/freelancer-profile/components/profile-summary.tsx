import { useId } from 'react';
import { formatMoney, type FreelancerProfile } from '@talentindia/contracts';
import { selectIsFreelancer, useAuthStore } from '@talentindia/core';
import { Avatar, ButtonLink, ShieldIcon } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { MessageButton } from './message-button';
import { StarRating } from './star-rating';
import styles from './profile-summary.module.css';

/**
 * The top of the profile (spec §2): picture, name, city/state/country, title, "ID: Verified", the
 * rating, the hourly rate with its currency, and Hire (the offer form with a choice of the client's jobs)
 * beside Message (issue 18). Both are a client's: a freelancer looking at a profile sees neither.
 */
export function ProfileSummary({ freelancer }: { freelancer: FreelancerProfile }) {
  const nameId = useId();
  const isFreelancer = useAuthStore(selectIsFreelancer);
  const name = `${freelancer.first_name} ${freelancer.last_name}`;
  return (
    <section className={styles.summary} aria-labelledby={nameId}>
      <Avatar
        image={freelancer.image}
        firstName={freelancer.first_name}
        lastName={freelancer.last_name}
        size={112}
        narrowSize={88}
      />
      <div className={styles.identity}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.title}>{freelancer.title}</p>
        <p className={styles.location}>{[freelancer.city, freelancer.state, freelancer.country].join(', ')}</p>
        <div className={styles.badges}>
          {freelancer.identity_verified ? (
            <span className={styles.verified}>
              <ShieldIcon width={18} height={18} aria-hidden="true" />
              ID: Verified
            </span>
          ) : null}
          {freelancer.rating !== null ? (
            <span className={styles.rating}>
              <StarRating rating={freelancer.rating} />
              <span>
                {freelancer.rating.toFixed(1)} ({freelancer.reviews_count}{' '}
                {freelancer.reviews_count === 1 ? 'review' : 'reviews'})
              </span>
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.hire}>
        <p className={styles.rate}>
          <span className={styles.amount}>{formatMoney(freelancer.hourly_rate)}</span>
          <span>/hr</span> <span className={styles.currency}>{freelancer.hourly_rate.currency}</span>
        </p>
        {isFreelancer ? null : (
          <div className={styles.actions}>
            <MessageButton freelancerId={freelancer.id} describedBy={nameId} />
            <ButtonLink to={paths.hireFreelancer(freelancer.id)} variant="accent" aria-describedby={nameId}>
              Hire
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
