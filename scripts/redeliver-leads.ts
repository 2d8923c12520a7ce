/**
 * `npm run leads:redeliver -- <enquiry id> | --failed [--remote | --persist-to DIR]`
 *
 * Hands enquiries back to delivery: one (by the id `leads:list` prints) or every failed one. They are
 * marked received and not queued; the worker's Cron Trigger queues them within five minutes (locally,
 * under `wrangler dev --test-scheduled`, at GET /__scheduled).
 */
import { readCommandLine, targetOptions } from './tenants/commandLine.ts';
import { redeliverOptionsSchema, redeliverSql } from './leads/redeliverLeads.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = 'Usage: npm run leads:redeliver -- <enquiry id> | --failed [--remote | --persist-to DIR]';

const { values, positionals } = readCommandLine({ options: { failed: { type: 'boolean' }, ...targetOptions }, allowPositionals: true }, usage);

/** Hands the enquiries back; the exit code says how it went (0 handed back or none failed, 1 no such enquiry, 2 bad arguments). */
async function main(): Promise<number> {
  const parsed = redeliverOptionsSchema.safeParse({ id: positionals[0], failed: values.failed ?? false });
  if (!parsed.success || positionals.length > 1) {
    console.error(`${parsed.error?.issues.map((i) => i.message).join('\n') ?? 'one enquiry id at most'}\n\n${usage}`);
    return 2;
  }
  const rows = await d1Query(targetFromFlags(values), redeliverSql(parsed.data));
  if (rows.length === 0) {
    console.log(parsed.data.failed ? 'No failed enquiries.' : 'No such enquiry, or it is delivered already.');
    return parsed.data.failed ? 0 : 1;
  }
  console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} handed back to delivery; the Cron Trigger queues ${rows.length === 1 ? 'it' : 'them'} within 5 minutes.`);
  return 0;
}

process.exitCode = await main();
