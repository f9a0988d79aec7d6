/** Offers (issue 10 §3): the client offers, may withdraw; the freelancer accepts (a contract) or declines. */
export { offersRoutes } from './offers-routes';
