/**
 * @module What a form's POST to the site API (an enquiry, a search alert) must be before its body is read:
 * JSON (415 otherwise), sent by the tenant's own pages (403 otherwise), and small (413 past
 * maxFormBodyBytes, chunked bodies counted as they arrive by Hono's body-limit).
 *
 * Same origin means `Origin` equal to the tenant's site origin, or, when a browser leaves Origin out,
 * `Sec-Fetch-Site: same-origin`. A request with neither is refused too: every browser that can run the
 * form sends Origin with a POST from fetch(), so only scripts send neither, and a script can write any
 * header it likes; letting them through would buy nothing and make the rule two-sided.
 */
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { enquiryMessages } from '../../domain/enquiries/enquiry';
import { mediaTypeOf } from '../mediaType';
import type { TenantEnv } from '../tenant/tenantMiddleware';

/** The largest form body: an enquiry's or an alert's longest fields in JSON, escaped, are well under it. */
const maxFormBodyBytes = 16 * 1024;

/**
 * True when the request comes from a page of `siteOrigin` by the rule above.
 * @example isSameOriginRequest(new Headers({ origin: 'https://immo1.example.hu' }), 'https://immo1.example.hu') // true
 */
function isSameOriginRequest(headers: Headers, siteOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === siteOrigin;
  return headers.get('sec-fetch-site') === 'same-origin';
}

/** The three checks, in the order above; each refusal is JSON with a Hungarian `message`. */
export function formPostGuards() {
  return [
    createMiddleware<TenantEnv>(async (c, next) => {
      if (mediaTypeOf(c.req.header('content-type')) !== 'application/json') return c.json({ error: 'unsupported_media_type', message: enquiryMessages.unsupportedMediaType }, 415);
      if (!isSameOriginRequest(c.req.raw.headers, c.var.siteUrl)) {
        console.warn('Form post refused: not from the site itself', c.req.path, c.var.subdomain, c.req.header('origin') ?? c.req.header('sec-fetch-site') ?? 'neither');
        return c.json({ error: 'forbidden', message: enquiryMessages.forbiddenOrigin }, 403);
      }
      await next();
    }),
    bodyLimit({
      maxSize: maxFormBodyBytes,
      onError: (c) => c.json({ error: 'payload_too_large', message: enquiryMessages.tooLarge }, 413),
    }),
  ] as const;
}
