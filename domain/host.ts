/**
 * @module Tenant resolution from the request host (SPEC section 4).
 */

/** What the host names: a tenant's subdomain, or no tenant at all. */
export type HostTenant =
  | { kind: 'tenant'; subdomain: string }
  | { kind: 'bare' }
  | { kind: 'foreign' };

const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Labels that address the product itself rather than a tenant. */
const bareLabels = new Set(['www']);

/**
 * Reads the tenant from a Host header: the first label is the subdomain, the rest
 * must be the product domain. The bare product domain (or www) names no tenant.
 * @example subdomainFromHost('immo1.example.hu:443', 'example.hu') // { kind: 'tenant', subdomain: 'immo1' }
 */
export function subdomainFromHost(host: string, productDomain: string): HostTenant {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = productDomain.toLowerCase();
  if (hostname === domain) return { kind: 'bare' };
  if (!hostname.endsWith(`.${domain}`)) return { kind: 'foreign' };
  const labels = hostname.slice(0, -(domain.length + 1)).split('.');
  // Only one label may stand before the product domain: a.b.example.hu is no tenant of ours.
  if (labels.length !== 1) return { kind: 'foreign' };
  const [subdomain = ''] = labels;
  if (bareLabels.has(subdomain)) return { kind: 'bare' };
  if (!dnsLabel.test(subdomain)) return { kind: 'foreign' };
  return { kind: 'tenant', subdomain };
}

/** True when the text is a valid tenant subdomain (one lower-case DNS label). */
export function isValidSubdomain(text: string): boolean {
  return dnsLabel.test(text) && !bareLabels.has(text);
}
