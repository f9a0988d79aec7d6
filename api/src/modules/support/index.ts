/** Help and Support (spec §2): "Hire an expert" and "Raise an issue" requests, confirmed on the bell and by mail. */
export { supportRoutes } from './support-routes';
