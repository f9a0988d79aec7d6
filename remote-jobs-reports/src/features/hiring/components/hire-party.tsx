import type { FreelancerCard } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar } from '@talentindia/ui';
import { FreelancerFacts } from '../../../components/freelancer-facts';
import { paths } from '../../../config/paths';
import { formatRate } from '../../../utils/format';
import styles from './hire-party.module.css';

/** Who the offer goes to: their picture, name (to their profile), title, place, rating and usual rate. */
export function HireParty({ freelancer, proposed }: { freelancer: FreelancerCard; proposed?: string }) {
  return (
    <section className={styles.party} aria-labelledby="hire-party-name">
      <Avatar
        image={freelancer.image}
        firstName={freelancer.first_name}
        lastName={freelancer.last_name}
        size={64}
        loading="lazy"
      />
      <div className={styles.who}>
        <h2 id="hire-party-name" className={styles.name}>
          <Link to={paths.freelancer(freelancer.id)}>
            {freelancer.first_name} {freelancer.last_name}
          </Link>
        </h2>
        <p className={styles.title}>
          {freelancer.title} · {formatRate(freelancer.hourly_rate)}
        </p>
        <FreelancerFacts freelancer={freelancer} />
        {proposed ? <p className={styles.proposed}>{proposed}</p> : null}
      </div>
    </section>
  );
}
