import { PASSWORD_MIN_LENGTH } from '@talentindia/contracts';
import { CheckIcon } from '@talentindia/ui';
import styles from './password-rules.module.css';

/** The password rules the product lists (spec §2, Change Password), each ticked once the password meets it. */
export const PASSWORD_RULES = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { label: '1 uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: '1 number', test: (value: string) => /\d/.test(value) },
  { label: '1 special character', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.title}>Your password must have:</p>
      <ul className={styles.list}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={met ? styles.met : styles.rule}>
              <CheckIcon className={styles.icon} width={16} height={16} />
              {rule.label}
              {met ? <span className={styles.visuallyHidden}> (done)</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
