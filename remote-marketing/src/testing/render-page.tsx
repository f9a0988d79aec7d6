import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from '@talentindia/ui';
import { routes } from '../routes';

/** Renders one page inside a router, for pages that render links. */
export function renderPage(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/**
 * Renders the remote's routes at a path the way a shell mounts them: every prefix, then the 404
 * page for anything no route matches (as the host and the standalone shell both do).
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <NotFoundPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}
