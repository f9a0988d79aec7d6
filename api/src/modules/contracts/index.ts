/**
 * Contracts (issue 10 §3): made by accepted offers; ended with a review, hours logged, milestones
 * submitted and approved. Also the hiring kit the offers module shares: what each side is told
 * (notifications, mails sent after the commit), people and money as the api shows them, and the
 * calendar day in a person's time zone.
 */
export { contractsRoutes } from './contracts-routes';
export { clientPath, freelancerPath, milestoneOut, readContract } from './contracts-service';
export { dayIn, money, personOf, sendHiringMails, timeZoneOf, type HiringMail } from './hiring-helpers';
export { hiringNotices, type OfferTerms } from './hiring-notices';
