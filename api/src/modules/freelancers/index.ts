/**
 * The talent directory (issue 10 §2): freelancer cards searched and filtered, a freelancer's
 * profile, work history and reviews, with totals computed from contracts.
 */
export { freelancersRoutes } from './freelancers-routes';
export { freelancerCards } from './freelancer-cards';
export { freelancerSearchText } from './freelancers-service';
