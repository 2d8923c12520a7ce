/**
 * @module Which tenant a request is for, from its Host header (normalized first) and the product domain,
 * and the tenant's own origin from configuration: the product domain and SITE_PORT, never the port the
 * request named nor a forwarding header.
 */
import { normalizeHost, siteOrigin, tenantOfHostname } from '../../domain/host';

export type RequestTenant = { kind: 'tenant'; subdomain: string; siteUrl: string } | { kind: 'badHost' } | { kind: 'noTenant' };

/**
 * The request's tenant: its subdomain and site origin; a malformed host or one outside the product domain
 * says so. `url` is the request's, for a caller that has parsed it already.
 */
export function requestTenant(request: Request, site: { productDomain: string; port: string | undefined }, url = new URL(request.url)): RequestTenant {
  const host = normalizeHost(request.headers.get('host') ?? url.host);
  if (!host) return { kind: 'badHost' };
  const tenant = tenantOfHostname(host.hostname, site.productDomain);
  if (tenant.kind !== 'tenant') return { kind: 'noTenant' };
  const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
  return { kind: 'tenant', subdomain: tenant.subdomain, siteUrl: siteOrigin(protocol, tenant.subdomain, site.productDomain, site.port ?? '') };
}
