/**
 * Jobs (issue 10 §3): a client's drafts and published jobs with their counts and transitions, and
 * the open jobs freelancers read.
 */
export { jobsRoutes } from './jobs-routes';
