import { WORK_TYPE_LABELS, type DashboardJob } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar } from '@talentindia/ui';
import { JobStatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import styles from './active-job-item.module.css';

/**
 * One active job: its title (to its page), type (a draft may have none yet), creation date, status
 * label and who works on it.
 */
export function ActiveJobItem({ job }: { job: DashboardJob }) {
  return (
    <li className={styles.item}>
      <div className={styles.main}>
        <Link to={paths.job(job.id)} className={styles.title}>
          {job.title}
        </Link>
        <p className={styles.meta}>
          {job.type === null ? null : `${WORK_TYPE_LABELS[job.type]} · `}
          Created <time dateTime={job.created_at}>{formatDate(job.created_at)}</time>
        </p>
        {job.freelancers.length > 0 ? (
          <ul className={styles.freelancers} aria-label={`Working on ${job.title}`}>
            {job.freelancers.map((freelancer) => (
              <li key={freelancer.id}>
                <Link to={paths.freelancer(freelancer.id)} className={styles.freelancer}>
                  <Avatar
                    image={freelancer.image}
                    firstName={freelancer.first_name}
                    lastName={freelancer.last_name}
                    size={28}
                  />
                  {freelancer.first_name} {freelancer.last_name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <JobStatusBadge status={job.status} />
    </li>
  );
}
