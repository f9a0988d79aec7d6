import { DEVELOPER_TYPE_LABELS, DEVELOPER_TYPES } from '@talentindia/contracts';
import { Button, SelectField, TextField } from '@talentindia/ui';
import { useDebouncedFilter } from '../hooks/use-debounced-filter';
import type { DirectoryFilters as Filters, FilterErrors } from '../hooks/use-directory-filters';
import styles from './directory-filters.module.css';

const TYPE_OPTIONS = DEVELOPER_TYPES.map((type) => ({ value: type, label: DEVELOPER_TYPE_LABELS[type] }));

export interface DirectoryFiltersProps {
  filters: Filters;
  errors: FilterErrors;
  hasFilters: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/**
 * Search, developer type, skills and a rate range. Typed filters apply after a pause (or at once
 * with Enter); the type applies when chosen. Errors are the api's own messages, checked before sending.
 */
export function DirectoryFilters({ filters, errors, hasFilters, onChange, onClear }: DirectoryFiltersProps) {
  const q = useDebouncedFilter(filters.q, (value) => onChange({ q: value }));
  const skills = useDebouncedFilter(filters.skills, (value) => onChange({ skills: value }));
  const minRate = useDebouncedFilter(filters.min_rate, (value) => onChange({ min_rate: value }));
  const maxRate = useDebouncedFilter(filters.max_rate, (value) => onChange({ max_rate: value }));
  const fields = { q, skills, min_rate: minRate, max_rate: maxRate };
  const typed = Object.values(fields).some((field) => field.text.trim() !== '');

  /** Enter: everything typed applies at once, in one change of the address. */
  const applyNow = () => {
    const changes: Partial<Filters> = {};
    for (const [key, field] of Object.entries(fields)) {
      if (field.pending !== null) changes[key as keyof typeof fields] = field.pending;
    }
    if (Object.keys(changes).length > 0) onChange(changes);
  };

  return (
    <form
      role="search"
      aria-label="Filter freelancers"
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        // After the event: a navigation started inside a submit handler makes React treat the form
        // as a form action (useFormStatus and its FormData), which this search form is not.
        setTimeout(applyNow, 0);
      }}
    >
      <TextField
        className={styles.search}
        label="Search freelancers"
        type="search"
        placeholder="Name, title or skill"
        value={q.text}
        onChange={(event) => q.setText(event.target.value)}
        error={errors.q}
      />
      <SelectField
        label="Developer type"
        placeholder="All Types"
        options={TYPE_OPTIONS}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value })}
        error={errors.type}
      />
      <TextField
        label="Skills"
        hint="Separate skills with commas"
        placeholder="React, Node.js"
        value={skills.text}
        onChange={(event) => skills.setText(event.target.value)}
        error={errors.skills}
      />
      <TextField
        label="Minimum rate ($/hr)"
        inputMode="decimal"
        value={minRate.text}
        onChange={(event) => minRate.setText(event.target.value)}
        error={errors.min_rate}
      />
      <TextField
        label="Maximum rate ($/hr)"
        inputMode="decimal"
        value={maxRate.text}
        onChange={(event) => maxRate.setText(event.target.value)}
        error={errors.max_rate}
      />
      <div className={styles.actions}>
        {/* Enter in any field applies the filters at once; the button is there for those who look for it. */}
        <Button type="submit">Search</Button>
        <Button variant="ghost" onClick={onClear} disabled={!hasFilters && !typed}>
          Clear Filter
        </Button>
      </div>
    </form>
  );
}
