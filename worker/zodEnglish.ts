/**
 * @module zod's English messages in the worker. Full zod sets them up when it loads; zod/mini, all
 * the worker uses (docs/decisions/009-worker-weight.md), has none: without this module every issue
 * would read "Invalid input". The modules that put issue messages into answers or errors (the 400s
 * of validate.ts, the configuration errors of env.ts) import it for its effect.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

// A named import: `z.locales.en()` would bring every other locale into the bundle too.
z.config(en());
