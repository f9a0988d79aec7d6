import { useMutationState } from '@tanstack/react-query';
import {
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  PAYMENT_RECEIPTS_LABEL,
  type EmailPreferences,
} from '@talentindia/contracts';
import { Switch } from '@talentindia/ui';
import {
  UPDATE_EMAIL_PREFERENCE_KEY,
  useUpdateEmailPreference,
  type EmailPreferenceChange,
} from '../api/update-email-preference';
import styles from './email-preference-list.module.css';

export interface EmailPreferenceListProps {
  preferences: EmailPreferences;
}

/** The eight switches (spec §3), each saved on its own as it is switched, and the one that stays on. */
export function EmailPreferenceList({ preferences }: EmailPreferenceListProps) {
  const update = useUpdateEmailPreference();
  const saving = useMutationState({
    filters: { mutationKey: UPDATE_EMAIL_PREFERENCE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as EmailPreferenceChange).key,
  });

  return (
    <div className={styles.card}>
      <p className={styles.address}>
        Emails are sent to <strong>{preferences.email}</strong>
      </p>
      <ul className={styles.list} aria-label="Emails we send you">
        {EMAIL_PREFERENCE_KEYS.map((key) => {
          const busy = saving.includes(key);
          return (
            <li key={key}>
              <Switch
                label={EMAIL_PREFERENCE_LABELS[key].label}
                description={
                  busy
                    ? `${EMAIL_PREFERENCE_LABELS[key].description} Saving…`
                    : EMAIL_PREFERENCE_LABELS[key].description
                }
                checked={preferences[key] === 1}
                onCheckedChange={(on) => {
                  // A flag being saved waits for its answer, or a second request could land first.
                  // The switch stays enabled (and keeps the keyboard focus) and says "Saving…".
                  if (busy) return;
                  update.mutate({ key, on });
                }}
              />
            </li>
          );
        })}
        <li>
          <Switch
            label={PAYMENT_RECEIPTS_LABEL.label}
            description={PAYMENT_RECEIPTS_LABEL.description}
            checked
            disabled
            onCheckedChange={() => undefined}
          />
        </li>
      </ul>
    </div>
  );
}
