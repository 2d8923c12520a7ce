/**
 * `npm run tenant:refresh -- NAME [--remote | --persist-to DIR]`
 *
 * Forces one tenant's settings, menus, files and dropdowns (and the tenant directory) to be
 * loaded fresh from the CMS, and its pages to be rendered afresh, by deleting their KV entries
 * (the page generation among them, which is part of every cached page's key): every isolate of
 * the running worker notices within its memory window (seconds).
 */
import { isValidSubdomain } from '../domain/tenant/host.ts';
import { readCommandLine, targetOptions } from './tenants/commandLine.ts';
import { purgeTenantCache, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = 'Usage: npm run tenant:refresh -- SUBDOMAIN [--remote | --persist-to DIR]  (SUBDOMAIN: one lower-case DNS label)';
const { values, positionals } = readCommandLine({ options: targetOptions, allowPositionals: true }, usage);
const [subdomain = ''] = positionals;
if (!isValidSubdomain(subdomain) || positionals.length > 1) {
  console.error(`${positionals.length > 1 ? 'one subdomain at a time' : `not a subdomain: ${JSON.stringify(subdomain)}`}\n\n${usage}`);
  process.exit(2);
}
await purgeTenantCache(targetFromFlags(values), subdomain);
console.log(`Cleared the cached values of ${subdomain}; within seconds the worker loads them from the CMS and renders its pages afresh.`);
