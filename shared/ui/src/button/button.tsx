import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@talentindia/router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
}

function classNames({ variant = 'primary', size = 'medium' }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, extra].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={classNames({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={classNames({ variant, size }, className)} {...props} />;
}
