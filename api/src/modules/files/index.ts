/** `GET /files/*`: uploaded files (profile pictures) served from storage with their type and a year's cache. */
export { fileRoutes } from './file-routes';
