import styles from './star-rating.module.css';

/**
 * A rating out of five as stars, read out as one phrase ("Rated 4.5 out of 5") rather than five
 * symbols.
 */
export function StarRating({ rating }: { rating: number }) {
  const label = `Rated ${rating.toFixed(1).replace(/\.0$/, '')} out of 5`;
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} className={index < filled ? styles.filled : styles.empty} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
