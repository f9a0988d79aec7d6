import { PASSWORD_RULES } from '@talentindia/contracts';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { CheckIcon, VisuallyHidden } from '@talentindia/ui';
import styles from './password-rules.module.css';

export interface PasswordRulesProps {
  /** What the new-password input's aria-describedby names, so the rules are read out with it. */
  id: string;
  /** The password typed so far: each rule it meets is ticked. */
  password: string;
}

/** The password rules the product lists (spec §2, Change Password), each ticked once the password meets it. */
export function PasswordRules({ id, password }: PasswordRulesProps) {
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.title}>Your password must have:</p>
      <ul className={styles.list}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <li key={rule.label} className={met ? styles.met : styles.rule}>
              <CheckIcon className={styles.icon} width={16} height={16} />
              {rule.label}
              {met ? <VisuallyHidden> (done)</VisuallyHidden> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
