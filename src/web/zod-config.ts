import { z } from 'zod';

/**
 * The pages' Content Security Policy forbids eval (`script-src 'self'`). zod 4 probes for it
 * with `new Function('')` when it builds an object schema, and the browser reports that probe
 * as a CSP violation even though zod catches it. Without the compiled fast path (which only
 * pays off on large batches, never on one form) there is no probe. Import this module before
 * any module that defines a schema (`src/shared/schemas/*`).
 */
z.config({ jitless: true });
