import styles from './star-rating.module.css';

/** A rating of 1 to 5 as stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${stars} out of 5`}>
      {'★'.repeat(stars)}
      <span className={styles.empty}>{'☆'.repeat(5 - stars)}</span>
    </span>
  );
}
