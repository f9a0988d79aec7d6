import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; the whole label is the click target. */
export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className={styles.checkboxInput} {...inputProps} />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
    </div>
  );
}
