import { addMilestoneSchema, pastDueDates, type Contract } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import { Button, FormAlert, Modal, TextField, applyServerError, registerField, useContractForm } from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useClientToday } from '../../../hooks/use-client-today';
import { useAddMilestone } from '../api/add-milestone';
import { freelancerName } from './milestone-dialog-props';
import styles from './add-milestone-dialog.module.css';

export interface AddMilestoneDialogProps {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add milestone: one more milestone of a running fixed-price contract, with the offer form's fields
 * (the offer form's rows are bound to its list of milestones, so these are their own). It starts not
 * funded: nothing is charged until the client funds it.
 */
export function AddMilestoneDialog({ contract, open, onOpenChange }: AddMilestoneDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add a milestone"
      description={`A new milestone of your contract with ${freelancerName(contract)}. Nothing is charged until you fund it.`}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts empty. */}
      <AddMilestoneForm contract={contract} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS = ['name', 'amount', 'due_date'] as const;

function AddMilestoneForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const form = useContractForm(addMilestoneSchema, { name: '', amount: '', due_date: '' });
  const add = useAddMilestone();
  const today = useClientToday();

  /**
   * The schema cannot know what day it is: a due date before the client's today (the api's today
   * too, ADR 016) is marked here, as the offer form does. Whether it was.
   */
  const markPastDueDate = (shouldFocus: boolean) => {
    const [message] = Object.values(pastDueDates([form.getValues()], today));
    if (message === undefined || form.getFieldState('due_date').error) return false;
    form.setError('due_date', { type: 'validate', message }, { shouldFocus });
    return true;
  };

  const onSubmit = form.handleSubmit(
    ({ name, amount, due_date }) => {
      if (markPastDueDate(true)) return;
      add.mutate(
        { contractId: contract.id, name: name.trim(), amount: amount.trim(), due_date },
        {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
          onError: (error: ApiError) => {
            applyServerError(error, form.setError, FIELDS);
            // A message about a field shows under it only.
            if (FIELDS.some((field) => error.errors?.[field] !== undefined)) form.clearErrors('root.server');
          },
        },
      );
    },
    () => {
      markPastDueDate(false);
    },
  );

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} noValidate aria-label="Add a milestone" onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Name" maxLength={120} {...registerField(form, 'name')} />
      <div className={styles.pair}>
        <TextField label="Amount (USD)" inputMode="decimal" {...registerField(form, 'amount')} />
        <TextField label="Due date" type="date" min={today} {...registerField(form, 'due_date')} />
      </div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          Add milestone
        </Button>
      </FormActions>
    </form>
  );
}
