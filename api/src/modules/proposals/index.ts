/**
 * Proposals (issue 10 §3): freelancers send and withdraw them; the job's client reads them by tab,
 * sorts them and opens a conversation from one.
 */
export { proposalsRoutes } from './proposals-routes';
