import { useEffect, useState, type KeyboardEvent } from 'react';
import { JOB_STATUS_LABELS, JOB_STATUSES, WORK_TYPE_LABELS, WORK_TYPES } from '@talentindia/contracts';
import { Button, SelectField, TextField } from '@talentindia/ui';
import { SEARCH_MAX_LENGTH, type JobFilters } from '../hooks/use-job-filters';
import styles from './jobs-filters.module.css';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const typeOptions = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));
const statusOptions = JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] }));

export interface JobsFiltersProps {
  filters: JobFilters;
  filtered: boolean;
  onChange: (change: Partial<JobFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/**
 * Spec §2 /jobs: "Search Job Post" (searched on the server once typing pauses, or at once on
 * Enter), the type filter (All Type, Hourly, Fixed Price), the status filter (All Status and the
 * job labels) and Clear Filter.
 */
export function JobsFilters({ filters, filtered, onChange, onClear }: JobsFiltersProps) {
  const [text, setText] = useState(filters.q);
  // The URL's search changed without typing (Clear Filter, Back): the box follows it. Adjusted
  // while rendering, as React recommends for state that follows a prop.
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (shownQuery !== filters.q) {
    setShownQuery(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ q: typed }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const searchNow = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const typed = text.trim();
    if (typed !== filters.q) onChange({ q: typed }, { replace: true });
  };

  return (
    <div className={styles.filters}>
      {/* A search landmark, not a form: there is nothing to submit, the list follows the box. */}
      <div role="search" aria-label="Jobs" className={styles.search}>
        <TextField
          label="Search Job Post"
          type="search"
          placeholder="Title, skill or description"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={searchNow}
        />
      </div>
      <SelectField
        label="Job type"
        placeholder="All Type"
        options={typeOptions}
        value={filters.type}
        onChange={(event) => onChange({ type: event.currentTarget.value as JobFilters['type'] })}
      />
      <SelectField
        label="Job status"
        placeholder="All Status"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => onChange({ status: event.currentTarget.value as JobFilters['status'] })}
      />
      <Button
        variant="secondary"
        className={styles.clear}
        disabled={!filtered && text === ''}
        onClick={() => {
          setText('');
          onClear();
        }}
      >
        Clear Filter
      </Button>
    </div>
  );
}
