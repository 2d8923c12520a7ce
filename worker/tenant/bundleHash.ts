/**
 * @module A short hash of a tenant bundle's content, computed once per bundle held in memory.
 */
import type { SiteBundle } from '../../domain/cms/siteBundleSchema';

const hashes = new WeakMap<SiteBundle, Promise<string>>();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The first 16 hex digits of the SHA-256 of the bundle's JSON: the same content gives the same hash in
 * every isolate (bundles are parsed with one schema, so their keys come in one order), and any change
 * of settings, menus, files or options gives another.
 */
export function bundleHash(bundle: SiteBundle): Promise<string> {
  let hash = hashes.get(bundle);
  if (!hash) {
    hash = sha256Hex(JSON.stringify(bundle)).then((hex) => hex.slice(0, 16));
    hashes.set(bundle, hash);
  }
  return hash;
}
