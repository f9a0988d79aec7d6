import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '@talentindia/core';

/** Is `element` drawn (the table, or the cards at 900 px or less: the other is hidden)? */
const isDrawn = (element: Element) => element.getClientRects().length > 0;

export interface LoadMoreOptions {
  /** How many rows show now. */
  count: number;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: Error | null }>;
  /**
   * The lists the rows show in (each row marked `data-row`): the keyboard goes on at the first new
   * row's link, or at the row itself when it has none.
   */
  lists: readonly RefObject<HTMLElement | null>[];
  /** The toast's id, so repeated failures show once. */
  toastId: string;
}

/**
 * "Load More": fetches the next page; a failure says why in a toast. After it, the keyboard carries
 * on at the first row it brought, in whichever layout is drawn, not back at the top of the page.
 */
export function useLoadMore({ count, isFetchingNextPage, fetchNextPage, lists, toastId }: LoadMoreOptions) {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    const rows = lists
      .map((list) => list.current?.querySelectorAll<HTMLElement>('[data-row]')[from])
      .filter((row): row is HTMLElement => row !== undefined);
    const row = rows.find(isDrawn) ?? rows[0];
    if (!row) return;
    const target = row.querySelector<HTMLElement>('a[href]') ?? row;
    if (target === row && !row.hasAttribute('tabindex')) row.tabIndex = -1;
    target.focus();
  }, [count, isFetchingNextPage, lists]);

  return () => {
    focusFrom.current = count;
    fetchNextPage().then(
      (result) => {
        if (result.isError && result.error) toast.error(result.error.message, { id: toastId });
      },
      () => undefined,
    );
  };
}
