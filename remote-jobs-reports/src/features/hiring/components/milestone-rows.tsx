import {
  formatMoney,
  toMinorUnits,
  MARKETPLACE_CURRENCY,
  type CalendarDay,
  type OfferFormValues,
} from '@talentindia/contracts';
import { Button, PlusIcon, TextField, registerClearingError, useFormValue } from '@talentindia/ui';
import type { useContractForm, useFormFieldArray } from '@talentindia/ui';
import styles from './milestone-rows.module.css';

/** The offer schema's own limit. */
export const MAX_MILESTONES = 20;
export const emptyMilestone = () => ({ name: '', amount: '', due_date: '' });

type OfferForm = ReturnType<typeof useContractForm<OfferFormValues>>;
type MilestoneRowsArray = ReturnType<typeof useFormFieldArray<OfferFormValues, 'milestones'>>;

/**
 * A fixed-price offer's milestones: a name, an amount and a due date (a date input, from `today`, the
 * client's today) per row; rows are added and removed (at least one stays), and the total follows
 * what is typed.
 */
export function MilestoneRows({
  form,
  rows,
  today,
}: {
  form: OfferForm;
  rows: MilestoneRowsArray;
  today: CalendarDay;
}) {
  const { errors } = form.formState;
  const values = useFormValue(form, 'milestones');
  const total = values.reduce((sum, row) => sum + (toMinorUnits(row.amount ?? '') ?? 0), 0);
  const listError = errors.milestones?.message ?? errors.milestones?.root?.message;

  return (
    <fieldset className={styles.milestones} aria-describedby={listError ? 'milestones-error' : undefined}>
      <legend className={styles.legend}>Milestones</legend>
      <ol className={styles.rows}>
        {rows.fields.map((row, index) => {
          const rowErrors = errors.milestones?.[index];
          return (
            <li key={row.id}>
              <fieldset className={styles.row}>
                <legend className={styles.rowLegend}>Milestone {index + 1}</legend>
                <TextField
                  label="Name"
                  className={styles.name}
                  maxLength={120}
                  error={rowErrors?.name?.message}
                  {...registerClearingError(form, `milestones.${index}.name`)}
                />
                <TextField
                  label="Amount (USD)"
                  inputMode="decimal"
                  error={rowErrors?.amount?.message}
                  {...registerClearingError(form, `milestones.${index}.amount`)}
                />
                <TextField
                  label="Due date"
                  type="date"
                  min={today}
                  error={rowErrors?.due_date?.message}
                  {...registerClearingError(form, `milestones.${index}.due_date`)}
                />
                {rows.fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="small"
                    className={styles.remove}
                    aria-label={`Remove milestone ${index + 1}`}
                    onClick={() => rows.remove(index)}
                  >
                    Remove
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id="milestones-error" className={styles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button
          variant="secondary"
          size="small"
          disabled={rows.fields.length >= MAX_MILESTONES}
          onClick={() => {
            rows.append(emptyMilestone());
            if (errors.milestones) form.clearErrors('milestones');
          }}
        >
          <PlusIcon width={16} height={16} aria-hidden="true" />
          Add Milestone
        </Button>
        <p className={styles.total} aria-live="polite">
          Total: {formatMoney({ currency: MARKETPLACE_CURRENCY, amount: total })}
        </p>
      </div>
    </fieldset>
  );
}
