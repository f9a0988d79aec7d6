import { usePageTitle } from '@talentindia/core';
import { ButtonLink } from '../button/button';
import styles from './not-found-page.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** Spec §2: any unknown path shows "Page Not Found" with a Back to Home button. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {NOT_FOUND_TITLE}
        </h1>
        <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </div>
    </section>
  );
}
