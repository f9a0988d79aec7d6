import type { ThreadListResponse } from '@talentindia/contracts';
import type { ApiError } from '@talentindia/core';
import { Button, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { messagingMessages as m } from '@talentindia/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useWhenVisible } from '../hooks/use-when-visible';
import { ThreadListItem } from './thread-list-item';
import { ThreadSearch } from './thread-search';
import styles from './threads-pane.module.css';

export interface ThreadsPaneProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** The search the list shows (the typed one once typing pauses). */
  searched: string;
  threads: UseInfiniteQueryResult<InfiniteData<ThreadListResponse>, ApiError>;
  selectedId: number | null;
}

/** The left pane: the search box and the conversations, newest first, more loading as the list scrolls. */
export function ThreadsPane({ search, onSearchChange, searched, threads, selectedId }: ThreadsPaneProps) {
  const pages = threads.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const terms = pages[0]?.meta.terms ?? [];
  const canLoadMore = threads.hasNextPage && !threads.isFetchingNextPage;
  const sentinel = useWhenVisible<HTMLDivElement>(() => void threads.fetchNextPage(), { enabled: canLoadMore });

  let content;
  if (threads.isError && !threads.data) {
    content = <LoadFailed message={threads.error.message} onRetry={() => void threads.refetch()} />;
  } else if (!threads.data) {
    content = <SectionSkeleton label="your conversations" rows={6} />;
  } else if (items.length === 0) {
    content = <p className={styles.empty}>{searched ? m.noSearchResults : m.noThreads}</p>;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={searched ? `Conversations matching “${searched}”` : 'Conversations'}>
          {items.map((thread) => (
            <ThreadListItem key={thread.id} thread={thread} selected={thread.id === selectedId} terms={terms} />
          ))}
        </ul>
        {threads.hasNextPage ? (
          <div ref={sentinel} className={styles.more}>
            <Button
              variant="ghost"
              size="small"
              disabled={threads.isFetchingNextPage}
              onClick={() => void threads.fetchNextPage()}
            >
              {threads.isFetchingNextPage ? 'Loading…' : 'Load more conversations'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <nav className={styles.pane} aria-label="Conversations">
      <ThreadSearch value={search} onChange={onSearchChange} />
      <div className={styles.scroller} aria-busy={threads.isFetching || undefined}>
        {content}
      </div>
    </nav>
  );
}
