export { renderRoutes, TestQueryProvider } from './render-routes';
