/** The offer form's page title, from a proposal or from a profile. */
export const OFFER_TITLE = 'Send an Offer';
