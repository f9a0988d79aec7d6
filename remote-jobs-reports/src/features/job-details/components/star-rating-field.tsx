import { useId, useState } from 'react';
import { FieldError, VisuallyHidden } from '@talentindia/ui';
import styles from './star-rating-field.module.css';

/** What each number of stars says, read out with its radio button and shown beside the stars. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};
const STARS = [1, 2, 3, 4, 5];

export interface StarRatingFieldProps {
  legend: string;
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * One to five stars as a radio group: native radio buttons (arrow keys move between them; each is
 * named "4 stars, Very good"), drawn as stars that fill up to the choice or the star under the pointer.
 */
export function StarRatingField({ legend, name, value, onChange, onBlur, error }: StarRatingFieldProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
          {STARS.map((stars) => (
            <label key={stars} className={styles.star} onMouseEnter={() => setHovered(stars)}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className={styles.input}
              />
              <svg
                className={stars <= lit ? styles.filled : styles.empty}
                viewBox="0 0 24 24"
                width="32"
                height="32"
                aria-hidden="true"
              >
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
              <VisuallyHidden>
                {stars} {stars === 1 ? 'star' : 'stars'}, {RATING_LABELS[stars]}
              </VisuallyHidden>
            </label>
          ))}
        </div>
        <span className={styles.word} aria-hidden="true">
          {lit ? RATING_LABELS[lit] : ''}
        </span>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
