import { useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the end, the reader counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 120;

export interface ConversationScrollInput {
  /** The oldest and newest loaded items: a change at the top is older messages, at the end new ones. */
  firstId: number | null;
  lastKey: string;
  /** The last item is the reader's own (just sent): the view follows it wherever it was. */
  lastIsMine: boolean;
  /** The message to show first instead of the newest (a search hit, a quoted message). */
  targetId: number | null;
  hasItems: boolean;
}

/**
 * The conversation's scrolling: it opens at its newest message (or at the target); older messages
 * loaded at the top keep what the reader sees where it was (the distance from the end is kept, so
 * nothing jumps); new messages at the end are followed only when the reader was already there.
 */
export function useConversationScroll({ firstId, lastKey, lastIsMine, targetId, hasItems }: ConversationScrollInput) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const opened = useRef(false);

  const toBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  useLayoutEffect(() => {
    if (opened.current || !hasItems) return;
    opened.current = true;
    const target = targetId === null ? null : document.getElementById(`message-${targetId}`);
    if (target) {
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
    } else {
      toBottom();
    }
  }, [hasItems, targetId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [firstId]);

  useLayoutEffect(() => {
    if (opened.current && (nearBottom.current || lastIsMine)) toBottom();
    // Only a new last item moves the view; `lastIsMine` is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey]);

  return {
    scroller,
    onScroll: () => {
      const element = scroller.current;
      if (element)
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    },
    /** Call before loading older messages: the view is put back where it was once they are in. */
    keepPosition: () => {
      const element = scroller.current;
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    },
  };
}
