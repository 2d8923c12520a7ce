/**
 * `npm run tenant:remove -- --subdomain NAME [--dry-run] [--remote --yes | --persist-to DIR]`
 *
 * Removes a site from the built-in CMS: its domain row, settings and look, then its cached bundle, page
 * generation and the tenant directory, so its host answers the not-found view within the worker's memory
 * window (seconds). The unit, its listings, menu, pages and files stay (unit:remove removes the unit), as do the
 * enquiries and search alerts that came through the site. Refused while an enquiry of the site is still being
 * delivered (its delivery needs the site). --dry-run prints what it would remove; --remote needs --yes.
 */
import { readOptions } from './tenants/commandLine.ts';
import { describeProblems } from './tenants/operatorInput.ts';
import { siteToRemoveSchema, siteToRemoveSql, tenantRemovalPlan, tenantRemovalRefusal, tenantRemovalSchema, tenantRemovalSql } from './tenants/removal.ts';
import { d1ExecuteSql, d1Query, purgeTenantCache, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run tenant:remove -- --subdomain NAME [--dry-run] [--remote --yes | --persist-to DIR]
  --dry-run: print what would be removed and kept, remove nothing; --yes: confirms a removal with --remote`;

const values = readOptions({ subdomain: { type: 'string' }, 'dry-run': { type: 'boolean' }, yes: { type: 'boolean' } }, usage);

/** Removes the site; the exit code says how it went (0 removed or dry run, 2 bad input, 3 no such site, 4 refused for now). */
async function main(): Promise<number> {
  const parsed = tenantRemovalSchema.safeParse({ subdomain: values.subdomain });
  if (!parsed.success) {
    console.error(`The tenant was not removed:\n  ${describeProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const target = targetFromFlags(values);
  if (target.kind === 'remote' && !values.yes && !values['dry-run']) {
    console.error(`The tenant was not removed: --yes: a production site is removed only with --yes (--dry-run shows what goes)\n\n${usage}`);
    return 2;
  }
  const [row] = await d1Query(target, siteToRemoveSql(parsed.data));
  const site = row === undefined ? null : siteToRemoveSchema.parse(row);
  const refusal = tenantRemovalRefusal(parsed.data, site);
  if (refusal || site === null) {
    console.error(`The tenant was not removed:\n  ${refusal?.lines.join('\n  ')}`);
    return refusal?.exitCode ?? 3;
  }
  const plan = tenantRemovalPlan(parsed.data, site);
  if (values['dry-run']) {
    console.log(`Would remove (nothing removed: --dry-run):\n  ${plan.join('\n  ')}`);
    return 0;
  }
  await d1ExecuteSql(target, tenantRemovalSql(site));
  await purgeTenantCache(target, parsed.data.subdomain);
  console.log(`Removed:\n  ${plan.join('\n  ')}\nIts host answers the not-found page within seconds.`);
  return 0;
}

process.exitCode = await main();
