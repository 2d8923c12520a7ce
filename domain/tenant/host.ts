/**
 * @module Tenant resolution from the request host (SPEC section 4), on a normalized host.
 */

/** What the host names: a tenant's subdomain, or no tenant at all. */
type HostTenant =
  | { kind: 'tenant'; subdomain: string }
  | { kind: 'bare' }
  | { kind: 'foreign' };

/** A host as it is looked up, cached and written into pages: lower-case ASCII (punycode), no trailing dot. */
interface NormalizedHost {
  hostname: string;
  /** The port the Host header named, '' when none. */
  port: string;
}

const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Labels that address the product itself rather than a tenant. */
const bareLabels = new Set(['www']);

/** Characters a Host header never carries, which a URL parser would read as something else (user, path, escapes). */
const notHostCharacters = /[\s/\\?#@%]/;

/**
 * Normalizes a Host header the way browsers and DNS treat it: lower case, Unicode labels to punycode,
 * no trailing dot, the port apart. Null when it is not a host at all (the request is answered 4xx).
 * @example normalizeHost('Immo1.LOCALHOST.:8787') // { hostname: 'immo1.localhost', port: '8787' }
 */
export function normalizeHost(host: string): NormalizedHost | null {
  const text = host.trim();
  if (!text || notHostCharacters.test(text)) return null;
  let url: URL;
  try {
    // The WHATWG URL parser does IDNA (punycode) and lower-casing as browsers do; it refuses bad ports.
    url = new URL(`http://${text}`);
  } catch {
    return null;
  }
  const hostname = url.hostname.replace(/\.$/, '');
  if (!hostname || hostname.endsWith('.')) return null;
  // The parser drops :80, http's default port; siteOrigin drops the default port of the request's scheme.
  return { hostname, port: url.port };
}

/**
 * Reads the tenant from a normalized host name: the first label is the subdomain, the rest must be the
 * product domain. The bare product domain (or www) names no tenant.
 * @example tenantOfHostname('immo1.example.hu', 'example.hu') // { kind: 'tenant', subdomain: 'immo1' }
 */
export function tenantOfHostname(hostname: string, productDomain: string): HostTenant {
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

/**
 * Reads the tenant from a raw Host header (normalized first); a malformed host is foreign.
 * @example subdomainFromHost('Immo1.example.hu.:443', 'example.hu') // { kind: 'tenant', subdomain: 'immo1' }
 */
export function subdomainFromHost(host: string, productDomain: string): HostTenant {
  const normalized = normalizeHost(host);
  return normalized ? tenantOfHostname(normalized.hostname, productDomain) : { kind: 'foreign' };
}

/**
 * The origin a tenant's pages name as their own (canonical, og:url): built from the tenant and the
 * configured product domain, never from the raw header; a port only when it is not the scheme's default.
 * @example siteOrigin('https:', 'immo1', 'example.hu', '443') // 'https://immo1.example.hu'
 */
export function siteOrigin(protocol: 'http:' | 'https:', subdomain: string, productDomain: string, port: string): string {
  const url = new URL(`${protocol}//${subdomain}.${productDomain.toLowerCase()}`);
  url.port = port;
  return url.origin;
}

/** True when the text is a valid tenant subdomain (one lower-case DNS label). */
export function isValidSubdomain(text: string): boolean {
  return dnsLabel.test(text) && !bareLabels.has(text);
}

/**
 * Subdomains kept for the product's own hosts (its API, mail, static files, an admin): a tenant there would
 * take a name an operator or a certificate may need, and pass for the product itself.
 */
export const reservedSubdomains: readonly string[] = ['api', 'www', 'mail', 'admin', 'cdn', 'static', 'assets'];
const reserved = new Set(reservedSubdomains);

/**
 * True when a new tenant may not take the subdomain, being kept for the product's own hosts.
 * @example isReservedSubdomain('api') // true
 */
export function isReservedSubdomain(text: string): boolean {
  return reserved.has(text);
}

/** Which tenant a request is for, or why none: its Host header normalized first (the URL's host when it has none). */
type RequestTenant = { kind: 'tenant'; subdomain: string; siteUrl: string } | { kind: 'badHost' } | { kind: 'noTenant' };

/**
 * The request's tenant: its subdomain and site origin; a malformed host or one outside the product domain
 * says so. The origin comes from configuration (the product domain and SITE_PORT), never from the port the
 * request named nor a forwarding header.
 */
export function requestTenant(hostHeader: string | null | undefined, url: URL, site: { productDomain: string; port: string | undefined }): RequestTenant {
  const host = normalizeHost(hostHeader ?? url.host);
  if (!host) return { kind: 'badHost' };
  const tenant = tenantOfHostname(host.hostname, site.productDomain);
  if (tenant.kind !== 'tenant') return { kind: 'noTenant' };
  const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
  return { kind: 'tenant', subdomain: tenant.subdomain, siteUrl: siteOrigin(protocol, tenant.subdomain, site.productDomain, site.port ?? '') };
}
