import type { SwitchProps } from './switch';
import styles from './switch.module.css';

/** The switch's row while its code loads: the same size and text, so nothing moves when it arrives. */
export function SwitchPlaceholder({ label, badge, description, checked }: SwitchProps) {
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.title}>
          <span className={styles.label}>{label}</span>
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </span>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <span className={styles.switch} data-state={checked ? 'checked' : 'unchecked'} aria-hidden="true">
        <span className={styles.thumb} data-state={checked ? 'checked' : 'unchecked'} />
      </span>
    </div>
  );
}
