import { supportRequestSchema, type SupportRequestFormValues, type SupportRequestKind } from '@talentindia/contracts';
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
import { useCreateSupportRequest } from '../api/create-support-request';
import styles from './support-request-dialog.module.css';

export interface SupportRequestDialogProps {
  open: boolean;
  /** The request being written (the last one while the dialog closes, so its title stays). */
  kind: SupportRequestKind;
  onClose: () => void;
  /** What the dialog says of each kind: its title and the line under it. */
  texts: Record<SupportRequestKind, { title: string; description: string }>;
}

/** "Hire an expert" or "Raise an issue": a subject and the details, sent as a support request. */
export function SupportRequestDialog({ open, kind, onClose, texts }: SupportRequestDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={texts[kind].title}
      description={texts[kind].description}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts with an empty form. */}
      {open ? <SupportRequestForm key={kind} kind={kind} onDone={onClose} /> : null}
    </Modal>
  );
}

const FIELDS = ['subject', 'details'] as const;

function SupportRequestForm({ kind, onDone }: { kind: SupportRequestKind; onDone: () => void }) {
  const form = useContractForm<SupportRequestFormValues>(supportRequestSchema, { kind, subject: '', details: '' });
  const { errors } = form.formState;
  const send = useCreateSupportRequest();

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (error: ApiError) => applyServerError(error, form.setError, FIELDS),
    }),
  );

  const serverMessage = errors.root?.server?.message ?? errors.kind?.message;

  return (
    <form className={styles.form} noValidate aria-label="Support request" onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Subject" autoComplete="off" {...registerField(form, 'subject')} />
      <TextAreaField
        label="Details"
        hint="What you need, and anything that helps us help you: links, dates, budget."
        {...registerField(form, 'details')}
      />
      {serverMessage ? <FormAlert>{serverMessage}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          Send request
        </Button>
      </FormActions>
    </form>
  );
}
