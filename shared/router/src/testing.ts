/**
 * For tests only: a data router in memory, whose `router.state` and `router.navigate` let a test
 * read and drive the location. Not part of the shared singleton (no app code imports it).
 */
export { createMemoryRouter, RouterProvider } from 'react-router-dom';
