import { useId } from 'react';
import { ButtonLink, CheckIcon } from '@talentindia/ui';
import { CreditsOffer } from './credits-offer';
import styles from './home-hero.module.css';

const promises = [
  'Hourly or fixed-price contracts',
  'Message developers before you hire',
  'Pay with cards and credits',
];

/** The landing hero (spec §1): headline, description, the call to action and the free-credits promise. */
export function HomeHero() {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>The marketplace for Indian tech talent</p>
          <h1 id={titleId} className={styles.title}>
            Find talent your way
          </h1>
          <p className={styles.lead}>
            Post a job and get work done by top Indian developers, engineers, programmers, coders and designers.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/signup" variant="accent">
              Hire Top Indian Talent
            </ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              Explore our services
            </ButtonLink>
          </div>
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise}>
                <CheckIcon className={styles.check} />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <CreditsOffer />
      </div>
    </section>
  );
}
