/** `GET /health`: for load balancers and docker-compose, 200 while the database answers. */
export { healthRoutes } from './health-routes';
