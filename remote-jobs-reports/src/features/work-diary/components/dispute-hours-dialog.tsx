import { disputeHoursSchema, disputeMessages, type WorkDiary } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  FormAlert,
  Modal,
  TextAreaField,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useOpenDispute } from '../api/open-dispute';
import { formatDuration, formatWeek } from '../../../utils/format-week';
import styles from './dispute-hours-dialog.module.css';

export interface DisputeHoursDialogProps {
  contractId: number;
  diary: WorkDiary;
  /** The page's `?week=` (null for this week), where the answer is stored. */
  week: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Dispute hours: how many of the week's hours, and why; the week's payment is then held until it is settled. */
export function DisputeHoursDialog({ contractId, diary, week, open, onOpenChange }: DisputeHoursDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Dispute hours"
      description={`Which hours of ${formatWeek(diary.week.monday, diary.week.sunday)} do you dispute, and why? The freelancer is told, and the week’s payment is held until the dispute is settled.`}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts empty. */}
      <DisputeHoursForm contractId={contractId} diary={diary} week={week} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS = ['minutes', 'reason'] as const;

/** Hours typed as a number of hours ("1.5"), in whole minutes; NaN (refused by the schema) when it is not one. */
function minutesOf(hours: string): number {
  const text = hours.trim().replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(text) ? Math.round(Number(text) * 60) : Number.NaN;
}

interface DisputeHoursFormProps {
  contractId: number;
  diary: WorkDiary;
  week: string | null;
  onDone: () => void;
}

function DisputeHoursForm({ contractId, diary, week, onDone }: DisputeHoursFormProps) {
  // No minutes to start: the field starts empty, and is read in minutes (minutesOf) as it is typed.
  const form = useContractForm(disputeHoursSchema, { week: diary.week.monday, reason: '' });
  const { errors } = form.formState;
  const dispute = useOpenDispute(contractId, week);

  const onSubmit = form.handleSubmit((body) => {
    // The schema bounds a week's minutes; this week's are bounded by what was logged in it.
    if (body.minutes > diary.total_minutes) {
      form.setError('minutes', { type: 'max', message: disputeMessages.disputeMinutesInvalid }, { shouldFocus: true });
      return;
    }
    dispute.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (error: ApiError) => {
        applyServerError(error, form.setError, FIELDS);
        // A message about a field shows under it only.
        if (FIELDS.some((field) => error.errors?.[field] !== undefined)) form.clearErrors('root.server');
      },
    });
  });

  return (
    <form className={styles.form} noValidate aria-label="Dispute hours" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Hours to dispute"
        inputMode="decimal"
        autoComplete="off"
        hint={`In hours, up to the ${formatDuration(diary.total_minutes)} logged this week: 1.5 is 1 h 30 min.`}
        {...form.register('minutes', {
          setValueAs: minutesOf,
          onChange: () => {
            if (form.getFieldState('minutes').error) form.clearErrors('minutes');
          },
        })}
        error={errors.minutes?.message}
      />
      <TextAreaField
        label="Reason"
        hint="The freelancer reads this with the hours you dispute."
        maxLength={2000}
        {...registerField(form, 'reason')}
      />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={dispute.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={dispute.isPending} aria-busy={dispute.isPending || undefined}>
          Send dispute
        </Button>
      </FormActions>
    </form>
  );
}
