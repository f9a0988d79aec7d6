import { VisuallyHidden } from '@talentindia/ui';
import styles from './shell.module.css';

/** What a badge shows for a count: the count, or "99+" beyond 99 (the exact count goes in the name). */
export const shownCount = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The unread-message count beside Messages (spec §2): the badge is what the eye reads, the hidden
 * text what a screen reader says ("Messages (120 unread)" beside a "99+" badge), so the name starts
 * with what a speech user reads on the screen (WCAG 2.5.3). Nothing at all when nothing is unread.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {shownCount(count)}
      </span>
      <VisuallyHidden> ({count} unread)</VisuallyHidden>
    </>
  );
}
