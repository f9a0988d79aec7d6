import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@talentindia/core';

export type RemoteName = 'marketing' | 'settings' | 'messages' | 'jobsReports';

/** Where each remote's manifest is, as remotes.json says for this environment. */
let manifestUrls: Partial<Record<RemoteName, string>> = {};

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

export function registerRemoteManifests(urls: Partial<Record<RemoteName, string>>): void {
  manifestUrls = urls;
  const remotes = Object.entries(urls).map(([name, entry]) => ({ name, entry: entry as string }));
  if (remotes.length > 0) registerRemotes(remotes);
}

/** The routes a remote exposes. Rejects when the remote is down, slow past the time-out or broken. */
export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  if (!manifestUrls[name]) throw new Error(`No address is configured for the "${name}" remote in remotes.json.`);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`The "${name}" remote did not provide its routes.`);
  return module;
}

/**
 * Drops the page's preload hints for files on a remote's origin (the host's server writes them for
 * the remote that owns the page, scripts/host-html.mjs). Chromium keeps a preload that failed and
 * answers a later request for the same file with that failure, without the network: a stylesheet
 * preloaded while the remote was unreachable would fail every later try. A removed hint is forgotten.
 */
function dropPreloadHints(entry: string): void {
  const origin = new URL(entry, window.location.href).origin;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (new URL(link.href, window.location.href).origin === origin) link.remove();
  }
}

/**
 * Forgets everything the browser and the runtime cached about a remote (its preload hints, its
 * manifest, its entry, a failed load), so the next load really fetches it again instead of
 * replaying the cached failure.
 */
export function forgetRemote(name: RemoteName): void {
  const entry = manifestUrls[name];
  if (!entry) return;
  dropPreloadHints(entry);
  federation().registerRemotes([{ name, entry }], { force: true });
}
