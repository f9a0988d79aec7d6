import { Link } from '@talentindia/router';
import { developerTypes } from '../../content/developer-types';
import { ArrowRightIcon } from '../icons/marketing-icons';
import { FeatureIcon } from '../icons/feature-icon';
import styles from './developer-type-cards.module.css';

/** The four developer types as cards, each linking to its page; the whole card is the link's target. */
export function DeveloperTypeCards() {
  return (
    <ul className={styles.list}>
      {developerTypes.map((type) => (
        <li key={type.slug} className={styles.card}>
          <span className={styles.icon}>
            <FeatureIcon name={type.icon} />
          </span>
          <h3 className={styles.title}>
            <Link to={type.path} className={styles.link}>
              {type.name}
            </Link>
          </h3>
          <p className={styles.summary}>{type.summary}</p>
          <ul className={styles.tags} aria-label={`Popular skills of ${type.name}`}>
            {type.highlights.map((skill) => (
              <li key={skill} className={styles.tag}>
                {skill}
              </li>
            ))}
          </ul>
          <span className={styles.more} aria-hidden="true">
            Explore <ArrowRightIcon width={18} height={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}
