import { useState, type BaseSyntheticEvent } from 'react';
import {
  DEVELOPER_TYPE_LABELS,
  DEVELOPER_TYPES,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_DURATION_LABELS,
  JOB_DURATIONS,
  jobFormSchema,
  type JobDetail,
  type JobDraftField,
  type JobFormValues,
} from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  SelectField,
  TextAreaField,
  TextField,
  registerField,
  useContractForm,
  useFormField,
  useFormValue,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { toJobRequest } from '../utils/job-form-values';
import { skillSuggestions } from '../utils/skill-suggestions';
import { JobTypeField } from './job-type-field';
import { SkillsInput } from './skills-input';
import styles from './job-form.module.css';

type JobField = JobDraftField | 'title';

const FIELDS: readonly JobField[] = [
  'title',
  'description',
  'type',
  'hourly_rate_min',
  'hourly_rate_max',
  'weekly_hours',
  'budget',
  'skills',
  'developer_type',
  'experience_level',
  'duration',
];

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const developerTypeOptions = options(DEVELOPER_TYPES, DEVELOPER_TYPE_LABELS);
const experienceLevelOptions = options(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);
const durationOptions = options(JOB_DURATIONS, JOB_DURATION_LABELS);

export interface JobFormProps {
  /** What the form starts from: empty for a new job, the draft's values when editing. */
  initialValues: JobFormValues;
  /** The draft being edited; none for a new job. */
  jobId?: number;
  /** After a successful save, with the saved job and whether it was published. */
  onSaved: (job: JobDetail, published: boolean) => void;
}

/**
 * Posting or editing a job (issue 10 §3): title, description, Hourly (rate range and weekly hours)
 * or Fixed Price (budget), skills, developer type, experience level and duration, checked with the
 * contract's jobFormSchema on the client (the api checks the same again). "Save as Draft" needs the
 * title only and keeps whatever else is filled in, to finish later (issue 17 §4); "Publish Job"
 * needs every field and opens the job to proposals. Which button was pressed is the form's
 * `publish` value, so the one schema knows what to ask for. The api's field errors show under their
 * fields; any other refusal is its message in a toast.
 */
export function JobForm({ initialValues, jobId, onSaved }: JobFormProps) {
  const form = useContractForm(jobFormSchema, initialValues);
  // react-hook-form focuses the first field in error in the order fields were registered, and the
  // skills' controller (a hook) would register before the inputs drawn below: registering them all
  // here, top to bottom, makes a failed submit land on the topmost field in error.
  for (const name of FIELDS) form.register(name);
  const { errors } = form.formState;
  const create = useCreateJob();
  const update = useUpdateJob();
  const [publishing, setPublishing] = useState(false);
  const pending = create.isPending || update.isPending;

  const type = useFormValue(form, 'type');
  const developerType = useFormValue(form, 'developer_type');
  const {
    field: { value: skills, onChange: setSkills, onBlur: onSkillsBlur, ref: skillsRef },
  } = useFormField(form, 'skills');
  const skillsError = errors.skills?.message ?? errors.skills?.find?.((item) => item?.message)?.message;

  const showServerError = (error: ApiError) => {
    let onField = false;
    for (const [key, message] of Object.entries(error.errors ?? {})) {
      // An item's error ("skills.2") belongs under its list.
      const field = key.split('.')[0] as JobField;
      if (!FIELDS.includes(field)) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !onField });
      onField = true;
    }
    if (!onField) toast.error(error.message);
  };

  const save = (publish: boolean) => (event: BaseSyntheticEvent) => {
    form.setValue('publish', publish);
    return form.handleSubmit((values) => {
      setPublishing(publish);
      const request = toJobRequest(values);
      const handlers = {
        onSuccess: ({ message, data }: { message: string; data: JobDetail }) => {
          toast.success(message);
          onSaved(data, publish);
        },
        onError: showServerError,
      };
      if (jobId === undefined) create.mutate(request, handlers);
      else update.mutate({ id: jobId, request }, handlers);
    })(event);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Job details"
      // Enter in a field saves a draft, never publishes: publishing is a deliberate click.
      onSubmit={(event) => void save(false)(event)}
    >
      <TextField
        label="Job title"
        className={styles.wide}
        placeholder="e.g. React Native developer for a food delivery app"
        {...registerField(form, 'title')}
      />
      <TextAreaField
        label="Job description"
        className={styles.wide}
        rows={8}
        hint="What needs doing, what done looks like, and anything a freelancer should know."
        {...registerField(form, 'description')}
      />
      <div className={styles.wide}>
        <JobTypeField error={errors.type?.message} register={registerField(form, 'type')} />
      </div>
      {type === 'hourly' ? (
        <div className={`${styles.wide} ${styles.pay}`}>
          <TextField
            label="Minimum hourly rate (USD)"
            inputMode="decimal"
            placeholder="e.g. 20"
            {...registerField(form, 'hourly_rate_min')}
          />
          <TextField
            label="Maximum hourly rate (USD)"
            inputMode="decimal"
            placeholder="e.g. 35"
            {...registerField(form, 'hourly_rate_max')}
          />
          <TextField
            label="Hours per week"
            inputMode="numeric"
            placeholder="e.g. 40"
            {...registerField(form, 'weekly_hours')}
          />
        </div>
      ) : null}
      {type === 'fixed' ? (
        <TextField
          label="Budget (USD)"
          inputMode="decimal"
          placeholder="e.g. 1500"
          {...registerField(form, 'budget')}
        />
      ) : null}
      <div className={styles.wide}>
        <SkillsInput
          label="Skills"
          skills={skills}
          onChange={(next) => {
            setSkills(next);
            if (form.getFieldState('skills').error) form.clearErrors('skills');
          }}
          onBlur={onSkillsBlur}
          ref={skillsRef}
          suggestions={skillSuggestions(developerType)}
          error={skillsError}
        />
      </div>
      <div className={`${styles.wide} ${styles.choices}`}>
        <SelectField
          label="Developer type"
          placeholder="Select developer type"
          options={developerTypeOptions}
          {...registerField(form, 'developer_type')}
        />
        <SelectField
          label="Experience level"
          placeholder="Select experience level"
          options={experienceLevelOptions}
          {...registerField(form, 'experience_level')}
        />
        <SelectField
          label="Project duration"
          placeholder="Select duration"
          options={durationOptions}
          {...registerField(form, 'duration')}
        />
      </div>
      <FormActions className={styles.wide}>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending && !publishing ? 'Saving…' : 'Save as Draft'}
        </Button>
        <Button disabled={pending} onClick={(event) => void save(true)(event)}>
          {pending && publishing ? 'Publishing…' : 'Publish Job'}
        </Button>
      </FormActions>
    </form>
  );
}
