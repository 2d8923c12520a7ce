/**
 * `npm run leads:redeliver -- <enquiry id> | --failed [--remote | --persist-to DIR]`
 *
 * Hands enquiries back to delivery: one (by the id `leads:list` prints) or every failed one. They are
 * marked received and not queued; the worker's Cron Trigger queues them within five minutes. Locally
 * (`npm start`, wrangler dev) no cron runs by itself: the output says how to run it now.
 */
import { readCommandLine, targetOptions } from './tenants/commandLine.ts';
import { redeliverOptionsSchema, redeliverSql } from './leads/redeliverLeads.ts';
import { d1Query, targetFromFlags } from './tenants/wranglerTarget.ts';
import { defaultStateDir, devServerPort } from './devServer.ts';

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
  const them = rows.length === 1 ? 'it' : 'them';
  console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} handed back to delivery; the Cron Trigger queues ${them} within 5 minutes.`);
  if (!values.remote) {
    // wrangler dev runs no Cron Trigger by itself; its scheduled endpoint runs the site worker's now.
    const port = await devServerPort(values['persist-to'] ?? defaultStateDir);
    console.log(`Locally no cron runs by itself: while npm start runs, queue ${them} now with\n  curl "http://localhost:${port}/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*"`);
  }
  return 0;
}

process.exitCode = await main();
