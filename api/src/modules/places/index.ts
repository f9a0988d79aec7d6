/** Countries and states (the billing form's lists), seeded from country-state-city with stable ids. */
export { placesRoutes } from './places-routes';
export { seedPlaces } from './places-seed';
export { findCountryAndState, type PlaceLookup } from './places-service';
