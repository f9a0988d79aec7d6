import { z } from 'zod';

// The pages run under a Content-Security-Policy without 'unsafe-eval'. zod compiles object parsers
// with `new Function` where it may, and probes whether it may when the first object schema is built:
// the refused probe is harmless but reported as a CSP violation. In a browser the compiled parsers are
// not worth that, so they are off before any contract schema is built; the api (Node) keeps them.
// (zod keeps this setting on globalThis, so it holds for every copy of zod in the page.)
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
