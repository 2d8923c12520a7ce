/**
 * @module Test helper: what `npm run tenant:refresh` does for the HTML cache, at once. A test that changes
 * CMS data between two requests for the same page calls it, as an operator would, to see the change.
 */
import { env } from 'cloudflare:test';
import { pageGenerationKey } from '../../domain/tenant/tenantCacheKeys';
import { clearIsolateMemory } from '../kvCache/staleWhileRevalidate';

/** Starts a new page generation for the tenant: its cached pages are not served again. */
export async function renderPagesAfresh(subdomain = 'immo1'): Promise<void> {
  await env.SITE_CACHE.delete(pageGenerationKey(subdomain));
  clearIsolateMemory();
}
