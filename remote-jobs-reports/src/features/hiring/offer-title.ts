/** The offer form's page title, from a proposal or from a profile. */
export const OFFER_TITLE = 'Send an Offer';
/** The title of an offer the client sent (`/offers/:id`). */
export const OFFER_DETAILS_TITLE = 'Offer Details';
