import fieldStyles from '../form-field/form-field.module.css';
import type { SearchableSelectItem, SearchableSelectProps } from './searchable-select';
import styles from './searchable-select.module.css';

/** The field while its code loads: the same label and box, so nothing moves when it arrives. */
export function SearchableSelectPlaceholder<Item extends SearchableSelectItem>({
  label,
  inputValue,
  placeholder,
}: SearchableSelectProps<Item>) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <div className={`${fieldStyles.input} ${styles.input} ${styles.placeholder}`} aria-hidden="true">
        {inputValue || placeholder}
      </div>
    </div>
  );
}
