import { formatMoney, type FreelancerCard } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar } from '@talentindia/ui';
import styles from './talent-card.module.css';

export interface TalentCardProps {
  freelancer: FreelancerCard;
  /** Where the card leads: the profile for a signed-in user, sign-up for a visitor. */
  to: string;
  /** The id of the text saying where a visitor's click leads (sign-up), read out with the link. */
  describedBy?: string;
}

/** How many skills a card shows. */
const SHOWN_SKILLS = 3;

/** A real freelancer on a Find Talent page: picture, name, title, rate and a few skills; the whole card is the link. */
export function TalentCard({ freelancer, to, describedBy }: TalentCardProps) {
  const name = `${freelancer.first_name} ${freelancer.last_name}`;
  return (
    <li className={styles.card}>
      <Avatar
        image={freelancer.image}
        firstName={freelancer.first_name}
        lastName={freelancer.last_name}
        size={56}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to} className={styles.link} aria-describedby={describedBy}>
            {name}
          </Link>
        </h3>
        <p className={styles.title}>{freelancer.title}</p>
        <p className={styles.rate}>
          {formatMoney(freelancer.hourly_rate)}/hr
          {freelancer.identity_verified ? <span className={styles.verified}> · ID: Verified</span> : null}
        </p>
        <ul className={styles.skills} aria-label={`Skills of ${name}`}>
          {freelancer.skills.slice(0, SHOWN_SKILLS).map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
