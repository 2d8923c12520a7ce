/**
 * @module Where a link or picture address that a tenant's record gives (menu entries, logo, cover) leads, read
 * as a browser reads it: parsed with the URL parser against the site's origin, so `//evil.example/` and
 * `/\evil.example/x.svg` (a browser reads `\` as `/`) are seen as the other host they name.
 */

/** Where an address leads: a page of the site itself, an https page elsewhere, or nowhere a page may send a visitor. */
export type LinkTarget = { kind: 'site'; href: string } | { kind: 'external'; href: string } | { kind: 'refused' };

/**
 * An address relative to nothing needs some origin to be read against; which one does not matter for whether
 * a path stays on it (`/x` stays on any origin, `//h/x` leaves every one), so where the site's origin is not
 * known (an operator command) this one stands in.
 */
export const standInOrigin = 'https://site.invalid';

/**
 * Reads an address as a page of the site at `siteOrigin` would: a path (starting with one `/`) must stay on the
 * site's own origin; an absolute address is a page of the site when it has the site's origin, an external
 * one when it is https, refused otherwise (http, javascript:, data:, a control character the parser drops).
 * @example linkTarget('/\\evil.example/x.svg', 'https://immo1.example.hu') // { kind: 'refused' }
 * @example linkTarget('/oldal/1', 'https://immo1.example.hu') // { kind: 'site', href: '/oldal/1' }
 */
export function linkTarget(address: string, siteOrigin: string = standInOrigin): LinkTarget {
  // The URL parser drops tabs and line breaks inside an address (`/\t/evil.example` is `//evil.example`) and
  // spaces around it (` //evil.example`), so neither is read past.
  if (address !== address.trim() || address === '' || /[\u0000-\u001f\u007f-\u009f]/.test(address)) return { kind: 'refused' };
  let origin: string;
  let url: URL;
  try {
    origin = new URL(siteOrigin).origin;
    url = new URL(address, origin);
  } catch {
    return { kind: 'refused' };
  }
  const relative = address.startsWith('/');
  if (url.origin === origin) return { kind: 'site', href: relative ? address : url.href };
  // Only a written-out https address leaves the site: `//host` and `\\host` borrow the page's scheme.
  if (/^https:\/\//i.test(address) && url.protocol === 'https:') return { kind: 'external', href: url.href };
  return { kind: 'refused' };
}

/**
 * True when the address is a path of the site at `siteOrigin` (not merely one that starts with `/`).
 * @example isSitePath('//evil.example/') // false
 */
export function isSitePath(address: string, siteOrigin: string = standInOrigin): boolean {
  return address.startsWith('/') && linkTarget(address, siteOrigin).kind === 'site';
}

/**
 * A picture address a page may show: a path of the site or an https picture elsewhere; null for any other.
 * @example pictureAddress('/\\evil.example/x.svg', 'https://immo1.example.hu') // null
 */
export function pictureAddress(address: string | null | undefined, siteOrigin: string): string | null {
  if (!address) return null;
  const target = linkTarget(address, siteOrigin);
  return target.kind === 'refused' ? null : address;
}
