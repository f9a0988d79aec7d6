import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import type { SwitchProps } from './switch';
import styles from './switch.module.css';

/** Switch, once Radix Switch has loaded. */
export function SwitchControl({ label, badge, description, checked, onCheckedChange, disabled, name }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.title}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </span>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
