import { Link } from '@talentindia/router';
import type { JobRow as JobRowData } from '@talentindia/contracts';
import { JobStatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { formatJobPay } from '../utils/format-job-pay';
import styles from './job-row.module.css';

/**
 * One job of /jobs (spec §2): its title (to its page), what it pays, its created date, the counts
 * of Proposals, Messaged and Hired, and its status label. A draft also offers its editor; one that
 * has no type yet shows no pay.
 */
export function JobRow({ job }: { job: JobRowData }) {
  const pay = formatJobPay(job);
  const counts = [
    ['Proposals', job.proposals],
    ['Messaged', job.messaged],
    ['Hired', job.hired],
  ] as const;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <h2 className={styles.title}>
          <Link to={paths.job(job.id)}>{job.title}</Link>
        </h2>
        <p className={styles.meta}>
          {pay === null ? null : <span>{pay}</span>}
          <span>
            Created <time dateTime={job.created_at}>{formatDate(job.created_at)}</time>
          </span>
        </p>
      </div>
      <dl className={styles.counts}>
        {counts.map(([label, count]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.side}>
        <JobStatusBadge status={job.status} />
        {job.status === 'draft' ? (
          <Link className={styles.edit} to={paths.editJob(job.id)} aria-label={`Edit ${job.title}`}>
            Edit
          </Link>
        ) : null}
      </div>
    </li>
  );
}
