import {
  fromMinorUnits,
  type JobCreateRequest,
  type JobDetail,
  type JobDraftField,
  type JobFormValues,
} from '@talentindia/contracts';

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
  publish: false,
};

/**
 * A stored draft as its form shows it again: what it left out empty, cents back to what a person
 * types ("2550" → "25.50").
 */
export function toJobFormValues(job: JobDetail): JobFormValues {
  const amount = (money: JobDetail['budget']) => (money ? fromMinorUnits(money.amount) : '');
  return {
    title: job.title,
    description: job.description ?? '',
    type: job.type ?? '',
    hourly_rate_min: amount(job.hourly_rate_min),
    hourly_rate_max: amount(job.hourly_rate_max),
    weekly_hours: job.weekly_hours === null ? '' : String(job.weekly_hours),
    budget: amount(job.budget),
    skills: job.skills,
    developer_type: job.developer_type ?? '',
    experience_level: job.experience_level ?? '',
    duration: job.duration ?? '',
    publish: false,
  };
}

/** The fields sent whatever the type; the pay fields go with their own type only. */
const COMMON_FIELDS: readonly JobDraftField[] = [
  'description',
  'type',
  'skills',
  'developer_type',
  'experience_level',
  'duration',
];
const PAY_FIELDS: Record<JobFormValues['type'], readonly JobDraftField[]> = {
  hourly: ['hourly_rate_min', 'hourly_rate_max', 'weekly_hours'],
  fixed: ['budget'],
  '': [],
};

/**
 * What the form sends: the title, the fields filled in, and whether to publish. Empty fields are
 * left out (a draft keeps nothing for them), and so is the pay of the other type, typed before
 * switching, rather than stored on a job it does not describe.
 */
export function toJobRequest(values: JobFormValues): JobCreateRequest {
  const filledIn = [...COMMON_FIELDS, ...PAY_FIELDS[values.type]]
    .map((field) => [field, values[field]] as const)
    .filter(([, value]) => value.length > 0);
  return {
    title: values.title,
    ...(Object.fromEntries(filledIn) as Partial<JobCreateRequest>),
    publish: values.publish,
  };
}
