import { useEffect } from 'react';
import { act } from '@testing-library/react';
import type { LiveEvent } from '@talentindia/contracts';

type Listener = (event: LiveEvent | { type: 'reset' }) => void;

/** The tab's live stream as the page's tests drive it: what listens, and the status it reports. */
export const liveStub = {
  listeners: new Set<Listener>(),
  status: 'open' as 'connecting' | 'open' | 'polling' | 'off',
};

/** An event arrives on the stream. */
export function emitLive(event: LiveEvent | { type: 'reset' }): void {
  act(() => {
    for (const listener of liveStub.listeners) listener(event);
  });
}

/**
 * `@talentindia/core` with its live hooks on `liveStub`, for a test file's
 * `jest.mock('@talentindia/core', () => jest.requireActual<typeof LiveStubModule>('…/live-stub').coreWithLiveStub())`
 * (a mock's factory may not use the file's imports, so it asks for this module itself).
 */
export function coreWithLiveStub(): object {
  return {
    ...jest.requireActual<object>('@talentindia/core'),
    useLiveEvents: (listener: Listener) =>
      useEffect(() => {
        liveStub.listeners.add(listener);
        return () => void liveStub.listeners.delete(listener);
      }, [listener]),
    useLiveStatus: () => liveStub.status,
  };
}
