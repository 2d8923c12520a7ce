/**
 * `npm run unit:remove -- --type franchise|office --id ID [--dry-run] [--remote --yes | --persist-to DIR]`
 *
 * Removes a franchise or an office from the built-in CMS with what belongs to it alone (an office's opening
 * hours, the unit's menu entries, CMS pages, files and stored price statistics). Refused, saying what to do
 * first, while the unit still has a site (tenant:remove), listings, agents or, for a franchise, offices: nothing
 * that other records need is removed with it. --dry-run prints what it would remove; --remote needs --yes.
 */
import { placeCountsCacheKey } from '../domain/tenant/tenantCacheKeys.ts';
import { optionFields, readOptions } from './tenants/commandLine.ts';
import { describeProblems } from './tenants/operatorInput.ts';
import { unitRemovalPlan, unitRemovalRefusal, unitRemovalSchema, unitRemovalSql, unitToRemoveSchema, unitToRemoveSql } from './tenants/removal.ts';
import { d1ExecuteSql, d1Query, deleteCacheKeys, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = `Usage: npm run unit:remove -- --type franchise|office --id ID [--dry-run] [--remote --yes | --persist-to DIR]
  --dry-run: print what would be removed, remove nothing; --yes: confirms a removal with --remote`;

const values = readOptions({ type: { type: 'string' }, id: { type: 'string' }, 'dry-run': { type: 'boolean' }, yes: { type: 'boolean' } }, usage);

/** Removes the unit; the exit code says how it went (0 removed or dry run, 2 bad input, 3 no such unit, 4 something still depends on it). */
async function main(): Promise<number> {
  const { dryRun, yes, ...fields } = optionFields(values);
  const parsed = unitRemovalSchema.safeParse(fields);
  if (!parsed.success) {
    console.error(`The unit was not removed:\n  ${describeProblems(parsed.error).join('\n  ')}\n\n${usage}`);
    return 2;
  }
  const removal = parsed.data;
  const target = targetFromFlags(values);
  if (target.kind === 'remote' && yes !== true && dryRun !== true) {
    console.error(`The unit was not removed: --yes: a production unit is removed only with --yes (--dry-run shows what goes)\n\n${usage}`);
    return 2;
  }
  const [row] = await d1Query(target, unitToRemoveSql(removal));
  const unit = row === undefined ? null : unitToRemoveSchema.parse(row);
  const refusal = unitRemovalRefusal(removal, unit);
  if (refusal || unit === null) {
    console.error(`The unit was not removed:\n  ${refusal?.lines.join('\n  ')}`);
    return refusal?.exitCode ?? 3;
  }
  const plan = unitRemovalPlan(removal, unit);
  if (dryRun === true) {
    console.log(`Would remove (nothing removed: --dry-run):\n  ${plan.join('\n  ')}`);
    return 0;
  }
  await d1ExecuteSql(target, unitRemovalSql(removal));
  // The unit is gone only if nothing came to depend on it since the check (its DELETE says so in SQL).
  const [still] = await d1Query(target, unitToRemoveSql(removal));
  if (still !== undefined) {
    console.error(`The unit was not removed:\n  ${unitRemovalRefusal(removal, unitToRemoveSchema.parse(still))?.lines.join('\n  ') ?? 'something came to depend on it meanwhile: run it again'}`);
    return 4;
  }
  await deleteCacheKeys(target, [placeCountsCacheKey(removal)]);
  console.log(`Removed:\n  ${plan.join('\n  ')}`);
  return 0;
}

process.exitCode = await main();
