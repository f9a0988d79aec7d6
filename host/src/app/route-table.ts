import type { RemoteName } from '../features/remote-loading/remote-registry';
// Plain data, so that the host's server reads the same table (it is copied next to the build) to
// know which remote's files to hint for a requested page.
import entries from './route-table.json';

export interface RouteTableEntry {
  /** The path prefix a remote owns; the remote's routes are relative to it. */
  prefix: string;
  remote: RemoteName;
  /** The part of the product, in the user's words, for loading and fallback messages. */
  areaName: string;
  /** Spec §2: signed-in routes send a visitor without an access token to /. */
  signedIn: boolean;
}

const remotes: Record<RemoteName, true> = { marketing: true, settings: true, messages: true, jobsReports: true };

function isRouteTableEntry(entry: (typeof entries)[number]): entry is RouteTableEntry {
  return Object.hasOwn(remotes, entry.remote);
}

/** The host's one route table: path prefix → remote. Anything not here (and not the host's own pages) is a 404. */
export const routeTable: RouteTableEntry[] = entries.map((entry) => {
  if (!isRouteTableEntry(entry)) throw new Error(`route-table.json names an unknown remote "${entry.remote}".`);
  return entry;
});
