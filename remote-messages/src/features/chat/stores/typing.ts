import { create } from 'zustand';
import { TYPING_SIGNAL_MS } from '@talentindia/contracts';

interface TypingState {
  /** Until when (ms since epoch) the other side of each thread counts as typing. */
  untilByThread: Record<number, number>;
  /** A typing signal arrived: it stands for TYPING_SIGNAL_MS unless another one follows. */
  signal: (threadId: number) => void;
  /** Their message arrived: they are no longer typing it. */
  clear: (threadId: number) => void;
}

export const useTypingStore = create<TypingState>()((set) => ({
  untilByThread: {},
  signal: (threadId) =>
    set((state) => ({ untilByThread: { ...state.untilByThread, [threadId]: Date.now() + TYPING_SIGNAL_MS } })),
  clear: (threadId) =>
    set((state) => {
      const { [threadId]: _cleared, ...rest } = state.untilByThread;
      return { untilByThread: rest };
    }),
}));
