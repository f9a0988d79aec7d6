import { requestChangesSchema, type Contract, type MilestoneOut } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  FormAlert,
  Modal,
  TextAreaField,
  applyServerError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useRequestMilestoneChanges } from '../api/request-milestone-changes';
import { freelancerName, type MilestoneDialogProps } from './milestone-dialog-props';
import styles from './request-changes-dialog.module.css';

/** Request changes: a submitted milestone goes back to the freelancer with a note of what to change. */
export function RequestChangesDialog({ contract, milestone, open, onOpenChange }: MilestoneDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Request changes"
      description={`Tell ${freelancerName(contract)} what should change in “${milestone.name}”. They submit it again when it is done.`}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts empty. */}
      <RequestChangesForm contract={contract} milestone={milestone} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS = ['note'] as const;

function RequestChangesForm({
  contract,
  milestone,
  onDone,
}: {
  contract: Contract;
  milestone: MilestoneOut;
  onDone: () => void;
}) {
  const form = useContractForm(requestChangesSchema, { note: '' });
  const { errors } = form.formState;
  const request = useRequestMilestoneChanges();

  const onSubmit = form.handleSubmit(({ note }) =>
    request.mutate(
      { contractId: contract.id, milestoneId: milestone.id, note: note.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error: ApiError) => {
          applyServerError(error, form.setError, FIELDS);
          // A message about the note shows under it only.
          if (error.errors?.note !== undefined) form.clearErrors('root.server');
        },
      },
    ),
  );

  return (
    <form className={styles.form} noValidate aria-label="Request changes" onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField label="What should change?" maxLength={2000} {...registerField(form, 'note')} />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={request.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending} aria-busy={request.isPending || undefined}>
          Request changes
        </Button>
      </FormActions>
    </form>
  );
}
