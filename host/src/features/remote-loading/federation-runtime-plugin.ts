import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Spec §2, §9: parts of the application load with a 120-second time-out. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
/** Network failures (a refused connection, a reset) are tried again this many times. */
export const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 800;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that gives up after the time-out and tries again on network errors (not on HTTP errors). */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { retries = NETWORK_RETRIES, timeoutMs = REMOTE_LOAD_TIMEOUT_MS, retryDelayMs = RETRY_DELAY_MS } = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A fresh copy each time so that a redeployed manifest is never read from a stale cache.
      return await fetch(url, { cache: 'no-cache', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (timedOut || attempt >= retries) throw error;
      await delay(retryDelayMs * (attempt + 1));
    }
  }
}

/**
 * The host's Module Federation runtime plugin. The library's own defaults differ from the spec
 * (20 s for a remote entry script, no limit at all for a manifest fetch), so both are set here, and
 * network failures of either are retried before a remote is reported as unavailable.
 */
export default function talentIndiaFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'talentindia-remote-loading',
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 0; attempt < NETWORK_RETRIES; attempt += 1) {
          await delay(RETRY_DELAY_MS * (attempt + 1));
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch {
            // Try again until the retries are spent; the caller then reports the failure.
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise in a promise; awaiting either gives the entry.
      return retry() as unknown as ReturnType<LoadEntryErrorHook>;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[remote-loading] ${id} could not be loaded (${lifecycle}):`, error);
      // No substitute module: the error reaches the route's boundary, which offers "Try again".
      return undefined;
    },
  };
}
