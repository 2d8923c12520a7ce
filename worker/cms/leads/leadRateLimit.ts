/**
 * @module The per-client limit on enquiries, with the Workers rate-limiting binding
 * (LEAD_RATE_LIMITER in wrangler.toml: a few a minute per client address, which turns away
 * bots and leaves people room to correct a message).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { enquiryMessages } from '../../../domain/enquiry';
import type { AppEnv, Bindings } from '../../env';

/** Seconds until the limit's window has passed (the binding's period). */
export const leadRateLimitPeriodSeconds = 60;

/**
 * True while the request's client is within its limit; each call counts one enquiry. Clients are
 * told apart by the address Cloudflare gives (CF-Connecting-IP); requests without one share a limit.
 */
export async function leadAllowed(env: Bindings, request: Request): Promise<boolean> {
  const client = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const { success } = await env.LEAD_RATE_LIMITER.limit({ key: `lead:${client}` });
  return success;
}

/** The 429 answer once a client is over its limit: says when to try again, in Hungarian. */
export function tooManyLeads(c: Context) {
  return c.json({ error: 'rate_limited', message: enquiryMessages.tooMany }, 429, { 'retry-after': String(leadRateLimitPeriodSeconds) });
}

/** Middleware: counts the request as one enquiry of its client and answers 429 once it is over the limit. */
export function leadRateLimit() {
  return createMiddleware<AppEnv>(async (c, next) => ((await leadAllowed(c.env, c.req.raw)) ? next() : tooManyLeads(c)));
}
