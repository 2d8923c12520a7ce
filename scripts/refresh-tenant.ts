/**
 * `npm run tenant:refresh -- NAME [--remote | --persist-to DIR]`
 *
 * Forces one tenant's settings, menus, files and dropdowns (and the tenant directory) to be
 * loaded fresh from the CMS, and its pages to be rendered afresh, by deleting their KV entries
 * (the page generation among them, which is part of every cached page's key): every isolate of
 * the running worker notices within its memory window (seconds).
 */
import { parseArgs } from 'node:util';
import { isValidSubdomain } from '../domain/tenant/host.ts';
import { purgeTenantCache, targetFromFlags } from './tenants/wranglerTarget.ts';

const { values, positionals } = parseArgs({
  options: { remote: { type: 'boolean' }, 'persist-to': { type: 'string' } },
  allowPositionals: true,
  strict: true,
});
const [subdomain = ''] = positionals;
if (!isValidSubdomain(subdomain)) {
  console.error('Usage: npm run tenant:refresh -- SUBDOMAIN [--remote | --persist-to DIR]  (SUBDOMAIN: one lower-case DNS label)');
  process.exit(2);
}
await purgeTenantCache(targetFromFlags(values), subdomain);
console.log(`Cleared the cached values of ${subdomain}; within seconds the worker loads them from the CMS and renders its pages afresh.`);
