import { useState } from 'react';
import { EXPERT_HOURLY_RATE, SUPPORT_REQUEST_KIND_LABELS, type SupportRequestKind } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, FlagIcon, UserIcon, preloadFormKit, preloadWidgets } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { formatHourlyRate } from '../utils/format-hourly-rate';
import { SupportRequestDialog } from './support-request-dialog';
import styles from './help-support.module.css';

const EXPERT_RATE = formatHourlyRate(EXPERT_HOURLY_RATE);

const DIALOG_TEXTS: Record<SupportRequestKind, { title: string; description: string }> = {
  hire_expert: {
    title: SUPPORT_REQUEST_KIND_LABELS.hire_expert,
    description: `Tell us what you need help with. An expert from our team works with you at ${EXPERT_RATE}.`,
  },
  issue: {
    title: SUPPORT_REQUEST_KIND_LABELS.issue,
    description: 'Tell us what went wrong, and where. We reply by email within one business day.',
  },
};

const DIALOG_LOAD_FAILED = 'This could not load. Check your connection and try again.';

/**
 * The dialog's code (Radix Dialog and the form kit) is fetched when the pointer or the keyboard
 * reaches these buttons, not with the page: most visits open neither. A button opens its dialog
 * once that code is here, so the dialog never waits inside itself (which would drop its focus).
 */
function loadDialogCode(): Promise<void> {
  return Promise.all([preloadFormKit(), preloadWidgets()]).then(() => undefined);
}
const warmDialog = () => void loadDialogCode();

/** Spec §2, §9: "Hire an expert" at $10/hour and "Raise an issue", each a short form to our team. */
export function HelpSupport() {
  const [kind, setKind] = useState<SupportRequestKind>('issue');
  const [isOpen, setIsOpen] = useState(false);
  // The dialog is drawn from its first opening on (and stays, so it can close and give focus
  // back): a closed dialog drawn with the page would fetch its code with the page.
  const [everOpened, setEverOpened] = useState(false);
  // The button stays enabled meanwhile: disabling it would drop the focus the dialog returns to.
  const open = (next: SupportRequestKind) =>
    void loadDialogCode().then(
      () => {
        setEverOpened(true);
        setKind(next);
        setIsOpen(true);
      },
      () => toast.error(DIALOG_LOAD_FAILED),
    );

  return (
    <Section title="Help and Support" onPointerEnter={warmDialog} onFocus={warmDialog}>
      <div className={styles.option}>
        <UserIcon className={styles.icon} width={24} height={24} />
        <div className={styles.text}>
          <h3 className={styles.title}>{SUPPORT_REQUEST_KIND_LABELS.hire_expert}</h3>
          <p className={styles.body}>
            Get help planning your project, writing a job post or choosing between proposals, for{' '}
            <strong>{EXPERT_RATE}</strong>.
          </p>
        </div>
        <Button variant="secondary" size="small" onClick={() => open('hire_expert')}>
          {SUPPORT_REQUEST_KIND_LABELS.hire_expert}
        </Button>
      </div>
      <div className={styles.option}>
        <FlagIcon className={styles.icon} width={24} height={24} />
        <div className={styles.text}>
          <h3 className={styles.title}>Something not working?</h3>
          <p className={styles.body}>Tell us about it and our team will look into it.</p>
        </div>
        <Button variant="secondary" size="small" onClick={() => open('issue')}>
          {SUPPORT_REQUEST_KIND_LABELS.issue}
        </Button>
      </div>
      {everOpened ? (
        <SupportRequestDialog open={isOpen} kind={kind} onClose={() => setIsOpen(false)} texts={DIALOG_TEXTS} />
      ) : null}
    </Section>
  );
}
