/**
 * `npm run tenant:set -- --subdomain NAME [--primary-color #rrggbb] [--name "…"] [--logo-url URL] [options]`
 *
 * Changes an existing tenant's colours, logo, cover, name, slogan, texts or social links in the built-in
 * CMS, then purges its cached bundle and page generation as tenant:refresh does, so every page of the
 * tenant shows the change within seconds. A logo or cover the worker draws follows the new colours (and a
 * new name it was labelled with; a label too long for the logo is shortened). A --logo-url or --cover-url it
 * cannot fetch is warned about, not refused. Local state by default; --remote for production.
 */
import { localSiteLine } from './devServer.ts';
import { pictureWarnings } from './tenants/pictureCheck.ts';
import { optionFields, readOptions, tenantLookOptions } from './tenants/commandLine.ts';
import { describeProblems } from './tenants/operatorInput.ts';
import { currentSiteSchema, currentSiteSql, tenantChangeSchema, tenantChangeSql } from './tenants/tenantChange.ts';
import { d1ExecuteSql, d1Query, localStateDir, purgeTenantCache, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run tenant:set -- --subdomain NAME [at least one of:]
  [--name "Site name"] [--slogan TEXT] [--welcome-text TEXT] [--seo-description TEXT]
  [--primary-color #rrggbb] [--secondary-color #rrggbb] [--logo-url URL] [--cover-url URL]
  [--facebook URL] [--instagram URL] [--tiktok URL] [--linkedin URL] [--linktree URL]
  [--remote | --persist-to DIR]
URL: https://… or a path on the site (/media/…).`;

const values = readOptions({ subdomain: { type: 'string' }, ...tenantLookOptions }, usage);

/** Changes the tenant; the exit code says how it went (0 changed, 2 bad input, 3 no such site). */
async function main(): Promise<number> {
  const parsed = tenantChangeSchema.safeParse(optionFields(values));
  if (!parsed.success) {
    console.error(`The tenant was not changed:\n  ${describeProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const change = parsed.data;
  const target = targetFromFlags(values);
  const [row] = await d1Query(target, currentSiteSql(change.subdomain));
  if (!row) {
    console.error(`The tenant was not changed: --subdomain: no site has the subdomain ${change.subdomain} (npm run tenant:add adds one)`);
    return 3;
  }
  await d1ExecuteSql(target, tenantChangeSql(change, currentSiteSchema.parse(row)));
  await purgeTenantCache(target, change.subdomain);
  console.log(`Changed ${change.subdomain}; its cached bundle and pages are purged, so every page shows the change within seconds.`);
  for (const warning of await pictureWarnings(change)) console.warn(`Warning: ${warning}`);
  if (target.kind === 'local') console.log(await localSiteLine(localStateDir(target), change.subdomain));
  return 0;
}

process.exitCode = await main();
