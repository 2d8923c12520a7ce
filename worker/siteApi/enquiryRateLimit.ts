/**
 * @module The per-client limit on the site's enquiry form, with the Workers rate-limiting binding
 * (LEAD_RATE_LIMITER in wrangler.toml: a few a minute per client address, which turns away bots and
 * leaves people room to correct a message). Counted before the tenant is looked up, so a flood costs one
 * binding call a request (app.ts mounts it).
 */
import { createMiddleware } from 'hono/factory';
import { enquiryMessages } from '../../domain/enquiries/enquiry';
import type { AppEnv } from '../env';

/** Seconds until the limit's window has passed (the binding's period). */
const periodSeconds = 60;

/**
 * Middleware: counts the request as one enquiry of its client and answers 429, saying when to try again in
 * Hungarian, once it is over the limit. Clients are told apart by the address Cloudflare gives
 * (CF-Connecting-IP); requests without one share a limit.
 */
export function enquiryRateLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = c.req.header('cf-connecting-ip') ?? 'unknown';
    const { success } = await c.env.LEAD_RATE_LIMITER.limit({ key: `lead:${client}` });
    if (success) return next();
    return c.json({ error: 'rate_limited', message: enquiryMessages.tooMany }, 429, { 'retry-after': String(periodSeconds) });
  });
}
