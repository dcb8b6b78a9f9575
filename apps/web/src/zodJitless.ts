import { z } from 'zod/mini';

// Zod compiles object parsers with `new Function` when it may. Pages run under a Content-Security-Policy
// without 'unsafe-eval' (issue 12): parse without it, and never probe for it (a probe is a reported violation).
z.config({ jitless: true });
