/** The eight email preferences, and whether one is switched off for an address (the mailer asks). */
export { emailPreferencesRoutes } from './email-preferences-routes';
export { isSwitchedOff } from './email-preferences-service';
