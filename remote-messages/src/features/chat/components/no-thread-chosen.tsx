import { messagingMessages as m } from '@talentindia/contracts';
import { MessageIcon } from '@talentindia/ui';
import styles from './no-thread-chosen.module.css';

/** The right pane before a conversation is chosen, or when there is none yet. */
export function NoThreadChosen({ hasThreads }: { hasThreads: boolean }) {
  return (
    <section className={styles.empty} aria-label="Conversation">
      <MessageIcon width={40} height={40} />
      <p className={styles.text}>
        {hasThreads
          ? 'Choose a conversation to read it.'
          : `${m.noThreads} Conversations start with a proposal, an offer, or the Message button on a freelancer’s profile.`}
      </p>
    </section>
  );
}
