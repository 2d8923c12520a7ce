/**
 * @module The demo tenants and their pages, for the e2e tests; the code lives in scripts/ so the Lighthouse run shares it.
 */
import { type DemoPage, type DemoTenant, demoPages, demoTenantNames } from '../../scripts/demoPages.ts';

export { type DemoPage, type DemoTenant, demoIds, demoPages, demoTenantNames, demoTenants, emptySearchPath } from '../../scripts/demoPages.ts';

/** A page of a demo tenant. */
interface TenantPage extends DemoPage {
  subdomain: DemoTenant;
}

/**
 * Every page of the four demo tenants, tenant by tenant. A test file awaits it when it is collected, so
 * that each page gets a test of its own, with its own timeout, instead of one test walking them all.
 */
export async function everyDemoPage(port: number): Promise<TenantPage[]> {
  const perTenant = await Promise.all(demoTenantNames.map(async (subdomain) => (await demoPages(port, subdomain)).map((page) => ({ subdomain, ...page }))));
  return perTenant.flat();
}
