import { Link } from '@talentindia/router';
import { findTalentGroup } from './nav-links';
import styles from './shell.module.css';

/** Spec §9: the footer year. */
export const FOOTER_YEAR = 2025;

const copyright = `© ${FOOTER_YEAR} TalentIndia. All rights reserved.`;

/** Spec §2: on signed-in pages the footer is only the copyright line. */
export function SignedInFooter() {
  return (
    <footer className={styles.footerSlim}>
      <p>{copyright}</p>
    </footer>
  );
}

export function PublicFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <p className={styles.footerLogo}>TalentIndia</p>
          <p>Hire vetted Indian developers, engineers and designers, full time or by the hour.</p>
        </div>
        <nav aria-label="Find talent">
          <h2 className={styles.footerHeading}>Find Talent</h2>
          <ul>
            {findTalentGroup.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={styles.footerHeading}>Company</h2>
          <ul>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/signup">Create an account</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={styles.footerHeading}>Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.footerCopyright}>{copyright}</p>
    </footer>
  );
}
