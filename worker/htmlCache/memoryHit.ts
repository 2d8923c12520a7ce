/**
 * @module A page answered from this isolate's memory before the app runs: the cheapest answer the worker
 * gives, for the commonest request (a visitor on a cached page). See docs/decisions/015.
 *
 * Only when the app would answer the same without any I/O and start no background work: a GET without
 * the operator's bypass header, for a tenant whose directory entry, bundle and page generation are held
 * with nothing due (worker/kvCache's `peek`), whose page is held fresh in the HTML cache's memory tier. The
 * key is built by the app's own function (pageCacheKey.ts) from what memory holds and the parameters the page's
 * route reads (routeQueries.ts: the route table is matched only for an address with a query), and the answer is the
 * app's (the stored page, X-Cache HIT, the security headers with a new nonce). Anything else, or any
 * error, is left to the app, which then refreshes what is due.
 */
import type { Config } from '../env';
import { newNonce, reportsCspViolations, securityHeaderRecord } from '../security/securityHeaders';
import { heldContentHash } from '../tenant/loadSiteShell';
import { tenantSwrOptions } from '../tenant/tenantCache';
import { requestTenant } from '../../domain/tenant/host';
import { isHeldKnownTenant } from '../tenant/tenantDirectory';
import { bypassHeader } from './operatorBypass';
import { heldHit } from './htmlCache';
import { heldPageGeneration, pageCacheKey } from './pageCacheKey';
import { pageQueryOf } from './routeQueries';

/** The held page's answer to `request`, or undefined when the app must answer it. */
export function memoryHit(request: Request, config: Config): Response | undefined {
  if (request.method !== 'GET' || request.headers.has(bypassHeader)) return undefined;
  try {
    const url = new URL(request.url);
    const tenant = requestTenant(request.headers.get('host'), url, { productDomain: config.PRODUCT_DOMAIN, port: config.SITE_PORT });
    if (tenant.kind !== 'tenant') return undefined;
    const options = tenantSwrOptions(config);
    if (!isHeldKnownTenant(options, tenant.subdomain)) return undefined;
    const contentHash = heldContentHash(options, tenant.subdomain);
    const generation = contentHash === undefined ? undefined : heldPageGeneration(options, tenant.subdomain);
    if (contentHash === undefined || generation === undefined) return undefined;
    // Keyed as the app keys it; an address the app redirects (a parameter no one reads) is the app's to answer.
    const query = pageQueryOf(url);
    if (query.unknown.length > 0) return undefined;
    const nonce = newNonce();
    return heldHit({
      key: pageCacheKey(tenant.siteUrl, 'html', { contentHash, generation }, url.pathname + query.keyed),
      nonce,
      headers: securityHeaderRecord(reportsCspViolations(config), nonce),
    });
  } catch {
    // The app answers, and reports, whatever went wrong here.
    return undefined;
  }
}
