/**
 * @module The tenant directory as the CMS answers it: every public site's subdomain.
 */
import * as z from 'zod/mini';

/** `GET /api/cms/public-site-domains`: one entry per public site. */
export const siteDirectorySchema = z.array(z.object({ subdomain: z.string() }));
