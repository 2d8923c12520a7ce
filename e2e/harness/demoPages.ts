/**
 * @module The demo tenants and their pages, for the e2e tests; the code lives in scripts/ so the Lighthouse run shares it.
 */
export { type DemoPage, type DemoTenant, demoIds, demoPages, demoTenantNames, demoTenants, emptySearchPath } from '../../scripts/demoPages.ts';
