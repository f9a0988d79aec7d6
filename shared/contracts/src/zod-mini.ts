import * as z from 'zod/mini';

// zod/mini for what the pages load (the settings contracts): it is tree-shaken to what a schema
// uses, where the full zod comes whole. The same jitless rule as ./zod (see there); zod keeps the
// setting on globalThis, so whichever entry sets it holds for both.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
