/**
 * `npm run alerts:retry -- --id N | --all [--remote | --persist-to DIR]`
 *
 * Hands failed search alerts back to delivery: one (by the id `alerts:failed` prints) or every failed one.
 * They are marked for retry; the worker's five-minute Cron Trigger queues them (locally, under `wrangler dev
 * --test-scheduled`, at GET /__scheduled). A retry that fails again is recorded again, with its reason.
 */
import { retryAlertsOptionsSchema, retryAlertsSql } from './alerts/retryAlerts.ts';
import { readCommandLine, targetOptions } from './tenants/commandLine.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = 'Usage: npm run alerts:retry -- --id N | --all [--remote | --persist-to DIR]';

/** Marks the alerts; the exit code says how it went (0 marked, 1 no such failed alert, 2 bad arguments). */
async function main(): Promise<number> {
  const { values } = readCommandLine({ options: { id: { type: 'string' }, all: { type: 'boolean' }, ...targetOptions } }, usage);
  const parsed = retryAlertsOptionsSchema.safeParse({ id: values.id, all: values.all ?? false });
  if (!parsed.success) {
    const problems = values.id === undefined && !values.all ? 'give --id N or --all' : values.id !== undefined && values.all ? 'give --id N or --all, not both' : parsed.error.issues.map((i) => i.message).join('\n');
    console.error(`${problems}\n\n${usage}`);
    return 2;
  }
  const rows = await d1Query(targetFromFlags(values), retryAlertsSql(parsed.data));
  if (rows.length === 0) {
    console.log(parsed.data.all ? 'No failed search alerts.' : 'No such failed alert (alerts:failed lists them).');
    return parsed.data.all ? 0 : 1;
  }
  console.log(`${rows.length} alert${rows.length === 1 ? '' : 's'} marked for retry; the Cron Trigger queues ${rows.length === 1 ? 'it' : 'them'} within 5 minutes.`);
  return 0;
}

process.exitCode = await main();
