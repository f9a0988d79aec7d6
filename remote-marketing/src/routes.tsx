import type { PrefixRoute } from '@talentindia/core';
import { HomePage } from './features/home/home-page';

export const routes: PrefixRoute[] = [{ path: '/', element: <HomePage /> }];
