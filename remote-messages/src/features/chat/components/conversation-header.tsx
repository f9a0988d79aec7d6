import type { ThreadDetail } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar, ButtonLink } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { ArrowLeftIcon } from './chat-icons';
import { ThreadMenu } from './thread-menu';
import styles from './conversation-header.module.css';

export interface ConversationHeaderProps {
  thread: ThreadDetail;
  narrow: boolean;
}

/**
 * The conversation's header (spec §2): the other person (their profile linked, for a freelancer),
 * the job, Hire Now while the client can hire them for it, and the menu. On narrow screens a Back
 * link leads to the list, and Hire Now sits in the menu.
 */
export function ConversationHeader({ thread, narrow }: ConversationHeaderProps) {
  const { counterpart, job } = thread;
  const name = `${counterpart.first_name} ${counterpart.last_name}`;
  const isClient = counterpart.role === 'freelancer';
  return (
    <header className={styles.header}>
      {narrow ? (
        <Link to={paths.messages} className={styles.back} aria-label="Back to conversations">
          <ArrowLeftIcon />
        </Link>
      ) : null}
      <Avatar image={counterpart.image} firstName={counterpart.first_name} lastName={counterpart.last_name} size={40} />
      <div className={styles.who}>
        <h2 className={styles.name}>
          {isClient && !counterpart.deleted ? <Link to={paths.freelancer(counterpart.id)}>{name}</Link> : name}
        </h2>
        {job ? (
          <p className={styles.job}>{isClient ? <Link to={paths.job(job.id)}>{job.title}</Link> : job.title}</p>
        ) : null}
      </div>
      {thread.can_hire && !narrow ? (
        <ButtonLink to={paths.hire(counterpart.id, job?.id ?? null)} variant="accent" size="small">
          Hire Now
        </ButtonLink>
      ) : null}
      <ThreadMenu thread={thread} narrow={narrow} />
    </header>
  );
}
