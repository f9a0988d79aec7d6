import { useState, type CSSProperties } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The picture's address, or null: the initials are drawn instead. */
  image: string | null;
  /** Whose initials: the first name's first letter, and the last name's when given. */
  firstName: string;
  lastName?: string;
  /** Width and height, in CSS pixels. */
  size: number;
  /** The size in the narrow layout (900 px wide or less, spec §2), where it differs. */
  narrowSize?: number;
  /**
   * Who the picture shows, where nothing beside it says so. Empty (the default) where the name is
   * written next to it: reading it twice would only slow a screen reader down.
   */
  alt?: string;
  /** `lazy` for the pictures of a long list. */
  loading?: 'lazy' | 'eager';
}

/**
 * A person's round picture, or their initials while they have none (or it fails to load). The box
 * has its size either way, so nothing moves when the picture arrives. The initials are drawn by CSS
 * (`data-initials`) and hidden from assistive technology, so a link or button around an avatar is
 * named by the name beside it alone, as its visible text reads (WCAG 2.5.3).
 */
export function Avatar({ image, firstName, lastName = '', size, narrowSize, alt = '', loading }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = image && image !== failed ? image : null;
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  const sizes = { '--avatar-size': `${size}px`, '--avatar-narrow-size': `${narrowSize ?? size}px` } as CSSProperties;
  return (
    <span
      className={styles.avatar}
      style={sizes}
      data-initials={picture ? undefined : initials}
      aria-hidden={picture && alt ? undefined : true}
    >
      {picture ? (
        <img
          className={styles.image}
          src={picture}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          onError={() => setFailed(picture)}
        />
      ) : null}
    </span>
  );
}
