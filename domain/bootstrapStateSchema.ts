/**
 * @module zod schema of the state a page is rendered from (worker side; the client imports only types).
 */
import { z } from 'zod';
import { menusSchema } from './menuSchema';
import { siteDataSchema } from './siteDataSchema';

export const pageStateSchema = z.discriminatedUnion('routeId', [
  z.object({ routeId: z.literal('home') }),
  z.object({ routeId: z.literal('notFound') }),
]);
export type PageState = z.infer<typeof pageStateSchema>;

/** Everything the browser gets: public fields only (never secrets or raw CMS records). */
export const bootstrapStateSchema = z.object({
  site: siteDataSchema,
  menus: menusSchema,
  policyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  /** The server's year, so the copyright line hydrates identically around New Year. */
  currentYear: z.number().int(),
  path: z.string(),
  page: pageStateSchema,
  /**
   * The DSN the browser's error reporting sends to (through /monitoring), or null: then the page loads
   * no SDK at all. Public by design: only the DSN's public key, never a secret key (see publicDsn).
   */
  sentryDsn: z.string().nullable(),
});
export type BootstrapState = z.infer<typeof bootstrapStateSchema>;
