import { renderRoutes } from '@talentindia/ui/testing';
import { routes } from '../routes';

/** Renders this remote's routes at `path` the way the shell mounts them, with its query client and toaster. */
export const renderRoute = (path: string) => renderRoutes(routes, path);
