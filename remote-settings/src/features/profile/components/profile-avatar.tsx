import styles from './profile-avatar.module.css';

export interface ProfileAvatarProps {
  /** The picture's URL, or null: the first name's initial shows instead. */
  image: string | null;
  firstName: string;
  /** Who the picture shows, for a screen reader (the user's name). */
  alt: string;
}

/** A round picture of fixed size, or the initial when there is no picture. */
export function ProfileAvatar({ image, firstName, alt }: ProfileAvatarProps) {
  if (image) return <img className={styles.avatar} src={image} alt={alt} width={96} height={96} />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {firstName.trim().charAt(0).toUpperCase()}
    </span>
  );
}
