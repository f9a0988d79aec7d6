import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { useFieldDescriptions } from './field-descriptions';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select type"): its value is ''. */
  placeholder?: string;
  /** The field's error; linked to the select and marks it invalid. */
  error?: string;
  /** A short help text under the select. */
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like TextField, with its help text and error read out with it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldDescriptions({ describedBy, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={styles.selectWrap}>
        <select
          id={ids.id}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.selectIcon} width={18} height={18} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}
