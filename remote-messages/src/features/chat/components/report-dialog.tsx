import { useId } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportReason } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  FieldError,
  FormAlert,
  Modal,
  TextAreaField,
  applyServerError,
  registerClearingError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useReportThread } from '../api/report-thread';
import styles from './report-dialog.module.css';

export interface ReportDialogProps {
  threadId: number;
  /** "Report freelancer" or "Report client": who is reported. */
  title: string;
  counterpartName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reporting the other person for review: a reason, and what happened (needed for "Other"). */
export function ReportDialog({ threadId, title, counterpartName, open, onOpenChange }: ReportDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Tell our trust team what is wrong with this conversation with ${counterpartName}. They will not know you reported them.`}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts empty. */}
      <ReportForm threadId={threadId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS = ['reason', 'details'] as const;

function ReportForm({ threadId, onDone }: { threadId: number; onDone: () => void }) {
  const form = useContractForm(reportSchema, { reason: '', details: '' });
  const { errors } = form.formState;
  const report = useReportThread(threadId);
  const reasonId = useId();

  const onSubmit = form.handleSubmit(({ reason, details }) =>
    report.mutate(
      { reason: reason as ReportReason, details: (details ?? '').trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error: ApiError) => applyServerError(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <form className={styles.form} noValidate aria-label="Report" onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.reasons} aria-describedby={errors.reason ? `${reasonId}-error` : undefined}>
        <legend className={styles.legend}>Reason</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className={styles.reason}>
            <input type="radio" value={reason} {...registerClearingError(form, 'reason')} />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
        {errors.reason?.message ? <FieldError id={`${reasonId}-error`}>{errors.reason.message}</FieldError> : null}
      </fieldset>
      <TextAreaField
        label="Details"
        hint="What happened? Required when the reason is Other."
        maxLength={2000}
        {...registerField(form, 'details')}
      />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={report.isPending} aria-busy={report.isPending || undefined}>
          Send report
        </Button>
      </FormActions>
    </form>
  );
}
