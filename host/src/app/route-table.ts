import type { RemoteName } from '../features/remote-loading/remote-registry';

export interface RouteTableEntry {
  /** The path prefix a remote owns; the remote's routes are relative to it. */
  prefix: string;
  remote: RemoteName;
  /** The part of the product, in the user's words, for loading and fallback messages. */
  areaName: string;
  /** Spec §2: signed-in routes send a visitor without an access token to /. */
  signedIn: boolean;
}

const marketing = (prefix: string): RouteTableEntry => ({
  prefix,
  remote: 'marketing',
  areaName: 'This page',
  signedIn: false,
});
const jobsReports = (prefix: string, areaName: string): RouteTableEntry => ({
  prefix,
  remote: 'jobsReports',
  areaName,
  signedIn: true,
});

/** The host's one route table: path prefix → remote. Anything not here (and not the host's own pages) is a 404. */
export const routeTable: RouteTableEntry[] = [
  marketing('/'),
  marketing('/about-us'),
  marketing('/services'),
  marketing('/blog'),
  marketing('/privacy-policy'),
  marketing('/terms-and-conditions'),
  marketing('/signup'),
  marketing('/login'),
  marketing('/forgot-password'),
  marketing('/reset-password'),
  marketing('/verify-email'),
  { prefix: '/settings', remote: 'settings', areaName: 'Settings', signedIn: true },
  { prefix: '/messages', remote: 'messages', areaName: 'Messages', signedIn: true },
  jobsReports('/dashboard', 'Dashboard'),
  jobsReports('/jobs', 'Jobs'),
  jobsReports('/reports', 'Reports'),
  jobsReports('/freelancers', 'Freelancer profiles'),
  jobsReports('/freelancer', 'Freelancer profiles'),
];
