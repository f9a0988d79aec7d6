import styles from './shell.module.css';

/** Spec §1: a banner says the website is under development and to check back soon. */
export function UnderDevelopmentBanner() {
  return (
    <div className={styles.banner} role="region" aria-label="Site notice">
      <p>This website is under development. Please check back soon for the full experience.</p>
    </div>
  );
}
