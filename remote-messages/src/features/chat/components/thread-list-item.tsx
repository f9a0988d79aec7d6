import type { ThreadSummary } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar, VisuallyHidden } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { formatListTime } from '../utils/format-time';
import { HighlightedText } from './highlighted-text';
import styles from './thread-list-item.module.css';

export interface ThreadListItemProps {
  thread: ThreadSummary;
  selected: boolean;
  /** The search's words, marked in the name, the job and the matching text. */
  terms: readonly string[];
}

/**
 * One conversation in the list: who, about which job, when and what was said last, and how many
 * messages are unread. A search hit in a message shows that message's text and opens the
 * conversation at it.
 */
export function ThreadListItem({ thread, selected, terms }: ThreadListItemProps) {
  const { counterpart, job, last_message: last, match, unread_count: unread } = thread;
  const name = `${counterpart.first_name} ${counterpart.last_name}`;
  const preview = match ? match.text : last ? `${last.mine ? 'You: ' : ''}${last.preview}` : 'No messages yet';
  return (
    <li className={styles.item}>
      <Link
        to={paths.thread(thread.id, match?.message_id)}
        className={`${styles.link} ${selected ? styles.selected : ''} ${unread > 0 ? styles.unread : ''}`}
        aria-current={selected ? 'page' : undefined}
      >
        <Avatar
          image={counterpart.image}
          firstName={counterpart.first_name}
          lastName={counterpart.last_name}
          size={44}
        />
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.name}>
              <HighlightedText text={name} terms={terms} />
            </span>
            <time className={styles.time} dateTime={thread.last_message_at}>
              {formatListTime(thread.last_message_at)}
            </time>
          </span>
          {job ? (
            <span className={styles.job}>
              <HighlightedText text={job.title} terms={terms} />
            </span>
          ) : null}
          <span className={styles.bottom}>
            <span className={styles.preview}>
              <HighlightedText text={preview} terms={terms} />
            </span>
            {unread > 0 ? (
              <span className={styles.badge}>
                {unread}
                <VisuallyHidden> unread {unread === 1 ? 'message' : 'messages'}</VisuallyHidden>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
