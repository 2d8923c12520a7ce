/**
 * `npm run tenant:add -- --subdomain NAME --unit-type office --unit-id 31 --name "…" [options]`
 *
 * Adds a franchise or office site to the built-in CMS without a deploy: validates the input,
 * refuses a unit the CMS does not have, a subdomain or unit that already has a site and a menu link
 * to another unit's CMS page, inserts the rows and clears the
 * tenant's cached bundle and page generation and the tenant directory, so the running worker,
 * which re-reads the directory when asked for a name it does not know, serves it on the next
 * request, and prints its local address with the port the local site runs on. A logo it draws is labelled
 * with the name, the subdomain, or the subdomain shortened (the logo holds 14 characters); a --logo-url or
 * --cover-url it cannot fetch is warned about, not refused. Local state by default; --remote for production.
 */
import { localSiteLine } from './devServer.ts';
import { pictureWarnings } from './tenants/pictureCheck.ts';
import { optionFields, readOptions, tenantLookOptions } from './tenants/commandLine.ts';
import { describeProblems, drawnLabelLength, generatedLabel, newTenantPreflightSql, newTenantRefusal, newTenantSchema, newTenantSql, preflightRowsSchema } from './tenants/newTenant.ts';
import { d1ExecuteSql, d1Query, localStateDir, purgeTenantCache, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run tenant:add -- --subdomain NAME --unit-type franchise|office --unit-id ID --name "Site name"
  [--slogan TEXT] [--welcome-text TEXT] [--seo-description TEXT]
  [--primary-color #rrggbb] [--secondary-color #rrggbb] [--logo-url URL] [--cover-url URL]
  [--facebook URL] [--instagram URL] [--tiktok URL] [--linkedin URL] [--linktree URL]
  [--menu "Label=/path"] [--menu "Label=/path@footer"] ...
  [--remote | --persist-to DIR]`;

const values = readOptions(
  { subdomain: { type: 'string' }, 'unit-type': { type: 'string' }, 'unit-id': { type: 'string' }, ...tenantLookOptions, menu: { type: 'string', multiple: true } },
  usage,
);

/** Adds the tenant; the exit code says how it went (0 added, 2 bad input, 3 already exists, 4 no such unit or page). */
async function main(): Promise<number> {
  const parsed = newTenantSchema.safeParse(optionFields(values));
  if (!parsed.success) {
    console.error(`The tenant was not added:\n  ${describeProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const tenant = parsed.data;
  const target = targetFromFlags(values);

  const refusal = newTenantRefusal(tenant, preflightRowsSchema.parse(await d1Query(target, newTenantPreflightSql(tenant))));
  if (refusal) {
    console.error(`The tenant was not added: ${refusal.lines.join('\n  ')}`);
    return refusal.exitCode;
  }

  await d1ExecuteSql(target, newTenantSql(tenant));
  await purgeTenantCache(target, tenant.subdomain);
  console.log(`Added ${tenant.unitType} site "${tenant.name}".`);
  const label = generatedLabel(tenant);
  if (tenant.logoUrl === undefined && label !== tenant.name) console.log(`Its drawn logo reads "${label}": the name is longer than the logo's ${drawnLabelLength} characters (--logo-url gives the site a logo of its own).`);
  for (const warning of await pictureWarnings(tenant)) console.warn(`Warning: ${warning}`);
  if (target.kind === 'local') console.log(await localSiteLine(localStateDir(target), tenant.subdomain));
  return 0;
}

process.exitCode = await main();
