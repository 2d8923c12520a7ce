/**
 * @module zod schema of the site shell's state a page carries (worker side; the client imports only
 * types). The page's own state (what the path shows) is described by the route table, in client/routes/.
 */
import * as z from 'zod/mini';
import { menusSchema } from '../cms/menuSchema';
import { siteDataSchema } from './siteDataSchema';

/** Everything the browser gets about the tenant: public fields only (never secrets or raw CMS records). */
export const siteShellStateSchema = z.object({
  site: siteDataSchema,
  menus: menusSchema,
  policyUrl: z.nullable(z.string()),
  termsUrl: z.nullable(z.string()),
  /** The server's year, so the copyright line hydrates identically around New Year. */
  currentYear: z.int(),
  /**
   * The DSN the browser's error reporting sends to (through /monitoring), or null: then the page loads
   * no SDK at all. Public by design: only the DSN's public key, never a secret key (see publicDsn).
   */
  sentryDsn: z.nullable(z.string()),
});
export type SiteShellState = z.infer<typeof siteShellStateSchema>;
