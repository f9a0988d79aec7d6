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
