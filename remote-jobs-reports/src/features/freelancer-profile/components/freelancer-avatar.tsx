import styles from './freelancer-avatar.module.css';

export interface FreelancerAvatarProps {
  image: string | null;
  firstName: string;
  lastName: string;
}

/** The freelancer's picture, or their initials when they have none; the name beside it says who it is. */
export function FreelancerAvatar({ image, firstName, lastName }: FreelancerAvatarProps) {
  if (image) return <img className={styles.avatar} src={image} alt="" width={112} height={112} />;
  return (
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
