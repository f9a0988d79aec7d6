import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `p` for a status message of its own; `span` (the default) inside a line of text. */
  as?: 'span' | 'p';
}

/** Text for assistive technology only: read out with what it stands in, never drawn. */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element className={[styles.hidden, className].filter(Boolean).join(' ')} {...props} />;
}
