import { CreditCardIcon } from '@talentindia/ui';
import { brandName, logoBrand } from '../utils/card-format';
import styles from './card-brand.module.css';

/**
 * A card's brand (spec §5): the logo for visa, mastercard and amex, named for assistive technology;
 * any other brand by its name beside a generic card icon.
 */
export function CardBrand({ brand }: { brand: string }) {
  const name = brandName(brand);
  switch (logoBrand(brand)) {
    case 'visa':
      return (
        <svg className={styles.logo} viewBox="0 0 48 32" role="img" aria-label={name}>
          <rect width="48" height="32" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="21"
            fill="#ffffff"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            textAnchor="middle"
          >
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
      return (
        <svg className={styles.logo} viewBox="0 0 48 32" role="img" aria-label={name}>
          <rect width="48" height="32" rx="4" fill="#252525" />
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" />
          <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
        </svg>
      );
    case 'amex':
      return (
        <svg className={styles.logo} viewBox="0 0 48 32" role="img" aria-label={name}>
          <rect width="48" height="32" rx="4" fill="#006fcf" />
          <text
            x="24"
            y="20"
            fill="#ffffff"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="10"
            fontWeight="700"
            textAnchor="middle"
          >
            AMEX
          </text>
        </svg>
      );
    default:
      return (
        <span className={styles.named}>
          <CreditCardIcon className={styles.icon} />
          <span>{name}</span>
        </span>
      );
  }
}
