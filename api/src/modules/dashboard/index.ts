/** The client's dashboard (spec §2): active jobs with their freelancers, and the credits card. */
export { dashboardRoutes } from './dashboard-routes';
