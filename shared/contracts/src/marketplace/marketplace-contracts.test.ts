import {
  endContractSchema,
  fromMinorUnits,
  jobCreateSchema,
  jobFormSchema,
  jobsQuerySchema,
  missingJobFields,
  offerFormSchema,
  supportRequestSchema,
  toMinorUnits,
} from './index';

const hourlyJob = {
  title: 'React Native developer',
  description: 'Build our delivery app.',
  type: 'hourly',
  hourly_rate_min: '15',
  hourly_rate_max: '25.50',
  weekly_hours: '30',
  budget: '',
  skills: ['React Native'],
  developer_type: 'mobile',
  experience_level: 'intermediate',
  duration: '1_to_3_months',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('money typed by people', () => {
  it('turns dollars into cents exactly and back', () => {
    expect(toMinorUnits('25')).toBe(2500);
    expect(toMinorUnits(' 25.5 ')).toBe(2550);
    expect(toMinorUnits('0.29')).toBeNull();
    expect(toMinorUnits('1,000')).toBeNull();
    expect(toMinorUnits('1e3')).toBeNull();
    expect(toMinorUnits('1000000.01')).toBeNull();
    expect(fromMinorUnits(2550)).toBe('25.50');
    expect(fromMinorUnits(2500)).toBe('25');
  });
});

describe('posting a job', () => {
  it('accepts a complete hourly job and a fixed-price one', () => {
    expect(jobFormSchema.safeParse({ ...hourlyJob, publish: true }).success).toBe(true);
    const fixed = {
      ...hourlyJob,
      type: 'fixed',
      hourly_rate_min: '',
      hourly_rate_max: '',
      weekly_hours: '',
      budget: '1500',
    };
    expect(jobCreateSchema.parse({ ...fixed, publish: true })).toMatchObject({ budget: '1500', publish: true });
    expect(jobCreateSchema.parse(fixed)).toMatchObject({ publish: false });
  });

  it('names every missing field with its message', () => {
    const empty = {
      title: '',
      description: '',
      type: '',
      skills: [],
      developer_type: '',
      experience_level: '',
      duration: '',
    };
    expect(messagesOf(jobFormSchema.safeParse({ ...empty, publish: true }))).toEqual({
      title: 'Job title is required',
      description: 'Job description is required',
      type: 'Job type is required',
      skills: 'Add at least one skill',
      developer_type: 'Developer type is required',
      experience_level: 'Experience level is required',
      duration: 'Project duration is required',
    });
  });

  it('asks an hourly job for its range and hours, a fixed one for its budget', () => {
    const hourly = messagesOf(
      jobCreateSchema.safeParse({
        ...hourlyJob,
        hourly_rate_min: '',
        hourly_rate_max: '',
        weekly_hours: '',
        publish: true,
      }),
    );
    expect(hourly).toEqual({
      hourly_rate_min: 'Minimum hourly rate is required',
      hourly_rate_max: 'Maximum hourly rate is required',
      weekly_hours: 'Hours per week is required',
    });
    expect(messagesOf(jobCreateSchema.safeParse({ ...hourlyJob, hourly_rate_min: '30' }))).toEqual({
      hourly_rate_max: 'The maximum rate must be at least the minimum rate.',
    });
    expect(messagesOf(jobCreateSchema.safeParse({ ...hourlyJob, type: 'fixed', publish: true }))).toEqual({
      budget: 'Budget is required',
    });
  });

  it('saves a draft with its title only; what is filled in is still checked (issue 17 §4)', () => {
    expect(jobCreateSchema.parse({ title: ' Bakery app ' })).toEqual({ title: 'Bakery app', publish: false });
    expect(jobCreateSchema.safeParse({ title: 'Bakery app', description: null, type: '', skills: [] }).success).toBe(
      true,
    );
    expect(messagesOf(jobCreateSchema.safeParse({ description: 'No title' }))).toEqual({
      title: 'Job title is required',
    });
    expect(messagesOf(jobCreateSchema.safeParse({ title: 'Shop', type: 'fixed', budget: 'lots' }))).toEqual({
      budget: 'Enter an amount in US dollars, like 25 or 25.50 (at least 1, at most 1,000,000).',
    });
    expect(messagesOf(jobCreateSchema.safeParse({ title: 'Shop', duration: 'forever' }))).toEqual({
      duration: 'This filter is not one of the listed options.',
    });
  });

  it('names what a draft misses before it can be published', () => {
    expect(missingJobFields({ type: 'hourly', hourly_rate_min: 1500, skills: [], description: '  ' })).toEqual({
      description: 'Job description is required',
      hourly_rate_max: 'Maximum hourly rate is required',
      weekly_hours: 'Hours per week is required',
      skills: 'Add at least one skill',
      developer_type: 'Developer type is required',
      experience_level: 'Experience level is required',
      duration: 'Project duration is required',
    });
    expect(missingJobFields({ ...hourlyJob })).toEqual({});
  });

  it('refuses filters that are not listed', () => {
    expect(jobsQuerySchema.safeParse({ status: 'paused' }).success).toBe(false);
    expect(jobsQuerySchema.parse({ status: 'draft', page: '2' })).toMatchObject({ status: 'draft', page: 2 });
  });
});

describe('hiring', () => {
  it('needs milestones for a fixed-price offer and a rate and limit for an hourly one', () => {
    const base = { job_id: 1, freelancer_id: 2, hourly_rate: '', weekly_limit: '', milestones: [], message: '' };
    expect(messagesOf(offerFormSchema.safeParse({ ...base, type: 'fixed' }))).toEqual({
      milestones: 'Add at least one milestone',
    });
    expect(messagesOf(offerFormSchema.safeParse({ ...base, type: 'hourly' }))).toEqual({
      hourly_rate: 'Hourly rate is required',
      weekly_limit: 'Weekly limit is required',
    });
    const milestone = { name: 'Design', amount: '500', due_date: '2031-02-30' };
    expect(messagesOf(offerFormSchema.safeParse({ ...base, type: 'fixed', milestones: [milestone] }))).toEqual({
      'milestones.0.due_date': 'Choose a due date from today on.',
    });
  });

  it('asks a review for its rating and text', () => {
    expect(messagesOf(endContractSchema.safeParse({ rating: null, review: ' ' }))).toEqual({
      rating: 'Rating is required',
      review: 'Review is required',
    });
    expect(supportRequestSchema.safeParse({ kind: 'issue', subject: 'Invoice', details: 'Wrong GSTIN' }).success).toBe(
      true,
    );
  });
});
