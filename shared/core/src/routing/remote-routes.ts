import type { RouteObject } from '@talentindia/router';

/**
 * What a remote's `./routes` module exports. Each top-level route is one path prefix the remote owns
 * (`/settings`, `/about-us`); its children are relative to that prefix. The host mounts a prefix
 * where its route table says; a standalone shell mounts them all.
 */
export interface RemoteRoutesModule {
  routes: PrefixRoute[];
}

export type PrefixRoute = RouteObject & { path: string };

/** The remote's route for a prefix, or undefined when the remote does not own it. */
export function findPrefixRoute(routes: PrefixRoute[], prefix: string): PrefixRoute | undefined {
  return routes.find((route) => route.path === prefix);
}
