import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@talentindia/router';
import { PageFrame } from '@talentindia/ui';
import { paths } from '../../config/paths';
import { useThreads } from './api/get-threads';
import { Conversation } from './components/conversation';
import { NoThreadChosen } from './components/no-thread-chosen';
import { ThreadsPane } from './components/threads-pane';
import { useChatLive } from './hooks/use-chat-live';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useNarrowLayout } from './hooks/use-narrow-layout';
import styles from './messages-page.module.css';

/** The search asks the api once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** A positive whole number from the address (`?thread=12`), or null. */
function idFrom(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /messages (spec §2): the conversations on the left, the open one on the right. The address names
 * the open conversation (`?thread=<id>`, as hiring, notifications and Job Details link to it), so a
 * reload or a link opens it. At 900 px or less one pane shows at a time.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const threadId = idFrom(params.get('thread'));
  const messageId = idFrom(params.get('message'));
  const narrow = useNarrowLayout();
  const { pollMs } = useChatLive();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const threads = useThreads(searched, { pollMs });
  const newest = threads.data?.pages[0]?.data[0]?.id ?? null;

  // A wide screen with no conversation chosen opens the newest; a narrow one shows the list.
  useEffect(() => {
    if (threadId === null && !narrow && !searched && newest !== null) {
      void navigate(paths.thread(newest), { replace: true });
    }
  }, [threadId, narrow, searched, newest, navigate]);

  return (
    <PageFrame title="Messages">
      <div className={`${styles.panes} ${threadId === null ? styles.showList : styles.showThread}`}>
        <ThreadsPane
          search={search}
          onSearchChange={setSearch}
          searched={searched}
          threads={threads}
          selectedId={threadId}
        />
        {threadId === null ? (
          <NoThreadChosen hasThreads={newest !== null} />
        ) : (
          <Conversation
            key={`${threadId}:${messageId ?? ''}`}
            threadId={threadId}
            targetMessageId={messageId}
            narrow={narrow}
            pollMs={pollMs}
          />
        )}
      </div>
    </PageFrame>
  );
}
