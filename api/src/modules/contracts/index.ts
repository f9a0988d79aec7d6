/**
 * Contracts (issue 10 §3): made by accepted offers; ended with a review, hours logged, milestones
 * submitted and approved. Also the hiring kit the offers module shares: what each side is told
 * (notifications, and mails queued in the step's transaction), people and money as the api shows
 * them, and a person's profile time zone (their "today" for due dates, ADR 016).
 */
export { contractsRoutes } from './contracts-routes';
export { milestonesToApprove, weeksInReview } from './client-waiting';
export { disputesRoutes } from './disputes-routes';
export { milestoneOut, readContract } from './contracts-service';
export { clientPath, freelancerPath } from './hiring-helpers';
export { money, personOf, timeZoneOf, type HiringMail } from './hiring-helpers';
export { hiringNotices, type OfferTerms } from './hiring-notices';
export { fundFirstMilestone, collectFunding, registerMilestonePayments } from './milestone-payments';
export { closeEndedWeeks, hourlyWeeksTask, releaseReviewedWeeks, REVIEW_DAYS } from './hourly-weeks';
