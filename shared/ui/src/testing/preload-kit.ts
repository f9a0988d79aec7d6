import { preloadFormKit, preloadWidgets } from '../kit/load-kit';

// Component tests see the kit as a page does once its route has loaded it: rendered at once, not
// first through Suspense (the jest preset runs this in every package that uses @talentindia/ui).
beforeAll(() => Promise.all([preloadFormKit(), preloadWidgets()]));
