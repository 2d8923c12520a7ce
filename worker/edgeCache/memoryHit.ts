/**
 * @module A page answered from this isolate's memory before the app runs: the cheapest answer the worker
 * gives, for the commonest request (a visitor on a cached page).
 *
 * Only when the app would answer the same without any I/O and start no background work: a GET without
 * the operator's bypass header, for a tenant whose directory entry, bundle and page generation are held
 * with nothing due (worker/cache's `peek`), whose page is held fresh in the HTML cache's memory tier. The
 * key is the one the page routes use (tenant origin from configuration, page version, path and query),
 * and the answer is the one they give (the stored page, X-Cache HIT, the security headers with a new
 * nonce). Anything else, or any error, is left to the app, which then refreshes what is due.
 */
import { configOf, type Bindings } from '../env';
import { newNonce, reportsCspViolations, securityHeaderRecord } from '../security/securityHeaders';
import { heldContentHash } from '../siteShell/loadSiteShell';
import { tenantSwrOptions } from '../siteShell/tenantCache';
import { requestTenant } from '../tenant/requestTenant';
import { isHeldKnownTenant } from '../tenant/tenantDirectory';
import { bypassHeader } from './bypass';
import { edgeCacheKey, heldHit } from './edgeCache';
import { heldTenantPageVersion } from './pageVersion';

/** The held page's answer to `request`, or undefined when the app must answer it. */
export function memoryHit(request: Request, env: Bindings): Response | undefined {
  if (request.method !== 'GET' || request.headers.has(bypassHeader)) return undefined;
  try {
    const url = new URL(request.url);
    const tenant = requestTenant(request, configOf(env).PRODUCT_DOMAIN, url);
    if (tenant.kind !== 'tenant') return undefined;
    const options = tenantSwrOptions(env);
    if (!isHeldKnownTenant(options, tenant.subdomain)) return undefined;
    const contentHash = heldContentHash(options, tenant.subdomain);
    const version = contentHash === undefined ? undefined : heldTenantPageVersion(options, tenant.subdomain, contentHash);
    if (version === undefined) return undefined;
    const key = edgeCacheKey(tenant.siteUrl, 'html', version, url.pathname + url.search);
    const nonce = newNonce();
    return heldHit({
      key,
      nonce,
      headers: securityHeaderRecord(reportsCspViolations(env), nonce),
    });
  } catch {
    // The app answers, and reports, whatever went wrong here.
    return undefined;
  }
}
