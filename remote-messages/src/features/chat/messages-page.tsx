import { PageFrame } from '@talentindia/ui';

/** Spec §2: the chat page. Threads, the conversation and the composer come in the messages issue. */
export function MessagesPage() {
  return <PageFrame title="Messages" description="Your conversations with freelancers, by job." />;
}
