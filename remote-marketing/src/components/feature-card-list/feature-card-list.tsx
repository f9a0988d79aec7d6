import { FeatureIcon, type FeatureIconName } from '../icons/feature-icon';
import styles from './feature-card-list.module.css';

export interface FeatureCard {
  title: string;
  text: string;
  icon?: FeatureIconName;
}

export interface FeatureCardListProps {
  items: FeatureCard[];
  /** Cards per row on wide screens. */
  columns?: 2 | 3 | 4;
}

/** A list of cards, each a short h3 and a sentence or two. */
export function FeatureCardList({ items, columns = 3 }: FeatureCardListProps) {
  return (
    <ul className={`${styles.list} ${styles[`columns${columns}`]}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon ? (
            <span className={styles.icon}>
              <FeatureIcon name={item.icon} />
            </span>
          ) : null}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
