import { isCardExpired, type PaymentMethod } from '@talentindia/contracts';
import { DropdownMenu, type DropdownMenuItem, IconSvg, VisuallyHidden } from '@talentindia/ui';
import { cardLabel, formatExpiry } from '../utils/card-format';
import { CardBrand } from './card-brand';
import styles from './card-item.module.css';

export interface CardItemProps {
  card: PaymentMethod;
  /** Spec §4: the menu shows only when there is more than one card. */
  withMenu: boolean;
  onSetDefault: (card: PaymentMethod) => void;
  onRemove: (card: PaymentMethod) => void;
}

const MoreIcon = () => (
  <IconSvg>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </IconSvg>
);

/** One saved card (spec §3, §5): brand, •••• last4, MM/YY (danger style once expired), the default marked. */
export function CardItem({ card, withMenu, onSetDefault, onRemove }: CardItemProps) {
  const expired = isCardExpired(card);
  const items: DropdownMenuItem[] = [
    ...(card.is_default
      ? []
      : [{ kind: 'action' as const, label: 'Set as default', onSelect: () => onSetDefault(card) }]),
    { kind: 'action', label: 'Remove', danger: true, onSelect: () => onRemove(card) },
  ];
  return (
    <li className={`${styles.card} ${card.is_default ? styles.default : ''}`}>
      <CardBrand brand={card.brand} />
      <div className={styles.details}>
        <p className={styles.number}>
          <VisuallyHidden>ending in </VisuallyHidden>
          <span aria-hidden="true">•••• </span>
          {card.last4}
        </p>
        <p className={expired ? styles.expired : styles.expiry}>
          {expired ? 'Expired' : 'Expires'} {formatExpiry(card)}
        </p>
      </div>
      {card.is_default ? <span className={styles.badge}>Default</span> : null}
      {withMenu ? (
        <div className={styles.menu}>
          <DropdownMenu
            trigger={<MoreIcon />}
            triggerLabel={`Options for ${cardLabel(card)}`}
            showChevron={false}
            align="end"
            items={items}
          />
        </div>
      ) : null}
    </li>
  );
}
