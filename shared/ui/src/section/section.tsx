import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** At the end of the title's line: a link onwards, the reviews' average. */
  aside?: ReactNode;
  /** `card` (the default): a bordered card of its own; `plain`: the title and the content alone. */
  variant?: 'card' | 'plain';
  /** The heading's id, where something else names the section by it; made up otherwise. */
  headingId?: string;
  children?: ReactNode;
}

/**
 * One part of a page, named by its heading (h2), so it is a region a screen reader can jump to:
 * Password, Work History, Help and Support, Proposals.
 */
export function Section({
  title,
  description,
  aside,
  variant = 'card',
  headingId,
  className,
  children,
  ...props
}: SectionProps) {
  const madeUpId = useId();
  const id = headingId ?? madeUpId;
  const heading = (
    <h2 id={id} className={styles.heading}>
      {title}
    </h2>
  );
  return (
    <section
      className={[styles.section, styles[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={id}
      {...props}
    >
      {aside || description ? (
        <header className={styles.header}>
          {aside ? (
            <div className={styles.titleLine}>
              {heading}
              {aside}
            </div>
          ) : (
            heading
          )}
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
