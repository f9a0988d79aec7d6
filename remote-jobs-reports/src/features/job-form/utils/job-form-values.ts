import { fromMinorUnits, type JobCreateRequest, type JobDetail, type JobFormValues } from '@talentindia/contracts';

/** A new job's form: nothing chosen yet. */
export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  type: '',
  hourly_rate_min: '',
  hourly_rate_max: '',
  weekly_hours: '',
  budget: '',
  skills: [],
  developer_type: '',
  experience_level: '',
  duration: '',
};

/** A stored draft as its form shows it again: cents back to what a person types ("2550" → "25.50"). */
export function toJobFormValues(job: JobDetail): JobFormValues {
  const amount = (money: JobDetail['budget']) => (money ? fromMinorUnits(money.amount) : '');
  return {
    title: job.title,
    description: job.description,
    type: job.type,
    hourly_rate_min: amount(job.hourly_rate_min),
    hourly_rate_max: amount(job.hourly_rate_max),
    weekly_hours: job.weekly_hours === null ? '' : String(job.weekly_hours),
    budget: amount(job.budget),
    skills: job.skills,
    developer_type: job.developer_type,
    experience_level: job.experience_level,
    duration: job.duration,
  };
}

/**
 * What the form sends: only the pay fields of the chosen type (fields of the other type, typed
 * before switching, are left out rather than stored on a job they do not describe).
 */
export function toJobRequest(values: JobFormValues, publish: boolean): JobCreateRequest {
  const hourly = values.type === 'hourly';
  return {
    ...values,
    hourly_rate_min: hourly ? values.hourly_rate_min : '',
    hourly_rate_max: hourly ? values.hourly_rate_max : '',
    weekly_hours: hourly ? values.weekly_hours : '',
    budget: values.type === 'fixed' ? values.budget : '',
    publish,
  };
}
