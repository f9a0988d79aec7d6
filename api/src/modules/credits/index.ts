/** The $1000.00 welcome credits (issue 10 §4): the claim's state from the offer's tasks, and the claim. */
export { creditsRoutes } from './credits-routes';
export { creditsClaimState } from './credits-claim-service';
