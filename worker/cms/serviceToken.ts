/**
 * @module The service token that guards the CMS's one write on the public mount (POST /api/cms/leads):
 * `Authorization: Bearer <CMS_SERVICE_TOKEN>`, compared in constant time.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

const encoder = new TextEncoder();

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
  return a !== undefined && b !== undefined && crypto.subtle.timingSafeEqual(a, b);
}

/**
 * The answer that refuses the request, or null when it carries the configured token. Without a token
 * configured the endpoint does not exist for the public (404), as on a deployment that never had it.
 */
export async function serviceTokenRefusal(c: Context<AppEnv>): Promise<Response | null> {
  const token = c.var.config.CMS_SERVICE_TOKEN;
  if (token === undefined) return c.json({ error: 'not_found', message: 'No such CMS endpoint' }, 404);
  const given = /^Bearer ([\x21-\x7e]+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (given !== undefined && (await sameSecret(given, token))) return null;
  return c.json({ error: 'unauthorized', message: 'This CMS endpoint takes a service token: Authorization: Bearer …' }, 401, { 'www-authenticate': 'Bearer' });
}
