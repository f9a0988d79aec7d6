import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@talentindia/router';
import { renderRoutes, TestQueryProvider } from '@talentindia/ui/testing';
import { routes } from '../routes';

/** Renders one page inside a router, for pages that render links. */
export function renderPage(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <TestQueryProvider>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </TestQueryProvider>,
  );
}

/** Renders this remote's routes at a path the way a shell mounts them; the router, to follow where it goes. */
export const renderRoute = (path: string) => renderRoutes(routes, path).router;
