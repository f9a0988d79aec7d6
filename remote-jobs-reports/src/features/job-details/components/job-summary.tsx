import {
  DEVELOPER_TYPE_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_DURATION_LABELS,
  WORK_TYPE_LABELS,
  formatMoney,
  type JobDetail,
} from '@talentindia/contracts';
import { formatDate, formatRate } from '../../../utils/format';
import { JobStatusBadge } from '../../../components/job-status-badge';
import styles from './job-summary.module.css';

function payOf(job: JobDetail): { label: string; value: string } | null {
  if (job.type === 'hourly' && job.hourly_rate_min && job.hourly_rate_max) {
    return {
      label: 'Hourly rate',
      value: `${formatMoney(job.hourly_rate_min)} – ${formatRate(job.hourly_rate_max)}`,
    };
  }
  if (job.type === 'fixed' && job.budget) return { label: 'Budget', value: formatMoney(job.budget) };
  return null;
}

/** The job as posted: its title and label, what it pays, who it is for, its skills and description. */
export function JobSummary({ job }: { job: JobDetail }) {
  const pay = payOf(job);
  const facts: { label: string; value: string }[] = [
    { label: 'Job type', value: WORK_TYPE_LABELS[job.type] },
    ...(pay ? [pay] : []),
    ...(job.type === 'hourly' && job.weekly_hours !== null
      ? [{ label: 'Hours per week', value: `${job.weekly_hours} hrs/week` }]
      : []),
    { label: 'Developer type', value: DEVELOPER_TYPE_LABELS[job.developer_type] },
    { label: 'Experience level', value: EXPERIENCE_LEVEL_LABELS[job.experience_level] },
    { label: 'Project duration', value: JOB_DURATION_LABELS[job.duration] },
    { label: 'Created', value: formatDate(job.created_at) },
    ...(job.published_at ? [{ label: 'Published', value: formatDate(job.published_at) }] : []),
    ...(job.closed_at ? [{ label: 'Closed', value: formatDate(job.closed_at) }] : []),
  ];
  return (
    <article className={styles.card} aria-labelledby="job-title">
      <header className={styles.header}>
        <h2 id="job-title" className={styles.title}>
          {job.title}
        </h2>
        <JobStatusBadge status={job.status} />
      </header>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subheading}>Skills</h3>
      <ul className={styles.skills} aria-label="Skills">
        {job.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
      <h3 className={styles.subheading}>Description</h3>
      <p className={styles.description}>{job.description}</p>
    </article>
  );
}
