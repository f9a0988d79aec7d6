import {
  DEVELOPER_TYPE_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_DURATION_LABELS,
  WORK_TYPE_LABELS,
  formatMoney,
  type JobDetail,
} from '@talentindia/contracts';
import { formatDate, formatRate } from '../../../utils/format';
import { JobStatusBadge } from '../../../components/status-badge';
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

/**
 * The job as posted: its title and label, what it pays, who it is for, its skills and description.
 * A draft shows what it has: a fact it leaves out is not listed, no skills means no skills list, and
 * a missing description says so (the post's body would otherwise be a bare heading).
 */
export function JobSummary({ job }: { job: JobDetail }) {
  const pay = payOf(job);
  const fact = (label: string, value: string | null) => (value === null ? [] : [{ label, value }]);
  const facts: { label: string; value: string }[] = [
    ...fact('Job type', job.type && WORK_TYPE_LABELS[job.type]),
    ...(pay ? [pay] : []),
    ...fact(
      'Hours per week',
      job.type === 'hourly' && job.weekly_hours !== null ? `${job.weekly_hours} hrs/week` : null,
    ),
    ...fact('Developer type', job.developer_type && DEVELOPER_TYPE_LABELS[job.developer_type]),
    ...fact('Experience level', job.experience_level && EXPERIENCE_LEVEL_LABELS[job.experience_level]),
    ...fact('Project duration', job.duration && JOB_DURATION_LABELS[job.duration]),
    ...fact('Created', formatDate(job.created_at)),
    ...fact('Published', job.published_at && formatDate(job.published_at)),
    ...fact('Closed', job.closed_at && formatDate(job.closed_at)),
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
        {facts.map((item) => (
          <div key={item.label} className={styles.fact}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {job.skills.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Skills</h3>
          <ul className={styles.skills} aria-label="Skills">
            {job.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={styles.subheading}>Description</h3>
      {job.description === null ? (
        <p className={styles.missing}>No description yet.</p>
      ) : (
        <p className={styles.description}>{job.description}</p>
      )}
    </article>
  );
}
