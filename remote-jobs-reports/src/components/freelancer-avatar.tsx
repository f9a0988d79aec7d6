import styles from './freelancer-avatar.module.css';

export interface FreelancerAvatarProps {
  image: string | null;
  firstName: string;
  lastName: string;
  size?: 'small' | 'medium';
}

/**
 * A freelancer's round picture, or their initials. It is decorative (alt ""): the name is always
 * written beside it, and reading it twice would only slow a screen reader down.
 */
export function FreelancerAvatar({ image, firstName, lastName, size = 'medium' }: FreelancerAvatarProps) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (image) {
    const pixels = size === 'small' ? 40 : 64;
    return <img className={className} src={image} alt="" width={pixels} height={pixels} loading="lazy" />;
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
