import { useRef, useState } from 'react';
import {
  WORK_TYPES,
  WORK_TYPE_LABELS,
  fromMinorUnits,
  milestoneStepMessages,
  offerFormSchema,
  pastDueDates,
  type JobRow,
  type MilestoneFormValues,
  type OfferFormValues,
  type Proposal,
  type WorkType,
} from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  ButtonLink,
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
  useFormField,
  useFormFieldArray,
  useFormValue,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { Link } from '@talentindia/router';
import { paths } from '../../../config/paths';
import { useClientToday } from '../../../hooks/use-client-today';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSendOffer } from '../api/send-offer';
import { canPayOffer } from '../utils/can-pay-offer';
import { MilestoneRows, emptyMilestone } from './milestone-rows';
import styles from './offer-form.module.css';

/** What the form needs of a job: the proposal's job, or each of the client's jobs to choose from. */
export type OfferJob = Pick<JobRow, 'id' | 'title' | 'type' | 'status'> & { weekly_hours?: number | null };

export interface OfferFormProps {
  freelancerId: number;
  /** The job of the proposal (fixed), or null with `jobs` to choose from. */
  job: OfferJob | null;
  jobs?: readonly OfferJob[];
  /** One of `jobs` to start chosen (Hire Now in a conversation names its job); ignored when not among them. */
  initialJobId?: number | null;
  /** The proposal the offer answers: its rate or bid and weekly limit start the terms. */
  proposal?: Proposal;
  /** Where Cancel goes back to. */
  cancelTo: string;
  onSent: (jobId: number) => void;
}

type FieldPaths = Parameters<typeof applyServerError<OfferFormValues>>[2];

function startingValues({
  freelancerId,
  job: fixedJob,
  jobs,
  initialJobId,
  proposal,
}: OfferFormProps): OfferFormValues {
  const job = fixedJob ?? jobs?.find((candidate) => candidate.id === initialJobId) ?? null;
  const type = job?.type ?? '';
  const proposed = proposal ? fromMinorUnits(proposal.amount.amount) : '';
  const weeklyLimit = proposal?.weekly_limit ?? job?.weekly_hours ?? null;
  return {
    job_id: job?.id ?? null,
    freelancer_id: freelancerId,
    ...(proposal ? { proposal_id: proposal.id } : {}),
    type,
    hourly_rate: type === 'hourly' ? proposed : '',
    weekly_limit: type === 'hourly' && weeklyLimit !== null ? String(weeklyLimit) : '',
    milestones: type === 'fixed' ? [{ ...emptyMilestone(), amount: proposed }] : [],
    message: '',
  };
}

/**
 * Send an Offer: hourly (rate and weekly limit) or fixed price (milestones), and a message. The
 * contract's schema checks it on submit; the terms of the other type are put aside while hidden
 * (and come back when the type is switched back), so what is sent is only what is shown. It is
 * sent only by a client who can pay once it is accepted (a card, or enough credits): otherwise an
 * alert says so, with the way to add a card.
 */
export function OfferForm(props: OfferFormProps) {
  const { jobs, cancelTo, onSent } = props;
  const form = useContractForm(offerFormSchema, startingValues(props));
  const { errors } = form.formState;
  const rows = useFormFieldArray(form, 'milestones');
  const { field: typeField } = useFormField(form, 'type');
  const { field: jobField } = useFormField(form, 'job_id');
  const type = useFormValue(form, 'type');
  const send = useSendOffer();
  const today = useClientToday();
  const payment = usePaymentMethods();
  const milestones = useFormValue(form, 'milestones');
  // Not known yet (or not readable): the api refuses an offer the client cannot pay, and says so.
  const cannotPay = payment.data ? !canPayOffer(payment.data, { type, firstAmount: milestones[0]?.amount }) : false;
  const [paymentRefusal, setPaymentRefusal] = useState<string | null>(null);
  const paymentNotice = paymentRefusal ?? (cannotPay ? milestoneStepMessages.offerNeedsPayment : null);
  // State, not a ref: the submit handler is made during render, and reads it only when run.
  const [paymentAlert, setPaymentAlert] = useState<HTMLDivElement | null>(null);
  const setAside = useRef<{ hourly?: { rate: string; limit: string }; milestones?: MilestoneFormValues[] }>({});

  const changeType = (next: WorkType) => {
    const current = form.getValues('type');
    if (next === current) return;
    if (next === 'hourly') {
      setAside.current.milestones = form.getValues('milestones');
      rows.replace([]);
      const hourly = setAside.current.hourly;
      form.setValue('hourly_rate', hourly?.rate ?? '');
      form.setValue('weekly_limit', hourly?.limit ?? '');
    } else {
      setAside.current.hourly = { rate: form.getValues('hourly_rate'), limit: form.getValues('weekly_limit') };
      form.setValue('hourly_rate', '');
      form.setValue('weekly_limit', '');
      const kept = setAside.current.milestones;
      rows.replace(kept && kept.length > 0 ? kept : [emptyMilestone()]);
    }
    form.clearErrors(['type', 'hourly_rate', 'weekly_limit', 'milestones']);
    typeField.onChange(next);
  };

  const chooseJob = (value: string) => {
    const chosen = jobs?.find((candidate) => String(candidate.id) === value) ?? null;
    jobField.onChange(chosen ? chosen.id : null);
    if (errors.job_id) form.clearErrors('job_id');
    // A job's own type is the likely one, until the client picks one themselves.
    if (chosen?.type && form.getValues('type') === '') changeType(chosen.type);
  };

  /**
   * The schema cannot know what day it is: due dates before the client's today (the api's today too,
   * ADR 016) are marked here, beside the schema's messages. Whether any were.
   */
  const markPastDueDates = (shouldFocus: boolean) => {
    if (form.getValues('type') !== 'fixed') return false;
    const pastDue = Object.entries(pastDueDates(form.getValues('milestones'), today)).filter(
      ([field]) => form.getFieldState(field as FieldPaths[number]).error === undefined,
    );
    pastDue.forEach(([field, message], index) =>
      form.setError(
        field as FieldPaths[number],
        { type: 'validate', message },
        { shouldFocus: shouldFocus && index === 0 },
      ),
    );
    return pastDue.length > 0;
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      if (markPastDueDates(true)) return;
      setPaymentRefusal(null);
      if (cannotPay) {
        // The alert has been showing since the terms made it so: take the reader to it.
        paymentAlert?.focus();
        return;
      }
      const hourly = values.type === 'hourly';
      send.mutate(
        {
          ...values,
          hourly_rate: hourly ? values.hourly_rate.trim() : '',
          weekly_limit: hourly ? values.weekly_limit.trim() : '',
          milestones: hourly
            ? []
            : values.milestones.map((row) => ({
                name: row.name.trim(),
                amount: row.amount.trim(),
                due_date: row.due_date,
              })),
          message: values.message.trim(),
        },
        {
          onSuccess: ({ message, data }) => {
            toast.success(message);
            onSent(data.job.id);
          },
          onError: (error: ApiError) => {
            const fields = [
              'job_id',
              'type',
              'hourly_rate',
              'weekly_limit',
              'milestones',
              'message',
              ...values.milestones.flatMap((_, index) =>
                (['name', 'amount', 'due_date'] as const).map((name) => `milestones.${index}.${name}` as const),
              ),
            ] as FieldPaths;
            applyServerError(error, form.setError, fields);
            // A message about a field shows under it only.
            if (fields.some((field) => error.errors?.[field] !== undefined)) form.clearErrors('root.server');
            // Cannot pay (the cards or credits changed meanwhile): the payment alert says it, with its link.
            if (error.errors?.payment !== undefined) {
              form.clearErrors('root.server');
              setPaymentRefusal(error.message);
              void payment.refetch();
            }
          },
        },
      );
    },
    () => {
      markPastDueDates(false);
    },
  );

  return (
    <form className={styles.form} noValidate aria-label="Offer" onSubmit={(event) => void onSubmit(event)}>
      {paymentNotice ? (
        <div ref={setPaymentAlert} tabIndex={-1} className={styles.paymentAlert}>
          <FormAlert>
            {paymentNotice} <Link to={paths.settingsPaymentMethods}>Add a card</Link>
          </FormAlert>
        </div>
      ) : null}
      {jobs ? (
        <SelectField
          label="Job"
          placeholder="Select a job"
          options={jobs.map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
          value={jobField.value === null ? '' : String(jobField.value)}
          onChange={(event) => chooseJob(event.target.value)}
          onBlur={jobField.onBlur}
          name={jobField.name}
          error={errors.job_id?.message}
        />
      ) : null}
      <fieldset className={styles.choice} aria-describedby={errors.type ? 'offer-type-error' : undefined}>
        <legend className={styles.legend}>Contract type</legend>
        <div className={styles.options}>
          {WORK_TYPES.map((workType) => (
            <label key={workType} className={styles.option}>
              <input
                type="radio"
                name={typeField.name}
                value={workType}
                checked={type === workType}
                onChange={() => changeType(workType)}
                onBlur={typeField.onBlur}
              />
              {WORK_TYPE_LABELS[workType]}
            </label>
          ))}
        </div>
        {errors.type?.message ? <FieldError id="offer-type-error">{errors.type.message}</FieldError> : null}
      </fieldset>

      {type === 'hourly' ? (
        <div className={styles.pair}>
          <TextField
            label="Hourly rate (USD)"
            inputMode="decimal"
            hint="What you pay for each hour worked, in US dollars."
            {...registerField(form, 'hourly_rate')}
          />
          <TextField
            label="Weekly limit (hours)"
            inputMode="numeric"
            hint="The most hours the freelancer can bill in a week, 1 to 80."
            {...registerField(form, 'weekly_limit')}
          />
        </div>
      ) : null}
      {type === 'fixed' ? <MilestoneRows form={form} rows={rows} today={today} /> : null}

      <TextAreaField
        label="Message (optional)"
        hint="Anything the freelancer should know before accepting: the start, first steps, how you work."
        maxLength={5000}
        {...registerField(form, 'message')}
      />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions>
        <ButtonLink variant="secondary" to={cancelTo}>
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          Send Offer
        </Button>
      </FormActions>
    </form>
  );
}
