/** The content pages (spec §2, §7): privacy policy and terms, seeded on first start and stored sanitized. */
export { contentRoutes } from './content-routes';
export { seedContentPages } from './content-service';
