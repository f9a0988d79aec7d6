import { Link } from '@talentindia/router';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { CheckIcon } from '@talentindia/ui';
import styles from './task-checklist.module.css';

export interface ChecklistTask {
  label: string;
  done: boolean;
  /** Where the task is done; a task that is done, or is done on the page itself, has none. */
  href?: string;
}

export interface TaskChecklistProps {
  tasks: readonly ChecklistTask[];
  /** The list's accessible name, where the page has more than one list. */
  label?: string;
  className?: string;
}

/** Tasks to finish, each ticked from the account's real state, with how many are done (the credits offer's three). */
export function TaskChecklist({ tasks, label, className }: TaskChecklistProps) {
  const done = tasks.filter((task) => task.done).length;
  return (
    <div className={[styles.checklist, className].filter(Boolean).join(' ')}>
      <p className={styles.progress}>
        {done} of {tasks.length} done
      </p>
      <ul className={styles.tasks} aria-label={label}>
        {tasks.map((task) => (
          <li key={task.label} className={`${styles.task} ${task.done ? styles.done : styles.todo}`}>
            <span className={styles.tick}>{task.done ? <CheckIcon width={16} height={16} /> : null}</span>
            {task.href && !task.done ? (
              <Link to={task.href} className={styles.label}>
                {task.label}
              </Link>
            ) : (
              <span className={styles.label}>{task.label}</span>
            )}
            <span className={styles.state}>{task.done ? 'Done' : 'To do'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
