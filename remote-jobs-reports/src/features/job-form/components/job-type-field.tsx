import { useId } from 'react';
import { WORK_TYPE_LABELS, WORK_TYPES, type JobFormValues } from '@talentindia/contracts';
import { FieldError, type registerClearingError } from '@talentindia/ui';
import styles from './job-type-field.module.css';

const HINTS = {
  hourly: 'Pay by the hour, within a rate range and a weekly limit.',
  fixed: 'Pay one budget for the whole project, in milestones.',
} as const;

export interface JobTypeFieldProps {
  error?: string;
  /** The form's `type` field, registered (react-hook-form binds both radios by their shared name). */
  register: ReturnType<typeof registerClearingError<JobFormValues>>;
}

/**
 * Hourly or Fixed Price, as two radio buttons in one named group, each with what it means; the
 * group's error is its description (a radio button cannot be marked invalid itself).
 */
export function JobTypeField({ error, register }: JobTypeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Job type</legend>
      <div className={styles.options}>
        {WORK_TYPES.map((type) => (
          // The whole box is the click target; the radio is named by its type alone, its meaning is its description.
          <label key={type} className={styles.option}>
            <input
              type="radio"
              value={type}
              aria-labelledby={`${id}-${type}`}
              aria-describedby={`${id}-${type}-hint`}
              {...register}
            />
            <span>
              <span id={`${id}-${type}`} className={styles.name}>
                {WORK_TYPE_LABELS[type]}
              </span>
              <span id={`${id}-${type}-hint`} className={styles.hint}>
                {HINTS[type]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
