/**
 * `npm run alerts:failed -- [--limit N] [--json] [--remote | --persist-to DIR]`
 *
 * Prints the search alerts whose e-mail could not be sent, newest failure first, each with why, from the
 * worker's D1 (local state by default; --remote reads production). Control characters are printed escaped.
 * README "Runbook": what to do with each (read the reason, `npm run alerts:retry`, or delete the alert).
 */
import * as z from 'zod';
import { failedAlertJson, failedAlertRowSchema, failedAlertsOptionsSchema, failedAlertsSql, formatFailedAlert } from './alerts/failedAlerts.ts';
import { readCommandLine, targetOptions } from './tenants/commandLine.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';

const usage = 'Usage: npm run alerts:failed -- [--limit N (1..1000, default 50)] [--json] [--remote | --persist-to DIR]';

/** Lists the failed alerts; the exit code says how it went (0 listed, 2 bad arguments). */
async function main(): Promise<number> {
  const { values } = readCommandLine({ options: { limit: { type: 'string' }, json: { type: 'boolean' }, ...targetOptions } }, usage);
  const parsed = failedAlertsOptionsSchema.safeParse({ limit: values.limit, json: values.json });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n\n${usage}`);
    return 2;
  }
  const options = parsed.data;
  const alerts = z.array(failedAlertRowSchema).parse(await d1Query(targetFromFlags(values), failedAlertsSql(options)));
  if (options.json) {
    for (const alert of alerts) console.log(failedAlertJson(alert));
  } else if (alerts.length === 0) {
    console.log('No failed search alerts.');
  } else {
    const more = alerts.length === options.limit ? ` (the newest ${options.limit}: --limit for more)` : '';
    console.log(`${alerts.map(formatFailedAlert).join('\n\n')}\n\n${alerts.length} failed alert${alerts.length === 1 ? '' : 's'}, newest failure first${more}.`);
  }
  return 0;
}

process.exitCode = await main();
